/**
 * A touch swipe on a comic panel: a mostly horizontal move of at least
 * SWIPE_MIN_PX. Left (negative dx) is the next panel, as on a phone's photo
 * viewer; a vertical or short move is a scroll or a tap and turns nothing.
 */
export const SWIPE_MIN_PX = 40;

export function swipeDirection(dx: number, dy: number): 1 | -1 | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 1 : -1;
}
