import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast, type ToastInput } from "@/components/ui/toast";

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      show {input.title}
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  it("loads no toast machinery until the first toast (no notifications region before it)", async () => {
    render(
      <ToastProvider>
        <Trigger input={{ title: "Hello" }} />
      </ToastProvider>,
    );
    expect(screen.queryByRole("region", { name: /notifications/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "show Hello" }));
    expect(await screen.findByRole("region", { name: /notifications/i })).toBeInTheDocument();
  });

  it("shows a default toast and closes it after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <Trigger input={{ title: "Saved", description: "All good" }} />
      </ToastProvider>,
    );
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole("button", { name: "show Saved" }));
    expect((await screen.findAllByText("Saved")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("All good").length).toBeGreaterThan(0);
    await act(async () => {
      vi.advanceTimersByTime(5100);
    });
    expect(screen.queryByText("All good")).not.toBeInTheDocument();
  });

  it("keeps a destructive toast until it is replaced", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger input={{ title: "Broken", variant: "destructive" }} />
        <Trigger input={{ title: "Fixed" }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "show Broken" }));
    await waitFor(() => expect(document.querySelector('[data-variant="destructive"]')).not.toBeNull());
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(document.querySelector('[data-variant="destructive"]')).toHaveTextContent("Broken");
    await user.click(screen.getByRole("button", { name: "show Fixed" }));
    expect(document.querySelector('[data-variant="destructive"]')).toBeNull();
    expect(document.querySelector('[data-variant="default"]')).toHaveTextContent("Fixed");
  });

  it("offers a link to act on the message, and stays as long as the toast asks", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <Trigger input={{ title: "Kept aside", description: "Long news", duration: 12_000, action: { label: "Open it", href: "/progress", altText: "Linked from the footer" } }} />
      </ToastProvider>,
    );
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole("button", { name: "show Kept aside" }));
    const toast = await waitFor(() => document.querySelector('[data-variant="default"]') as HTMLElement);
    expect(within(toast).getByRole("link", { name: "Open it" })).toHaveAttribute("href", "/progress");
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(document.querySelector('[data-variant="default"]')).toHaveTextContent("Long news");
    await act(async () => {
      vi.advanceTimersByTime(6500);
    });
    expect(screen.queryByText("Long news")).not.toBeInTheDocument();
  });

  it("throws a clear error outside the provider", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger input={{ title: "x" }} />)).toThrow(/inside <ToastProvider>/);
    spy.mockRestore();
  });
});
