import { rotaFunnel } from "@/data/guides";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const r = rotaFunnel;
const { before, after } = r;
const x0 = 12;
const full = W - 24;
const signUpsY = 60;
const splitY = signUpsY + 40 + 24;
const splitH = 52;
/** Activated and not activated side by side, each as wide as its share of sign-ups. */
const activatedW = Math.round((before.activated / before.signUps) * full);
const gap = 8;
const otherX = x0 + activatedW + gap;
const otherW = full - activatedW - gap;
const paidY = splitY + splitH + 70;
const paid = { x: 96, w: 168, h: 48 } as const;
/** Arrow widths follow the customers each group supplies. */
const strokeFor = (customers: number) => Math.max(2, Math.round((customers / before.paid) * 8));

/** An arrow whose head grows with its shaft, so a thick flow still ends in a visible point. */
function FlowArrow({ x1, y1, x2, y2, width }: { x1: number; y1: number; x2: number; y2: number; width: number }) {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const head = 2 * width + 8;
  const half = width + 5;
  const [bx, by] = [x2 - ux * head, y2 - uy * head];
  const r = (value: number) => Math.round(value * 10) / 10;
  return (
    <g fill={color.primary}>
      <path d={`M${r(x1)} ${r(y1)}L${r(bx)} ${r(by)}`} stroke={color.primary} strokeWidth={width} />
      <path d={`M${r(x2)} ${r(y2)}L${r(bx - uy * half)} ${r(by + ux * half)}L${r(bx + uy * half)} ${r(by - ux * half)}z`} />
    </g>
  );
}
const afterTop = paidY + paid.h + 54;
const afterRowY = (index: number) => afterTop + 22 + index * 44;
const afterRows = [
  { name: "Sign-ups", value: formatNumber(after.signUps), share: 1 },
  { name: "Activated", value: `${formatNumber(after.activated)} (${r.activation.after})`, share: after.activated / after.signUps },
  { name: "Paid", value: `${formatNumber(after.paid)} (${r.conversion.after})`, share: after.paid / after.signUps },
];
const paybackY = afterRowY(afterRows.length) + 12;

/** Rota's monthly trial cohort: who activates, where the paying customers come from, and the same cohort after the onboarding changes. */
export function PlgTrialFunnel() {
  return (
    <DiagramSvg
      id="diagram-plg-trial-funnel"
      title="Rota's trial cohort: most paying customers come from activated users"
      description={`Before the onboarding changes: ${formatNumber(before.signUps)} trial sign-ups; ${formatNumber(before.activated)} activate (${r.activation.before}) and ${formatNumber(before.notActivated)} do not. ${r.activatedConversion} of activated trials pay, ${formatNumber(before.paidFromActivated)} customers, shown by a thick arrow; ${r.otherConversion} of the rest pay, ${formatNumber(before.paidFromOther)}, a thin arrow. Together ${formatNumber(before.paid)} pay (${r.conversion.before}). After the changes, in outline: ${formatNumber(after.signUps)} sign-ups, ${formatNumber(after.activated)} activated (${r.activation.after}), ${formatNumber(after.paid)} paid (${r.conversion.after}). CAC payback falls from ${r.payback.before} to ${r.payback.after} months.`}
      width={W}
      height={paybackY + 14}
    >
      <Lines x={x0} y={24} lines={["One month's trial cohort"]} bold size={15} />
      <Lines x={x0} y={44} lines={["Before the onboarding changes"]} fill={color.muted} />
      <rect x={x0} y={signUpsY} width={full} height={40} rx={8} fill={color.primary} />
      <Lines x={W / 2} y={signUpsY + 26} lines={[`Sign-ups ${formatNumber(before.signUps)}`]} anchor="middle" bold fill={color.onPrimary} />
      <Arrow x1={x0 + activatedW / 2} y1={signUpsY + 41} x2={x0 + activatedW / 2} y2={splitY - 1} stroke={color.muted} />
      <Arrow x1={otherX + otherW / 2} y1={signUpsY + 41} x2={otherX + otherW / 2} y2={splitY - 1} stroke={color.muted} />
      <rect x={x0} y={splitY} width={activatedW} height={splitH} rx={8} fill={color.primary} fillOpacity={0.42} stroke={color.primary} strokeWidth={2} />
      <Lines x={x0 + activatedW / 2} y={splitY + 21} lines={["Activated"]} anchor="middle" bold />
      <Lines x={x0 + activatedW / 2} y={splitY + 40} lines={[`${formatNumber(before.activated)} (${r.activation.before})`]} anchor="middle" />
      <rect x={otherX} y={splitY} width={otherW} height={splitH} rx={8} fill="none" stroke={color.primary} strokeWidth={2} />
      <Lines x={otherX + otherW / 2} y={splitY + 21} lines={["Not activated"]} anchor="middle" bold />
      <Lines x={otherX + otherW / 2} y={splitY + 40} lines={[formatNumber(before.notActivated)]} anchor="middle" />
      <FlowArrow x1={x0 + activatedW / 2} y1={splitY + splitH + 1} x2={paid.x + 40} y2={paidY - 1} width={strokeFor(before.paidFromActivated)} />
      <FlowArrow x1={otherX + otherW / 2} y1={splitY + splitH + 1} x2={paid.x + paid.w - 40} y2={paidY - 1} width={strokeFor(before.paidFromOther)} />
      <Lines x={x0} y={splitY + splitH + 40} lines={[`${r.activatedConversion} → ${formatNumber(before.paidFromActivated)}`]} bold fill={color.primary} />
      <Lines x={W - 12} y={splitY + splitH + 40} lines={[`${r.otherConversion} → ${formatNumber(before.paidFromOther)}`]} anchor="end" bold fill={color.primary} />
      <rect x={paid.x} y={paidY} width={paid.w} height={paid.h} rx={8} fill={color.primary} />
      <Lines x={paid.x + paid.w / 2} y={paidY + 30} lines={[`Paid ${formatNumber(before.paid)} (${r.conversion.before})`]} anchor="middle" bold fill={color.onPrimary} />

      <path d={`M${x0} ${afterTop - 26}H${W - 12}`} stroke={color.border} strokeWidth={1.5} />
      <Lines x={x0} y={afterTop} lines={["After the onboarding changes"]} bold />
      {afterRows.map((row, index) => {
        const y = afterRowY(index);
        const w = Math.max(6, Math.round(row.share * full));
        const label = `${row.name} ${row.value}`;
        // The label sits inside the bar when it fits there, else just after it.
        const inside = w > label.length * 8.2 + 24;
        return (
          <g key={row.name}>
            <rect x={x0} y={y} width={w} height={32} rx={6} fill={color.accent} stroke={color.primary} strokeWidth={2} />
            {inside ? (
              <Lines x={x0 + 12} y={y + 21} lines={[label]} bold />
            ) : (
              <Lines x={x0 + w + 10} y={y + 21} lines={[label]} bold />
            )}
          </g>
        );
      })}
      <Lines x={x0} y={paybackY} lines={[`Payback ${r.payback.before} → ${r.payback.after} months`]} fill={color.muted} />
    </DiagramSvg>
  );
}
