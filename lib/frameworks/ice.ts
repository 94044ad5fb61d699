/**
 * ICE scoring (Sean Ellis): impact, confidence and ease, each rated from 1 to
 * 10. The usual score, the one Ellis and Morgan Brown describe, is the
 * average of the three; some practitioners (Itamar Gilad among them) multiply
 * them instead, which punishes a single weak rating harder. Both are here so
 * the explainer page states exactly what these functions compute.
 */
export type IceInput = { impact: number; confidence: number; ease: number };

/** The scale each of the three ratings is on. */
export const iceScale = { min: 1, max: 10 } as const;

export function isValidIceInput(input: IceInput): boolean {
  return Object.values(input).every((value) => Number.isFinite(value) && value >= iceScale.min && value <= iceScale.max);
}

/** (impact + confidence + ease) ÷ 3: from 1 to 10. */
export function iceAverage({ impact, confidence, ease }: IceInput): number {
  return (impact + confidence + ease) / 3;
}

/** impact × confidence × ease: from 1 to 1,000. */
export function iceProduct({ impact, confidence, ease }: IceInput): number {
  return impact * confidence * ease;
}
