import { mealKitTest as ex } from "@/data/guides";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";
import { planTest } from "@/lib/stats/ab-test";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The smallest effects to detect, in percentage points, from the worked example's baseline, significance and power; its plan is one of them. */
const effects = [1, 2, 3, 4, 5] as const;
const planned = Math.round(ex.mde * 100);
const baselineText = `${Math.round(ex.baseline * 100)}%`;
const rows = effects.map((points) => ({ points, users: planTest({ baseline: ex.baseline, effect: points / 100, mode: "absolute", alpha: ex.alpha, power: ex.power }).usersPerArm }));
const most = rows[0]!.users;
/** How many times the users 1 point needs over 2 points: "halve the effect, about four times the users". */
const halving = formatDecimal(rows[0]!.users / rows[1]!.users, 1);
const levels = `Two-sided ${Math.round(ex.alpha * 100)}% significance, ${Math.round(ex.power * 100)}% power.`;
const bar = { left: 84, right: 352, height: 26, step: 40, top: 36 } as const;
const widthOf = (users: number) => Math.max(3, Math.round((users / most) * (bar.right - bar.left)));
const pointsLabel = (points: number) => `+${points} point${points === 1 ? "" : "s"}`;

/** Users per group against the effect to detect, computed with the calculator's own function: the sample grows with the square of a shrinking effect. */
export function AbSampleSizeByEffect() {
  const bottom = bar.top + rows.length * bar.step;
  return (
    <DiagramSvg
      id="diagram-ab-sample-size-by-effect"
      title={`Users per group needed as the effect to detect shrinks, from a ${baselineText} baseline`}
      description={`${levels} From a ${baselineText} baseline: ${rows.map((row) => `${pointsLabel(row.points)} needs ${formatNumber(row.users)} users per group`).join("; ")}. Halving the effect from 2 points to 1 takes about ${halving} times the users.`}
      width={W}
      height={bottom + 58}
    >
      <Lines x={0} y={16} lines={[`Users per group, from a ${baselineText} baseline`]} bold />
      {rows.map((row, index) => {
        const y = bar.top + index * bar.step;
        const width = widthOf(row.users);
        // A long bar holds its number; a short one has it just after its end.
        const inside = width > 90;
        return (
          <g key={row.points}>
            <Lines x={0} y={y + 18} lines={[pointsLabel(row.points)]} bold={row.points === planned} />
            <rect x={bar.left} y={y} width={width} height={bar.height} rx={5} fill={row.points === planned ? color.primary : color.accent} stroke={color.primary} strokeWidth={1.5} />
            <Lines
              x={inside ? bar.left + width - 8 : bar.left + width + 6}
              y={y + 18}
              lines={[formatNumber(row.users)]}
              anchor={inside ? "end" : "start"}
              bold
              fill={inside ? (row.points === planned ? color.onPrimary : color.onAccent) : color.foreground}
            />
          </g>
        );
      })}
      <Lines x={0} y={bottom + 12} lines={[levels, "Half the effect (2 points to 1) needs", `about ${halving} times the users.`]} fill={color.muted} />
    </DiagramSvg>
  );
}
