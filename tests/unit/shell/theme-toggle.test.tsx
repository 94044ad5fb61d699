import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "@/components/layout/theme-provider";
import { ThemeToggle } from "@/components/layout/theme-toggle";

const icons = { system: <span>S</span>, light: <span>L</span>, dark: <span>D</span> };

function installMatchMedia() {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    onchange: null,
    dispatchEvent: vi.fn(),
  }));
}

describe("ThemeToggle", () => {
  const frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    installMatchMedia();
    localStorage.clear();
    document.documentElement.className = "";
    frames.length = 0;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
  });

  afterEach(() => vi.restoreAllMocks());

  const runFrame = () => act(() => frames.splice(0).forEach((cb) => cb(performance.now())));

  it("loading a page adds no global transition-blocking style (it costs phones two full style recalculations)", () => {
    const before = document.head.querySelectorAll("style").length;
    render(
      <ThemeProvider>
        <ThemeToggle icons={icons} />
      </ThemeProvider>,
    );
    expect(document.head.querySelectorAll("style").length).toBe(before);
    expect(document.documentElement.classList.contains("theme-switching")).toBe(false);
  });

  it("a switch applies the theme with transitions off until it has been painted, then turns them back on", () => {
    render(
      <ThemeProvider>
        <ThemeToggle icons={icons} />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Dark theme" }));
    const root = document.documentElement;
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.classList.contains("theme-switching")).toBe(true);
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    runFrame();
    expect(root.classList.contains("theme-switching")).toBe(true);
    runFrame();
    expect(root.classList.contains("theme-switching")).toBe(false);
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});
