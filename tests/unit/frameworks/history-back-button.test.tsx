import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const router = { back: vi.fn(), push: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { HistoryBackButton, canGoBackWithinSite } = await import("@/components/frameworks/history-back-button");

function setNavigation(value: { canGoBack: boolean } | undefined) {
  Object.defineProperty(window, "navigation", { value, configurable: true, writable: true });
}

beforeEach(() => {
  router.back.mockReset();
  router.push.mockReset();
});

afterEach(() => {
  setNavigation(undefined);
  vi.restoreAllMocks();
});

describe("HistoryBackButton", () => {
  it("goes back in history when the previous entry is on this site", async () => {
    setNavigation({ canGoBack: true });
    render(<HistoryBackButton fallbackHref="/frameworks" label="Go back" />);
    await userEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(router.back).toHaveBeenCalledOnce();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("falls back to /frameworks when there is no previous page on this site", async () => {
    setNavigation({ canGoBack: false });
    render(<HistoryBackButton fallbackHref="/frameworks" label="Go back" />);
    await userEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(router.push).toHaveBeenCalledWith("/frameworks");
    expect(router.back).not.toHaveBeenCalled();
  });
});

describe("canGoBackWithinSite without the Navigation API", () => {
  it("needs more than one history entry and a same-origin referrer", () => {
    setNavigation(undefined);
    const length = vi.spyOn(window.history, "length", "get");
    const referrer = vi.spyOn(document, "referrer", "get");
    length.mockReturnValue(1);
    referrer.mockReturnValue(`${window.location.origin}/frameworks`);
    expect(canGoBackWithinSite()).toBe(false);
    length.mockReturnValue(3);
    expect(canGoBackWithinSite()).toBe(true);
    referrer.mockReturnValue("https://www.google.com/");
    expect(canGoBackWithinSite()).toBe(false);
    referrer.mockReturnValue("");
    expect(canGoBackWithinSite()).toBe(false);
  });
});
