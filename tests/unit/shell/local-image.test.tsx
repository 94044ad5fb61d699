import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocalImage } from "@/components/ui/local-image";

describe("LocalImage", () => {
  it("keeps its intrinsic size (no layout shift) and loads lazily by default", () => {
    render(<LocalImage src="/frameworks/kaizen.svg" alt="Kaizen steps" width={640} height={400} />);
    const img = screen.getByRole("img", { name: "Kaizen steps" });
    expect(img).toHaveAttribute("src", "/frameworks/kaizen.svg");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "400");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("fetches the page's main image first and never lazily", () => {
    render(<LocalImage src="/books/product-leadership-cover.svg" alt="Cover" width={200} height={300} priority />);
    const img = screen.getByRole("img", { name: "Cover" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
