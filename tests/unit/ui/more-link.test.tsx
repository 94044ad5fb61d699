import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MoreLink } from "@/components/ui/more-link";

describe("MoreLink", () => {
  it("is named by its whole text and keeps the last word with the arrow, so a wrapped label never leaves the arrow alone", () => {
    render(<MoreLink href="/frameworks/north-star-metric" text="Learn more: North Star Metric" className="mt-2" />);
    const link = screen.getByRole("link", { name: "Learn more: North Star Metric" });
    expect(link).toHaveAttribute("href", "/frameworks/north-star-metric");
    expect(link).toHaveClass("more-link", "mt-2");
    const unbroken = link.querySelector(".whitespace-nowrap");
    expect(unbroken).toHaveTextContent(/^Metric$/);
    expect(unbroken?.querySelector("svg")).not.toBeNull();
  });

  it("keeps a one-word label whole", () => {
    render(<MoreLink href="/glossary" text="Glossary" />);
    expect(screen.getByRole("link", { name: "Glossary" }).querySelector(".whitespace-nowrap")).toHaveTextContent(/^Glossary$/);
  });
});
