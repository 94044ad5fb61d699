import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "@/components/ui/data-table";

const headers = ["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"];
const rows = [["Offline mode", "30", "20", "10", "12", "4", "4", "Delighter", "0.63", "-0.38"]];

describe("DataTable", () => {
  it("is a keyboard-focusable scroll region named by its caption, holding a table of the same name", () => {
    render(<DataTable caption="Kano survey results" headers={headers} rows={rows} />);
    const region = screen.getByRole("region", { name: "Kano survey results" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.className).toMatch(/overflow-x-auto/);
    const table = screen.getByRole("table", { name: "Kano survey results" });
    expect(region).toContainElement(table);
    expect(screen.getAllByRole("columnheader")).toHaveLength(headers.length);
    expect(screen.getByRole("cell", { name: "Offline mode" })).toBeInTheDocument();
  });

  it("marks a table too wide for a phone to stack into cards, with each cell's column name and the results first", () => {
    const { container, unmount } = render(<DataTable caption="Wide" headers={headers} rows={rows} results={["Category", "Better", "Worse"]} />);
    expect(container.querySelector(".data-table")).toHaveAttribute("data-stack");
    // The table keeps its semantics when CSS makes it cards.
    expect(screen.getByRole("table", { name: "Wide" })).toHaveAttribute("role", "table");
    const cells = screen.getAllByRole("cell");
    expect(cells.filter((cell) => cell.hasAttribute("data-result")).map((cell) => cell.lastChild?.textContent)).toEqual(["Delighter", "0.63", "-0.38"]);
    // Every cell but the row's name carries its column's name, hidden from screen readers (the headers name it).
    const label = cells[8]?.querySelector('[aria-hidden="true"]');
    expect(label).toHaveTextContent("Better");
    expect(cells[0]?.querySelector('[aria-hidden="true"]')).toBeNull();
    unmount();
    const narrow = render(<DataTable caption="Narrow" headers={["Idea", "Score"]} rows={[["Search", "40"]]} />);
    expect(narrow.container.querySelector(".data-table")).not.toHaveAttribute("data-stack");
    expect(screen.getByRole("table", { name: "Narrow" })).not.toHaveAttribute("role");
  });

  it("refuses a result column that is not in the table", () => {
    expect(() => render(<DataTable caption="Typo" headers={headers} rows={rows} results={["Catgory"]} />)).toThrow(/No column "Catgory"/);
  });
});
