import { DiagramSvg, HArrow, Lines, color } from "./svg";

const W = 360;
const app = 52;
const provider = 308;
const mid = (app + provider) / 2;
const headH = 32;

type Step =
  | { kind: "band"; y: number; title: string }
  | { kind: "call"; y: number; from: "app" | "provider"; label: string; lost?: boolean; strong?: boolean }
  | { kind: "event"; y: number; label: string };

/** Each panel is a short sequence diagram between the app and its payment provider, time running down. */
const steps: Step[] = [
  { kind: "band", y: 56, title: "Polling: the app asks every hour" },
  { kind: "call", y: 106, from: "app", label: "Paid yet?" },
  { kind: "call", y: 140, from: "provider", label: "Not yet" },
  { kind: "event", y: 170, label: "payment succeeds" },
  { kind: "call", y: 214, from: "app", label: "Paid yet? (next hourly poll)" },
  { kind: "call", y: 248, from: "provider", label: "Yes: up to an hour late", strong: true },
  { kind: "band", y: 270, title: "Webhook: the provider calls the app" },
  { kind: "event", y: 316, label: "payment succeeds" },
  { kind: "call", y: 350, from: "provider", label: "Event: payment succeeded", strong: true },
  { kind: "call", y: 384, from: "app", label: "200 OK, signature verified" },
  { kind: "band", y: 406, title: "A retry with an idempotency key" },
  { kind: "call", y: 456, from: "app", label: "Charge, key K" },
  { kind: "call", y: 490, from: "provider", label: "Reply lost on the network", lost: true },
  { kind: "call", y: 524, from: "app", label: "Retry: charge, same key K" },
  { kind: "call", y: 558, from: "provider", label: "First result, charged once", strong: true },
];
const height = 574;

/** Polling against a webhook for a payment's status, and an idempotency key that makes a retried charge safe. */
export function ApiPollingWebhook() {
  return (
    <DiagramSvg
      id="diagram-api-webhook"
      title="Polling, a webhook and an idempotency key between an app and its payment provider"
      description="Three short exchanges between an app and its payment provider, time running downwards. Polling: the app asks every hour whether a payment went through; after the payment succeeds, the app only learns of it at the next poll, up to an hour late. Webhook: the moment the payment succeeds, the provider sends the event to the app, which verifies the signature and answers 200 OK. Idempotency key: the app sends a charge with a unique key, the reply is lost on the network, the app retries with the same key, and the provider returns the first result instead of charging twice."
      width={W}
      height={height}
    >
      <path d={`M${app} ${12 + headH}V${height - 4}M${provider} ${12 + headH}V${height - 4}`} stroke={color.muted} strokeWidth={2} strokeDasharray="4 5" />
      {[
        { x: app, label: "App" },
        { x: provider, label: "Provider" },
      ].map((head) => (
        <g key={head.label}>
          <rect x={head.x - 44} y={12} width={88} height={headH} rx={16} fill={color.primary} />
          <Lines x={head.x} y={33} lines={[head.label]} anchor="middle" bold fill={color.onPrimary} />
        </g>
      ))}
      {steps.map((step) => {
        if (step.kind === "band") {
          return (
            <g key={step.y}>
              <rect x={4} y={step.y} width={W - 8} height={28} rx={6} fill={color.accent} />
              <Lines x={mid} y={step.y + 19} lines={[step.title]} anchor="middle" bold fill={color.onAccent} />
            </g>
          );
        }
        if (step.kind === "event") {
          return (
            <g key={step.y}>
              <circle cx={provider} cy={step.y - 5} r={7} fill={color.success} />
              <Lines x={provider - 14} y={step.y} lines={[step.label]} anchor="end" bold fill={color.success} />
            </g>
          );
        }
        const [x1, x2] = step.from === "app" ? [app, provider] : [provider, app];
        const stroke = step.strong ? color.primary : color.muted;
        return (
          <g key={step.y}>
            <Lines x={mid} y={step.y - (step.lost ? 12 : 8)} lines={[step.label]} anchor="middle" bold={step.strong} fill={step.lost ? color.destructive : color.foreground} />
            {step.lost ? (
              <g stroke={color.destructive} strokeWidth={2.5}>
                <path d={`M${x1} ${step.y}H${mid + 20}`} strokeDasharray="6 4" />
                <path d={`M${mid + 12} ${step.y - 6}l12 12m0 -12l-12 12`} />
              </g>
            ) : (
              <HArrow x1={x1} x2={x2} y={step.y} stroke={stroke} width={step.strong ? 3 : 2} />
            )}
          </g>
        );
      })}
    </DiagramSvg>
  );
}
