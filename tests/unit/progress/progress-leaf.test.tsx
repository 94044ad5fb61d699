import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEY } from "@/lib/progress/types";

/**
 * The moments between hydration and the stored data being read: the progress
 * chunk and the schema load after the page, and nothing may show a wrong state
 * or lose a click while they do.
 */

const kano = "/frameworks/kano-model";
const frameworks = ["/frameworks/a", "/frameworks/b", "/frameworks/c", "/frameworks/d", "/frameworks/e", "/frameworks/f", "/frameworks/g", "/frameworks/h", "/frameworks/i", kano];

function store(items: Record<string, { read: boolean; at: number }>) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 2, items, visited: {}, last: null, quiz: [] }));
}

/** A fresh page: new store, not yet read, with the site's toast provider around the leaf. */
async function freshPage() {
  vi.resetModules();
  const [{ default: ProgressLeaf }, { ProgressSlot }, { MarkButtonView }, { ToastProvider }] = await Promise.all([
    import("@/components/progress/progress-leaf"),
    import("@/components/progress/progress-slot"),
    import("@/components/progress/views"),
    import("@/components/ui/toast"),
  ]);
  return { ProgressLeaf, ProgressSlot, MarkButtonView, ToastProvider };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("progress leaves while the stored data loads", () => {
  it("a Mark as read button claims no state until it knows it, and a click in that time toggles the stored state", async () => {
    store({ [kano]: { read: true, at: 1 } });
    const { ProgressLeaf, ToastProvider } = await freshPage();
    render(
      <ToastProvider>
        <ProgressLeaf kind="mark" itemKey={kano} icon={null} />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "Mark as read" });
    // Not "not pressed": the page is read, it just does not know yet.
    expect(button).toHaveAttribute("data-progress-ready", "false");
    expect(button).not.toHaveAttribute("aria-pressed");
    fireEvent.click(button);
    // The click unmarks the read page; before the fix it marked it (read stayed true).
    await waitFor(() => expect(button).toHaveAttribute("data-progress-ready", "true"));
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).items[kano].read).toBe(false);
  });

  it("shows the stored state once read, pressed for a read page", async () => {
    store({ [kano]: { read: true, at: 1 } });
    const { ProgressLeaf, ToastProvider } = await freshPage();
    render(
      <ToastProvider>
        <ProgressLeaf kind="mark" itemKey={kano} icon={null} />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "Mark as read" });
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
  });

  it("does not lose a click on the placeholder while the progress code itself is still loading", async () => {
    const { ProgressSlot, MarkButtonView, ToastProvider } = await freshPage();
    render(
      <ToastProvider>
        <ProgressSlot kind="mark" itemKey={kano} icon={null} fallback={<MarkButtonView pressed={false} ready={false} icon={null} />} />
      </ToastProvider>,
    );
    const placeholder = screen.getByRole("button", { name: "Mark as read" });
    expect(placeholder).toHaveAttribute("data-progress-ready", "false");
    fireEvent.click(placeholder);
    await waitFor(() => expect(screen.getByRole("button", { name: "Mark as read" })).toHaveAttribute("aria-pressed", "true"));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).items[kano].read).toBe(true);
  });

  it("keeps a count hidden (not '0 of N') until it is known, in a box of one width from 0 to the total", async () => {
    store({ [kano]: { read: true, at: 1 } });
    const { ProgressLeaf } = await freshPage();
    const { container } = render(<ProgressLeaf kind="count" keys={frameworks} label="read" />);
    const meter = container.querySelector("[data-progress-meter]")!;
    expect(meter).toHaveAttribute("data-progress-meter", "pending");
    expect(meter).toHaveClass("invisible");
    expect(meter).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(meter).toHaveAttribute("data-progress-meter", "ready"));
    expect(meter).not.toHaveClass("invisible");
    expect(meter).toHaveTextContent("1 of 10 read");
    // The count's digits sit in a box as wide as the total's ("10": 2ch), tabular, so "1" and "10" take the same room.
    const count = meter.querySelector(".tabular-nums > span") as HTMLElement;
    expect(count).toHaveTextContent("1");
    expect(count.style.minWidth).toBe("2ch");
  });
});
