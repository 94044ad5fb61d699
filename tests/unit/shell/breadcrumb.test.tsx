import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { siteUrl } from "@/config/site";

describe("Breadcrumb", () => {
  const trail = [
    { name: "Frameworks", path: "/frameworks" },
    { name: "Kano Model", path: "/frameworks/kano-model" },
  ];

  it("is a labelled nav with an ordered list from Home, the last item the current page", () => {
    render(<Breadcrumb trail={trail} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    expect(nav.querySelector("ol")).not.toBeNull();
    expect(items.map((item) => item.textContent)).toEqual(["Home›", "Frameworks›", "Kano Model"]);
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Frameworks" })).toHaveAttribute("href", "/frameworks");
    expect(within(nav).queryByRole("link", { name: "Kano Model" })).toBeNull();
    expect(items.at(-1)).toHaveAttribute("aria-current", "page");
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("writes the same trail as BreadcrumbList JSON-LD", () => {
    const { container } = render(<Breadcrumb trail={trail} />);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
      ["Home", `${siteUrl}/`],
      ["Frameworks", `${siteUrl}/frameworks`],
      ["Kano Model", `${siteUrl}/frameworks/kano-model`],
    ]);
  });
});
