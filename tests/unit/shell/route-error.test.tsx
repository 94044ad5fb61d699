import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import RouteError from "@/app/error";

afterEach(() => vi.restoreAllMocks());

describe("the route error screen", () => {
  it("logs the error, then shows the promised heading with Try again and a way home (its screen loads on demand)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    const error = new Error("render failed");
    render(<RouteError error={error} reset={reset} />);
    expect(log).toHaveBeenCalledWith(error);
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
