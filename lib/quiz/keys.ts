/** The keys that choose an answer (1 for the first, ...): the quiz's shortcuts, also kept before the page is live. */
export const quizAnswerKeys = ["1", "2", "3", "4"] as const;
