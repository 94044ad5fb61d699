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

  it("tells phone readers to scroll a wide table, and not a narrow one", () => {
    const { unmount } = render(<DataTable caption="Wide" headers={headers} rows={rows} />);
    expect(screen.getByText("Scroll sideways to see the whole table")).toBeInTheDocument();
    unmount();
    render(<DataTable caption="Narrow" headers={["Idea", "Score"]} rows={[["Search", "40"]]} />);
    expect(screen.queryByText("Scroll sideways to see the whole table")).not.toBeInTheDocument();
  });
});
