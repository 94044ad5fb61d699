import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Quiz } from "@/components/quiz/quiz";
import { ToastProvider } from "@/components/ui/toast";
import { quizQuestions } from "@/content/quiz/questions";
import { scoreTiers } from "@/content/quiz/score-tiers";
import { quizAreas } from "@/content/quiz/areas";

function renderQuiz(questions = quizQuestions) {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <input aria-label="Unrelated field" />
      <Quiz questions={questions} tiers={scoreTiers} areas={quizAreas} />
    </ToastProvider>,
  );
  return user;
}

const q = (i: number) => quizQuestions[i]!;
const wrongAnswer = (i: number) => q(i).answers.find((a) => a !== q(i).correctAnswer)!;
const answerButton = (text: string) => screen.getByRole("button", { name: text });
const toast = (variant: "default" | "destructive") => document.querySelector(`[data-variant="${variant}"]`);

describe("PM Mastery Check quiz", () => {
  it("starts at question 1 of 25 with a score of 0, four answers with key hints and a progress bar", () => {
    renderQuiz();
    expect(screen.getByRole("heading", { name: "Question 1 of 25" })).toBeInTheDocument();
    expect(screen.getByText("Score: 0/25")).toBeInTheDocument();
    const answers = within(screen.getByRole("group", { name: q(0).question })).getAllByRole("button");
    expect(answers.map((b) => b.getAttribute("aria-keyshortcuts"))).toEqual(["1", "2", "3", "4"]);
    expect(answers.map((b) => b.textContent)).toEqual(q(0).answers.map((a, i) => `${i + 1}${a}`));
    const progress = screen.getByRole("progressbar", { name: "Quiz progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    expect(progress).toHaveAttribute("aria-valuemax", "25");
  });

  it("adds a point, shows the 'Correct!' toast and moves on after a right answer", async () => {
    const user = renderQuiz();
    await user.click(answerButton(q(0).correctAnswer));
    // The toast machinery loads on the first toast, so it appears a moment later.
    await waitFor(() => expect(toast("default")).toHaveTextContent("Correct!"));
    expect(toast("default")).toHaveTextContent("Great job! Moving to the next question...");
    expect(screen.getByText("Score: 1/25")).toBeInTheDocument();
    const heading = screen.getByRole("heading", { name: "Question 2 of 25" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  });

  it("shows the destructive 'Not quite right' toast after a wrong answer, without revealing the right one", async () => {
    const user = renderQuiz();
    await user.click(answerButton(wrongAnswer(0)));
    await waitFor(() => expect(toast("destructive")).toHaveTextContent("Not quite right"));
    expect(toast("destructive")).toHaveTextContent("Keep going! Next question...");
    expect(screen.getByText("Score: 0/25")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Question 2 of 25" })).toBeInTheDocument();
    expect(screen.queryByText(q(0).correctAnswer)).not.toBeInTheDocument();
  });

  it("answers with the keys 1-4, but not while typing in a field or with a modifier", async () => {
    const user = renderQuiz();
    const secondIsRight = q(0).answers[1] === q(0).correctAnswer;
    await user.keyboard("2");
    expect(screen.getByRole("heading", { name: "Question 2 of 25" })).toBeInTheDocument();
    expect(screen.getByText(`Score: ${secondIsRight ? 1 : 0}/25`)).toBeInTheDocument();

    await user.click(screen.getByRole("textbox", { name: "Unrelated field" }));
    await user.keyboard("3");
    fireEvent.keyDown(window, { key: "1", ctrlKey: true });
    expect(screen.getByRole("heading", { name: "Question 2 of 25" })).toBeInTheDocument();
  });

  it("ignores the second click of a double-click, which lands on the next question's button", async () => {
    const user = renderQuiz();
    await user.click(answerButton(q(0).correctAnswer));
    fireEvent.click(answerButton(q(1).correctAnswer), { detail: 2 });
    expect(screen.getByRole("heading", { name: "Question 2 of 25" })).toBeInTheDocument();
    expect(screen.getByText("Score: 1/25")).toBeInTheDocument();
  });

  it("shows the result with tier and the missed questions after 25 answers, and Try Again starts over", async () => {
    const user = renderQuiz();
    const missed = [2, 9, 17];
    for (let i = 0; i < quizQuestions.length; i++) {
      fireEvent.click(answerButton(missed.includes(i) ? wrongAnswer(i) : q(i).correctAnswer));
    }
    expect(screen.getByRole("heading", { name: "Quiz complete" })).toHaveFocus();
    expect(screen.getByText("Your score: 22/25")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Senior PM Material" })).toBeInTheDocument();
    expect(screen.getByText(scoreTiers[3]!.description)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Answer Explanations" })).toHaveAttribute("href", "/quiz-explanations");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    const review = within(screen.getByRole("list", { name: "What to study next" })).getAllByRole("listitem");
    expect(review).toHaveLength(3);
    missed.forEach((index, n) => {
      expect(review[n]).toHaveTextContent(`Question ${index + 1}: ${q(index).question}`);
      expect(within(review[n]!).getByRole("link")).toHaveAttribute("href", q(index).topic.href);
    });

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("heading", { name: "Question 1 of 25" })).toHaveFocus();
    expect(screen.getByText("Score: 0/25")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });

  it("shows Aspiring PM for a run with every answer wrong", () => {
    renderQuiz();
    for (let i = 0; i < quizQuestions.length; i++) fireEvent.click(answerButton(wrongAnswer(i)));
    expect(screen.getByText("Your score: 0/25")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Aspiring PM" })).toBeInTheDocument();
  });
  it("dismisses the last answer's toast when the result appears", async () => {
    const user = renderQuiz();
    await user.click(answerButton(q(0).correctAnswer));
    await waitFor(() => expect(toast("default")).not.toBeNull());
    for (let i = 1; i < quizQuestions.length; i++) fireEvent.click(answerButton(q(i).correctAnswer));
    expect(await screen.findByRole("heading", { name: "Quiz complete" })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector("[data-variant]")).toBeNull());
  });

  it("breaks the result down by area, with a verdict in words and the pages to read", () => {
    renderQuiz();
    // Question 3 (RICE, prioritization), 10 (APIs, delivery) and 18 (A/B tests, metrics) wrong.
    const missed = [2, 9, 17];
    for (let i = 0; i < quizQuestions.length; i++) fireEvent.click(answerButton(missed.includes(i) ? wrongAnswer(i) : q(i).correctAnswer));
    const areas = within(screen.getByRole("region", { name: "Your results by topic" })).getAllByRole("listitem");
    expect(areas.map((li) => li.querySelector("h4")?.textContent)).toEqual(quizAreas.map((a) => a.title));
    const area = (id: string) => areas.find((li) => li.dataset.area === id)!;
    expect(area("prioritization")).toHaveTextContent("3 of 4 right·Getting there");
    expect(area("metrics")).toHaveTextContent("5 of 6 right·Strong");
    expect(within(area("metrics")).getByRole("link")).toHaveAttribute("href", q(17).topic.href);
    expect(area("metrics")).toHaveTextContent(`Study: ${q(17).topic.label}`);
    // Nothing missed: the area's own pages, to go deeper.
    expect(area("strategy")).toHaveTextContent("5 of 5 right·Strong");
    expect(within(area("strategy")).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(quizAreas[0]!.pages.map((p) => p.href));
  });

  it("offers a share link for a full run, and copies it where there is no share sheet", async () => {
    const user = renderQuiz();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    for (let i = 0; i < quizQuestions.length; i++) fireEvent.click(answerButton(i < 20 ? q(i).correctAnswer : wrongAnswer(i)));
    expect(screen.getByRole("link", { name: "Open your result page" })).toHaveAttribute("href", "/pm-quiz/result/20");
    await user.click(screen.getByRole("button", { name: "Share my result" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pm-quiz/result/20`);
    expect(await screen.findByText("Link copied", { selector: "p" })).toBeInTheDocument();
  });

  it("says so when the clipboard refuses the link", async () => {
    const user = renderQuiz();
    Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn().mockRejectedValue(new Error("denied")) }, configurable: true });
    for (let i = 0; i < quizQuestions.length; i++) fireEvent.click(answerButton(q(i).correctAnswer));
    await user.click(screen.getByRole("button", { name: "Share my result" }));
    expect(await screen.findByText("Could not copy: open your result page and copy its address.")).toBeInTheDocument();
  });

  it("has no share link for a partial run (a retry of missed questions), and leaves out areas it did not ask about", () => {
    const subset = [q(2), q(9)];
    renderQuiz(subset);
    for (const question of subset) fireEvent.click(answerButton(question.correctAnswer));
    expect(screen.getByText("Your score: 2/2")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Share my result" })).not.toBeInTheDocument();
    const areas = within(screen.getByRole("region", { name: "Your results by topic" })).getAllByRole("listitem");
    expect(areas.map((li) => li.dataset.area)).toEqual(["prioritization", "delivery"]);
  });
});
