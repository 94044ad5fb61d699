import { encoreDrawing } from "@/data/guides";
import { Arrow, DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const band = { x: 44, w: 256, h: 50, gap: 16, top: 46 } as const;
const bandY = (index: number) => band.top + index * (band.h + band.gap);
const e = encoreDrawing;
/** The seven parts, each with Encore's entry; the kernel is the middle three, "Not doing" is a list of exclusions. */
const layers = [
  { name: "Vision", example: "Admin in 1 hour a week" },
  { name: "Diagnosis", example: "Setup takes 6 hours", kernel: true },
  { name: "Guiding policy", example: "Term-billing schools", kernel: true },
  { name: "Coherent actions", example: "Setup · Parent app · Payments", kernel: true },
  { name: "Not doing", example: "Gyms, marketplace", exclusions: true },
  { name: "Goals", example: `${e.shareToday} → ${e.shareYear1} share, ${e.arrYear1} ARR` },
  { name: "Assumptions", example: `${e.termBillingShare} bill by term` },
] as const;
const bottom = bandY(layers.length - 1) + band.h;
const kernelTop = bandY(1);
const kernelBottom = bandY(3) + band.h;
const loopX = 22;

/** A strategy on a page as a stack of seven layers, with Rumelt's kernel in the middle and Encore's example entries. */
export function StrategyOnAPage() {
  return (
    <DiagramSvg
      id="diagram-strategy-on-a-page"
      title="A strategy on a page: seven layers, each constraining the next"
      description={`Seven stacked layers, top to bottom, with the Encore example in each: Vision, admin in one hour a week; Diagnosis, setup takes six hours; Guiding policy, schools that bill by term; Coherent actions, the setup assistant, the parent app and payments; Not doing, gyms and a marketplace; Goals, ${e.shareToday} to ${e.shareYear1} market share and ${e.arrYear1} ARR; Assumptions, ${e.termBillingShare} of schools bill by term. Diagnosis, guiding policy and coherent actions are bracketed as Rumelt's kernel. Arrows run down from each layer to the next, and an arrow from Assumptions back up to Diagnosis says test and revise.`}
      width={W}
      height={bottom + 14}
    >
      <Lines x={W / 2} y={24} lines={["Each layer constrains the next"]} anchor="middle" bold />
      {layers.map((layer, index) => {
        const y = bandY(index);
        const kernel = "kernel" in layer;
        const text = kernel ? color.onPrimary : color.onAccent;
        return (
          <g key={layer.name}>
            {index > 0 ? <Arrow x1={band.x + band.w / 2} y1={y - band.gap + 1} x2={band.x + band.w / 2} y2={y - 1} stroke={color.muted} width={2} /> : null}
            <rect
              x={band.x}
              y={y}
              width={band.w}
              height={band.h}
              rx={8}
              fill={kernel ? color.primary : color.accent}
              stroke={color.primary}
              strokeWidth={2}
              {...defined({ strokeDasharray: "exclusions" in layer ? "6 4" : undefined })}
            />
            <Lines x={band.x + 12} y={y + 20} lines={[layer.name]} bold fill={text} size={15} />
            <Lines x={band.x + 12} y={y + 40} lines={[layer.example]} fill={text} />
          </g>
        );
      })}
      {/* The kernel's bracket and its label, read bottom to top. */}
      <path d={`M${band.x + band.w + 8} ${kernelTop}h8V${kernelBottom}h-8`} fill="none" stroke={color.primary} strokeWidth={2.5} />
      <text x={0} y={0} transform={`translate(${band.x + band.w + 36} ${(kernelTop + kernelBottom) / 2}) rotate(-90)`} textAnchor="middle" fontWeight={700} fill={color.primary}>
        {"Rumelt's kernel"}
      </text>
      {/* Assumptions feed back into the diagnosis. */}
      <path d={`M${band.x} ${bandY(6) + band.h / 2}H${loopX}V${bandY(1) + band.h / 2}`} fill="none" stroke={color.muted} strokeWidth={2} strokeDasharray="5 4" />
      <Arrow x1={loopX} y1={bandY(1) + band.h / 2} x2={band.x - 1} y2={bandY(1) + band.h / 2} stroke={color.muted} width={2} />
      <text x={0} y={0} transform={`translate(${loopX - 6} ${(bandY(2) + bandY(6)) / 2 + band.h / 2}) rotate(-90)`} textAnchor="middle" fill={color.muted}>
        test and revise
      </text>
    </DiagramSvg>
  );
}
