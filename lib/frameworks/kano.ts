/**
 * The Kano survey's question pair for one feature. The dysfunctional question
 * must be the exact opposite of the functional one, same words with "not",
 * and both must stay neutral: a pair built here cannot add a burden ("and
 * had to keep checking") or a cue ("wouldn't it be great") to one side only.
 */
export type KanoQuestionPair = { functional: string; dysfunctional: string };

/** `ability` is what the feature lets the respondent do, e.g. "cancel up to two hours before class without a fee". */
export function kanoQuestionPair(ability: string): KanoQuestionPair {
  const phrase = ability.trim();
  if (phrase.length === 0) throw new Error("a Kano question needs the ability the feature gives");
  if (/^(not|no)\b/i.test(phrase)) throw new Error("phrase the ability positively; the dysfunctional question adds the 'not'");
  return {
    functional: `If you could ${phrase}, how would you feel?`,
    dysfunctional: `If you could not ${phrase}, how would you feel?`,
  };
}

/** Words that tell the respondent how to feel, which a neutral Kano question never uses. */
export const kanoLeadingWords = /\b(great|amazing|annoying|frustrat\w*|hassle|had to|have to keep|keep checking|wouldn't it|love|hate)\b/i;
