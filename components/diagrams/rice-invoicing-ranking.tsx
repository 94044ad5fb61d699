import { formatNumber } from "@/lib/frameworks/worked-example";
import { invoicingCandidates } from "@/data/mastery";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const scores = invoicingCandidates.map((candidate) => candidate.score);
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
