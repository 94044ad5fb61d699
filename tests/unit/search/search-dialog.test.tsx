import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchDialog } from "@/components/search/search-dialog";

describe("SearchDialog", () => {
  beforeEach(() => {
    // jsdom has no modal dialogs; the component only needs showModal to open it.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    // The index never arrives here: this test is about the box, not results.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("holds the keys typed while it loaded by the time the box takes focus, so the next key adds to them", () => {
    const atFocus: string[] = [];
    const focus = vi.spyOn(HTMLInputElement.prototype, "focus").mockImplementation(function (this: HTMLInputElement) {
      atFocus.push(this.value);
    });
    render(<SearchDialog onClose={() => {}} inputIcon={null} takeTyped={() => "ro"} />);
    expect(atFocus).toEqual(["ro"]);
    expect(screen.getByRole("combobox", { name: "Search the site" })).toHaveValue("ro");
    focus.mockRestore();
  });
});
