import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "@/components/ui/external-link";

/** The link's name: its label, then the screen-reader note (jsdom joins them without the space a browser keeps). */
const newTab = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(opens in a new tab\\)$`);

describe("ExternalLink", () => {
  it("opens in a new tab without opener or referrer, and says so to screen readers", () => {
    render(<ExternalLink href="https://www.lennysnewsletter.com/">Lenny&apos;s Newsletter</ExternalLink>);
    const link = screen.getByRole("link", { name: newTab("Lenny's Newsletter") });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps the last word of a text label with the icon, so a wrapped title never leaves the icon alone on a line", () => {
    render(<ExternalLink href="https://www.lennysnewsletter.com/">What is good retention? (Lenny&apos;s Newsletter)</ExternalLink>);
    const link = screen.getByRole("link", { name: newTab("What is good retention? (Lenny's Newsletter)") });
    const unbroken = link.querySelector(".whitespace-nowrap");
    expect(unbroken).toHaveTextContent(/^Newsletter\)$/);
    expect(unbroken?.querySelector("svg")).not.toBeNull();
  });

  it("leaves other children as they are, icon after them", () => {
    render(
      <ExternalLink href="https://www.svpg.com/">
        <strong>SVPG</strong> articles
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: newTab("SVPG articles") });
    expect(link.querySelector(".whitespace-nowrap")).toBeNull();
    expect(link.querySelector("svg")).not.toBeNull();
  });

  it("has no icon when asked for none", () => {
    render(
      <ExternalLink href="https://www.svpg.com/" showIcon={false}>
        Silicon Valley Product Group
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: newTab("Silicon Valley Product Group") });
    expect(link.querySelector("svg")).toBeNull();
    expect(link.querySelector(".whitespace-nowrap")).toBeNull();
  });
});
