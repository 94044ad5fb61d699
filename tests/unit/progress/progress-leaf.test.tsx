import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { quizAreas } from "@/content/quiz/areas";
import { quizQuestions } from "@/content/quiz/questions";
import { scoreTiers } from "@/content/quiz/score-tiers";
import { STORAGE_KEY } from "@/lib/progress/types";

/**
 * The moments between hydration and the stored data being read: the progress
 * code loads after the page, and nothing may show a wrong state, lose a click
 * or apply it to the wrong state while it does.
 */

const kano = "/frameworks/kano-model";
const frameworks = ["/frameworks/a", "/frameworks/b", "/frameworks/c", "/frameworks/d", "/frameworks/e", "/frameworks/f", "/frameworks/g", "/frameworks/h", "/frameworks/i", kano];
const attempt = { at: 1_700_000_000_000, score: 17, total: quizQuestions.length, tier: "Confident PM", topics: {}, missed: [] };

function store(items: Record<string, { read: boolean; at: number }>, quiz: unknown[] = []) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 2, items, visited: {}, last: null, quiz }));
}

/** A fresh page: new modules (nothing read yet), the site's toast provider, and the placeholder the server renders. */
async function freshPage() {
  vi.resetModules();
  const [{ ProgressSlot }, { MarkButtonView }, { ToastProvider }] = await Promise.all([
    import("@/components/progress/progress-slot"),
    import("@/components/progress/views"),
    import("@/components/ui/toast"),
  ]);
  return { ProgressSlot, MarkButtonView, ToastProvider };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("progress while the stored data loads", () => {
  it("the placeholder claims no state: no aria-pressed and not the 'unread' ring", async () => {
    const { MarkButtonView } = await freshPage();
    render(<MarkButtonView pressed={false} ready={false} icon={null} />);
    const button = screen.getByRole("button", { name: "Mark as read" });
    expect(button).not.toHaveAttribute("aria-pressed");
    expect(button).toHaveAttribute("data-progress-ready", "false");
    expect(button.querySelector("[aria-hidden]")).toHaveClass("border-dashed");
  });

  it("a click on the placeholder before the progress code arrives toggles the stored state (a read page becomes unread)", async () => {
    store({ [kano]: { read: true, at: 1 } });
    const { ProgressSlot, MarkButtonView, ToastProvider } = await freshPage();
    render(
      <ToastProvider>
        <ProgressSlot kind="mark" itemKey={kano} icon={null} fallback={<MarkButtonView pressed={false} ready={false} icon={null} />} />
      </ToastProvider>,
    );
    const placeholder = screen.getByRole("button", { name: "Mark as read" });
    expect(placeholder).toHaveAttribute("data-progress-ready", "false");
    fireEvent.click(placeholder);
    await waitFor(() => expect(screen.getByRole("button", { name: "Mark as read" })).toHaveAttribute("data-progress-ready", "true"));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).items[kano].read).toBe(false));
    expect(screen.getByRole("button", { name: "Mark as read" })).toHaveAttribute("aria-pressed", "false");
  });

  it("once the progress code is there, its first render already shows the stored state: never '0 of N' or an unpressed button", async () => {
    store({ [kano]: { read: true, at: 1 } });
    vi.resetModules();
    // As the slot does where something is stored: the leaf chunk and the schema arrive together.
    const { default: ProgressLeaf, provideSchema } = await import("@/components/progress/progress-leaf");
    provideSchema(await import("@/lib/progress/schema"));
    const { ToastProvider } = await import("@/components/ui/toast");
    const { container } = render(
      <ToastProvider>
        <ProgressLeaf kind="mark" itemKey={kano} icon={null} />
        <ProgressLeaf kind="count" keys={frameworks} label="read" />
      </ToastProvider>,
    );
    // Checked at once, without waiting: no intermediate state was painted.
    expect(screen.getByRole("button", { name: "Mark as read" })).toHaveAttribute("aria-pressed", "true");
    const meter = container.querySelector("[data-progress-meter]")!;
    expect(meter).toHaveAttribute("data-progress-meter", "ready");
    // The text sits over an invisible, unannounced "10 of 10 read" in the same grid cell: its box is as wide as
    // the widest count, so the bar never moves, and the text starts at the left edge (no right-aligned count).
    const [sizer, count] = [...meter.querySelectorAll(".tabular-nums > span")] as HTMLElement[];
    expect(sizer).toHaveAttribute("data-size", "10 of 10 read");
    expect(sizer!.textContent).toBe("");
    expect(sizer).toHaveAttribute("aria-hidden", "true");
    expect(sizer).toHaveClass("invisible", "col-start-1", "row-start-1");
    expect(count!.textContent).toBe("1 of 10 read");
    expect(count).toHaveClass("col-start-1", "row-start-1");
    expect(count!.className).not.toContain("text-end");
  });

  it("keeps a count hidden, not '0 of N', while it is not known", async () => {
    const { MeterView } = await import("@/components/progress/views");
    const { container } = render(<MeterView done={0} total={10} label="read" ready={false} />);
    const meter = container.querySelector("[data-progress-meter]")!;
    expect(meter).toHaveClass("invisible");
    expect(meter).toHaveAttribute("aria-hidden", "true");
  });

  it("the quiz keeps its history line blank until the history is read, then shows the scores", async () => {
    store({}, [attempt]);
    vi.resetModules();
    const { QuizWithHistory } = await import("@/components/progress/quiz-history-panel");
    const { ToastProvider } = await import("@/components/ui/toast");
    render(
      <ToastProvider>
        <QuizWithHistory questions={quizQuestions} tiers={scoreTiers} areas={quizAreas} />
      </ToastProvider>,
    );
    const region = screen.getByRole("region", { name: "Your quiz history" });
    const line = region.querySelector("[data-quiz-history]")!;
    // Not "scores are kept once you finish": this browser has one.
    expect(line).toHaveAttribute("data-quiz-history", "pending");
    expect(line).toHaveClass("invisible");
    await waitFor(() => expect(line).toHaveAttribute("data-quiz-history", "ready"));
    expect(line).not.toHaveClass("invisible");
    expect(line).toHaveTextContent(`Best score ${attempt.score}/${attempt.total}`);
    expect(line).toHaveTextContent(`Last score ${attempt.score}/${attempt.total}`);
  });
});
