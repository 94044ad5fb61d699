import { DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const step = lineStep(14);
/** The first story split from "recurring invoices" in content/glossary-terms/user-story.md. */
const parts = [
  { lead: "As a", text: "freelancer," },
  { lead: "I want", text: "to repeat an invoice every month" },
  { lead: "so that", text: "I don't have to recreate it for my regular clients." },
].map((part) => ({ ...part, lines: fitLines(part.text, W - 24 - 80, 14, 8) }));
const criteria = [
  "Given a sent invoice, when I choose 'repeat monthly', then a copy dated for the next month is created on the same day each month",
  "The invoice numbers continue the existing sequence",
  "I can stop the repetition at any time",
].map((text) => fitLines(text, W - 24 - 40, 14, 6));
const cardTop = 34;
const partYs = parts.reduce<number[]>((ys, part, index) => [...ys, index === 0 ? cardTop + 26 : ys[index - 1]! + parts[index - 1]!.lines.length * step + 8], []);
const cardH = partYs.at(-1)! + parts.at(-1)!.lines.length * step - cardTop + 8;
const criteriaTop = cardTop + cardH + 56;
const criteriaYs = criteria.reduce<number[]>((ys, lines, index) => [...ys, index === 0 ? criteriaTop : ys[index - 1]! + criteria[index - 1]!.length * step + 10], []);
const bottom = criteriaYs.at(-1)! + criteria.at(-1)!.length * step;

/** A user story as Ron Jeffries's card and confirmation: the story in its template, and the acceptance criteria that define done. */
export function UserStoryCard() {
  return (
    <DiagramSvg
      id="diagram-user-story"
      title="A user story: the card in 'As a, I want, so that' form, and the acceptance criteria that confirm it is done"
      description={`The card: ${parts.map((part) => `${part.lead} ${part.text}`).join(" ")} Its acceptance criteria, the confirmation: ${criteria.map((lines) => lines.join(" ")).join("; ")}. The conversation between the two fills in the details. The story was sized at 5 points.`}
      width={W}
      height={bottom + 16}
    >
      <Lines x={12} y={22} lines={["The card"]} bold fill={color.primary} />
      <rect x={238} y={8} width={110} height={22} rx={11} fill={color.primary} />
      <Lines x={293} y={24} lines={["5 points"]} anchor="middle" bold fill={color.onPrimary} />
      <rect x={12} y={cardTop} width={W - 24} height={cardH} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      {parts.map((part, index) => (
        <g key={part.lead}>
          <Lines x={24} y={partYs[index]!} lines={[part.lead]} bold fill={color.onAccent} />
          <Lines x={92} y={partYs[index]!} lines={part.lines} fill={color.onAccent} />
        </g>
      ))}
      <Lines x={12} y={cardTop + cardH + 22} lines={["Talking it through fills in the details"]} fill={color.muted} />
      <Lines x={12} y={criteriaTop - 8} lines={["The confirmation: acceptance criteria"]} bold fill={color.primary} />
      {criteria.map((lines, index) => {
        const y = criteriaYs[index]! + 14;
        return (
          <g key={index}>
            <rect x={14} y={y - 13} width={16} height={16} rx={3} fill="none" stroke={color.primary} strokeWidth={2} />
            <path d={`M18 ${y - 5}l3 4l6 -8`} fill="none" stroke={color.primary} strokeWidth={2} />
            <Lines x={40} y={y} lines={lines} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
