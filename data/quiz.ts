/** The PM Mastery Check: its questions, skill areas, score tiers and the explanation of each answer. */
export { quizAreas } from "@/content/quiz/areas";
export { quizExplanations } from "@/content/quiz/explanations";
export { quizQuestions } from "@/content/quiz/questions";
export { scoreTiers } from "@/content/quiz/score-tiers";
