import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProgressSlot } from "@/components/progress/progress-slot";
import { ToastProvider } from "@/components/ui/toast";

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("ProgressSlot", () => {
  it("keeps the server's placeholder through hydration and swaps in the real leaf only once the page is idle", async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ProgressSlot kind="mark" itemKey="/frameworks/okrs" icon={<span>✓</span>} fallback={<p>placeholder</p>} />
      </ToastProvider>,
    );
    // Straight after mounting (hydration), nothing has been swapped: no synchronous re-render.
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark as read" })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    // jsdom has no requestIdleCallback: the slot falls back to a short timer, then the lazy leaf loads and renders.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    vi.useRealTimers();
    const button = await screen.findByRole("button", { name: "Mark as read" }, { timeout: 5000 });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByText("placeholder")).toBeNull();
  });
});
