import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The four steps of the loop, clockwise from the top; each box's name and what happens there. */
const boxes = [
  { x: 100, y: 10, w: 160, h: 56, name: "Active user", detail: ["shares booking pages"] },
  { x: 196, y: 120, w: 156, h: 74, name: "Booking page", detail: ["seen by about 12", "new people a month"] },
  { x: 100, y: 248, w: 160, h: 74, name: "Booker signs up", detail: ["4%, then 6.5% after", "the new confirmation"] },
  { x: 8, y: 120, w: 156, h: 74, name: "New user activates", detail: ["sets up a page", "of their own"] },
];
/** The loop's arrows, box to box: a curve with its head at the end. */
const arrows = [
  { d: "M260 38Q274 38 274 104", head: { x1: 274, y1: 100, x2: 274, y2: 118 } },
  { d: "M274 194Q274 285 266 285", head: { x1: 268, y1: 285, x2: 262, y2: 285 } },
  { d: "M100 285Q86 285 86 210", head: { x1: 86, y1: 214, x2: 86, y2: 196 } },
  { d: "M86 120Q86 38 92 38", head: { x1: 88, y1: 38, x2: 98, y2: 38 } },
];

/** The scheduling tool's growth loop from the Growth Loops lesson: each cycle's new users start the next. */
export function BookingLinkLoop() {
  return (
    <DiagramSvg
      id="diagram-booking-link-loop"
      title="The scheduling tool's growth loop: booking pages bring in the users who make the next booking pages"
      description="Four steps in a circle. An active user shares booking pages; each user's pages are seen by about 12 new people a month; 4% of them signed up, 6.5% after the team redesigned the confirmation screen; a new user who activates sets up a booking page of their own and becomes an active user, which starts the loop again."
      width={W}
      height={354}
    >
      <g fill="none" stroke={color.primary} strokeWidth={3}>
        {arrows.map((arrow) => (
          <path key={arrow.d} d={arrow.d} />
        ))}
      </g>
      {arrows.map((arrow) => (
        <Arrow key={arrow.d} {...arrow.head} stroke={color.primary} width={3} />
      ))}
      {boxes.map((box, index) => (
        <g key={box.name}>
          <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={12} fill={index === 0 ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
          <Lines x={box.x + box.w / 2} y={box.y + 22} lines={[box.name]} anchor="middle" bold fill={index === 0 ? color.onPrimary : color.onAccent} />
          <Lines x={box.x + box.w / 2} y={box.y + 42} lines={box.detail} anchor="middle" fill={index === 0 ? color.onPrimary : color.onAccent} />
        </g>
      ))}
      <Lines x={W / 2} y={344} lines={["Each cycle's new users start the next one"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
