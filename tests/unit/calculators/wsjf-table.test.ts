import { describe, expect, it } from "vitest";
import { csvToTable, tableToCsv } from "@/lib/calculators/csv";
import { calculatorDefinitions } from "@/lib/calculators/definitions";
import { scoreRows } from "@/lib/calculators/scoring";
import { decodeTable, encodeTable } from "@/lib/calculators/url-state";
import { wsjfExampleItems } from "@/data/framework-examples";

const wsjf = calculatorDefinitions.wsjf;
const header = "Job,User-business value,Time criticality,Risk reduction | opportunity enablement,Job size";

describe("the WSJF calculator's table", () => {
  it("scores each row with its cost of delay and ranks highest WSJF first, as the explainer does", () => {
    const { rows, ranked } = scoreRows(wsjf, wsjfExampleItems, "Job");
    expect(ranked.map((entry) => [entry.name, wsjf.format(entry.score), entry.detail])).toEqual([
      ["CSV vehicle import", "9.0", "9"],
      ["Single sign-on", "4.8", "24"],
      ["E-invoicing format", "3.9", "31"],
      ["Predictive alerts", "1.7", "34"],
    ]);
    expect(rows[0]!.note).toBe("34 ÷ 20");
  });

  it("shares a rank on a tie, as the RICE calculator does", () => {
    const { ranked } = scoreRows(wsjf, [
      { name: "A", value: "2", time: "2", risk: "2", size: "3" },
      { name: "B", value: "1", time: "1", risk: "2", size: "2" },
    ], "Job");
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 1]);
  });

  it("exports cost of delay, WSJF and rank, and imports the file back unchanged", () => {
    const csv = tableToCsv(wsjf, wsjfExampleItems, "Job");
    expect(csv.split("\r\n")[0]).toBe(`${header},Cost of delay,WSJF,Rank`);
    expect(csv.split("\r\n")[1]).toBe("Predictive alerts,20,1,13,20,34,1.7,4");
    expect(csvToTable(wsjf, csv)).toEqual({ ok: true, rows: wsjfExampleItems });
  });

  it("names the line of a value off the scale", () => {
    const result = csvToTable(wsjf, `${header}\nFirst,1,2,3,5\nSecond,4,2,3,5\n`);
    expect(result).toEqual({ ok: false, message: 'Could not import the file. Line 3: User-business value must be one of 1, 2, 3, 5, 8, 13, 20 (found "4").' });
  });

  it("carries the table in a link and refuses a link with a value off the scale", () => {
    const encoded = encodeTable(wsjf, wsjfExampleItems);
    expect(decodeTable(wsjf, encoded)).toEqual({ ok: true, rows: wsjfExampleItems });
    const edited = encodeTable(wsjf, [{ name: "X", value: "7", time: "1", risk: "1", size: "1" }]);
    expect(decodeTable(wsjf, edited).ok).toBe(false);
  });
});
