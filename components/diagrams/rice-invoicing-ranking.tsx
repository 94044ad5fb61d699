import { formatNumber } from "@/lib/frameworks/worked-example";
import { riceScore } from "@/lib/frameworks/rice";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The invoicing app's three candidates as the Prioritization lesson scores them, in ranked order; the working is written as the lesson writes it. */
export const invoicingCandidates = [
  { name: "Onboarding checklist redesign", input: { reach: 1200, impact: 0.5, confidence: 100, effort: 0.5 }, working: "1,200 × 0.5 × 1.0 ÷ 0.5", then: "Went first" },
  { name: "Smart payment reminders", input: { reach: 2500, impact: 2, confidence: 50, effort: 4 }, working: "2,500 × 2 × 0.5 ÷ 4", then: "Concierge test to raise confidence" },
  { name: "Bulk invoice export", input: { reach: 800, impact: 1, confidence: 80, effort: 2 }, working: "800 × 1 × 0.8 ÷ 2", then: "To Next, reasons visible" },
] as const;
const scores = invoicingCandidates.map((candidate) => riceScore(candidate.input));
const best = Math.max(...scores);
const barLeft = 12;
const barMax = W - 24;
const block = 118;
const top = 12;

/** The three invoicing-app candidates as bars of their RICE scores, with the working and what happened to each. */
export function RiceInvoicingRanking() {
  return (
    <DiagramSvg
      id="diagram-rice-invoicing"
      title="Three candidates ranked by RICE score for an invoicing app"
      description={`Bars of RICE score, longest first. ${invoicingCandidates.map((candidate, index) => `${candidate.name}: ${candidate.working} = ${formatNumber(scores[index]!)}; ${candidate.then.toLowerCase()}.`).join(" ")}`}
      width={W}
      height={top + invoicingCandidates.length * block - 14}
    >
      {invoicingCandidates.map((candidate, index) => {
        const y = top + index * block;
        const width = (scores[index]! / best) * barMax;
        const score = formatNumber(scores[index]!);
        const inside = width > 120;
        return (
          <g key={candidate.name}>
            <Lines x={barLeft} y={y + 14} lines={[`${index + 1}. ${candidate.name}`]} bold />
            <rect x={barLeft} y={y + 24} width={width} height={30} rx={6} fill={index === 0 ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
            <Lines x={inside ? barLeft + width - 10 : barLeft + width + 8} y={y + 45} lines={[score]} anchor={inside ? "end" : "start"} bold fill={inside ? (index === 0 ? color.onPrimary : color.onAccent) : color.foreground} />
            <Lines x={barLeft} y={y + 74} lines={[`${candidate.working} = ${score}`]} fill={color.muted} />
            <Lines x={barLeft} y={y + 94} lines={[`→ ${candidate.then}`]} bold={index === 0} fill={index === 0 ? color.primary : color.foreground} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
