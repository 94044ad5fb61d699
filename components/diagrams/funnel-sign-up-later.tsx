import { formatNumber } from "@/lib/frameworks/worked-example";
import { invitedUsers, viralCoefficient } from "@/lib/stats/growth";
import { Arrow, DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const colW = 164;
const cols = [
  { x: 12, title: "Before", steps: [["Store page"], ["Open the app"], ["Sign-up screen", "47% leave here"], ["First lesson", "11% of page views"]] },
  { x: 184, title: "After", steps: [["Store page"], ["Open the app"], ["First lesson", "19% of page views"], ["Sign up"]] },
] as const;
const stepH = 46;
const pitch = 68;
const top = 40;
const stepY = (index: number) => top + index * pitch;
/** The lesson's virality figures: invitations per new user before and after, and the share of invitations that convert. */
export const languageAppInvites = { before: 0.3, after: 0.45, conversion: 0.2 } as const;
const rows = (["before", "after"] as const).map((when) => {
  const invites = languageAppInvites[when];
  const k = viralCoefficient(invites, languageAppInvites.conversion);
  return { when, working: `${formatNumber(invites)} × ${formatNumber(languageAppInvites.conversion)} = ${formatNumber(k)}`, per: formatNumber(Math.round(invitedUsers(1000, k))) };
});
const kTop = stepY(4) - 4;

/** The language app's funnel with sign-up moved after the first lesson, and the viral coefficient it raised. */
export function FunnelSignUpLater() {
  return (
    <DiagramSvg
      id="diagram-funnel-sign-up"
      title="Moving sign-up after the first lesson, and what it did to the viral coefficient"
      description={`Two funnels side by side. Before: store page, open the app, a mandatory sign-up screen where 47% of people left, then the first lesson, completed by 11% of page views. After: store page, open the app, the first lesson, then sign-up; first lessons completed rose to 19% of page views. Below, the viral coefficient K is invitations per new user times the share of invitations that convert: before ${rows[0]!.working}, after ${rows[1]!.working}, so every thousand new users brought in ${rows[1]!.per} more instead of ${rows[0]!.per}.`}
      width={W}
      height={kTop + 132}
    >
      {cols.map((col) => (
        <g key={col.title}>
          <Lines x={col.x + colW / 2} y={24} lines={[col.title]} anchor="middle" bold />
          {col.steps.map(([step, note], index) => {
            const y = stepY(index);
            const goal = step === "First lesson";
            const text = goal ? color.onPrimary : color.onAccent;
            return (
              <g key={step}>
                {index > 0 ? <Arrow x1={col.x + colW / 2} y1={stepY(index - 1) + stepH} x2={col.x + colW / 2} y2={y} stroke={color.muted} /> : null}
                <rect x={col.x} y={y} width={colW} height={stepH} rx={8} fill={goal ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
                <Lines x={col.x + colW / 2} y={note ? y + 20 : y + 28} lines={[step]} anchor="middle" bold fill={text} />
                {note ? <Lines x={col.x + colW / 2} y={y + 38} lines={[note]} anchor="middle" bold={!goal} fill={goal ? text : color.destructive} /> : null}
              </g>
            );
          })}
        </g>
      ))}
      <rect x={12} y={kTop} width={W - 24} height={120} rx={12} fill={color.surface} stroke={color.muted} strokeWidth={2} />
      <Lines x={24} y={kTop + 24} lines={["K = invitations per user × conversion"]} bold />
      {rows.map((row, index) => (
        <g key={row.when} fill={index === 1 ? color.primary : color.foreground} {...defined({ fontWeight: index === 1 ? 700 : undefined })}>
          <text x={24} y={kTop + 52 + index * 24}>{`${row.when === "before" ? "Before" : "After"}: ${row.working}`}</text>
          <text x={336} y={kTop + 52 + index * 24} textAnchor="end">{`${row.per} more`}</text>
        </g>
      ))}
      <Lines x={24} y={kTop + 104} lines={["new users per thousand, from invitations"]} fill={color.muted} />
    </DiagramSvg>
  );
}
