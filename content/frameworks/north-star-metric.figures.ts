
/**
 * The site's one position on listening time as a North Star, stated in the
 * same words here, in the glossary term, in the quiz's explanation and in the
 * North Star worksheet: a good North Star when the minutes reflect value
 * delivered, not when they can grow without it.
 */
export const listeningTimeCaveat =
  "Listening time is a good North Star for a music service when each minute is listening people chose; where minutes can grow without more value, from autoplay left running or long episodes nobody finishes, count completed listens instead.";

/**
 * Every computed figure content/frameworks/north-star-metric.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "listeningTimeCaveat": listeningTimeCaveat,
};
