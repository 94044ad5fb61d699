import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ComicReader } from "@/components/comic/comic-reader";
import { ToastProvider } from "@/components/ui/toast";
import { comicPanels } from "@/content/comic";

const panels = comicPanels.map(({ id, src, alt, caption, dialogue }) => ({ id, src, alt, caption, dialogue }));

const reader = (
  <ToastProvider>
    <ComicReader panels={panels} />
  </ToastProvider>
);
const renderReader = () => render(reader);

const mainImage = () => screen.getByRole("img", { name: /./ });

beforeEach(() => {
  window.history.replaceState(null, "", "/ship-happens");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("ComicReader", () => {
  it("starts at panel 1 with Previous disabled and moves with Next", async () => {
    renderReader();
    expect(screen.getByText("Panel 1 of 16")).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute("alt", panels[0]?.alt);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Panel 2 of 16")).toBeInTheDocument();
    expect(mainImage().getAttribute("src")).toMatch(/\/comic\/panel-02\.svg$/);
    expect(new URLSearchParams(window.location.search).get("panel")).toBe("2");
  });

  it("hydrates the prerendered panel 1 in place and then opens a shared ?panel=, without sliding", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(reader);
    document.body.append(container);
    const figure = container.querySelector("figure");
    expect(figure).toHaveTextContent("Panel 1 of 16");
    window.history.replaceState(null, "", "/ship-happens?panel=5");
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, reader, { onRecoverableError: recoverable }));
    try {
      // The same figure, hydrated rather than rendered again, now at the shared panel.
      expect(container.querySelector("figure")).toBe(figure);
      expect(figure).toHaveTextContent("Panel 5 of 16");
      expect(recoverable).not.toHaveBeenCalled();
      expect(animate).not.toHaveBeenCalled();
      // A turn the reader makes still slides.
      await act(async () => fireEvent.click(within(container).getByRole("button", { name: "Next" })));
      expect(figure).toHaveTextContent("Panel 6 of 16");
      expect(animate).toHaveBeenCalledTimes(1);
    } finally {
      act(() => root.unmount());
      container.remove();
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
      vi.unstubAllGlobals();
    }
  });

  it("leads the figure with Previous, the indicator and Next, before the caption and the art", () => {
    renderReader();
    const figure = screen.getByRole("figure");
    const order = [
      screen.getByRole("button", { name: "Previous" }),
      screen.getByRole("button", { name: "Next" }),
      within(figure).getByText(panels[0]!.caption),
      mainImage(),
    ];
    // Each comes before the next in the document: a reader hears (and tabs to) the page-turning bar first.
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(figure).toContainElement(order[0]!);
    // The indicator is the figure's caption and says only where the reader is.
    expect(figure.querySelector("figcaption")).toHaveTextContent(/^Panel 1 of 16$/);
  });

  it("disables Next on the last panel and toasts 'End reached' on ArrowRight", async () => {
    window.history.replaceState(null, "", "/ship-happens?panel=16");
    renderReader();
    expect(screen.getByText("Panel 16 of 16")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("Panel 16 of 16")).toBeInTheDocument();
    // The toast machinery loads on the first toast, so it appears a moment later.
    expect((await screen.findAllByText("End reached")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You've reached the end of the comic.").length).toBeGreaterThan(0);
  });

  it("toasts 'Start reached' on ArrowLeft at panel 1, and arrow keys navigate", async () => {
    renderReader();
    await userEvent.keyboard("{ArrowLeft}");
    expect((await screen.findAllByText("Start reached")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You're at the beginning of the comic.").length).toBeGreaterThan(0);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByText("Panel 3 of 16")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByText("Panel 2 of 16")).toBeInTheDocument();
  });

  it("keeps keyboard focus on a usable button when Next or Previous becomes disabled", async () => {
    window.history.replaceState(null, "", "/ship-happens?panel=15");
    renderReader();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Panel 16 of 16")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveFocus();
  });

  it("ignores arrow keys while typing in a form field", async () => {
    render(
      <ToastProvider>
        <label>
          Notes <input />
        </label>
        <ComicReader panels={panels} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole("textbox", { name: "Notes" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByText("Panel 1 of 16")).toBeInTheDocument();
  });

  it("jumps with the numbered thumbnails and marks the current one", async () => {
    renderReader();
    const nav = screen.getByRole("navigation", { name: "Comic panels" });
    expect(within(nav).getAllByRole("button")).toHaveLength(16);
    await userEvent.click(screen.getByRole("button", { name: "Go to panel 9" }));
    expect(screen.getByText("Panel 9 of 16")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to panel 9" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Go to panel 1" })).not.toHaveAttribute("aria-current");
  });

  it("falls back to panel 1 for an invalid ?panel=", () => {
    window.history.replaceState(null, "", "/ship-happens?panel=99");
    renderReader();
    expect(screen.getByText("Panel 1 of 16")).toBeInTheDocument();
  });

  it("replaces a failed panel image with the red box and a destructive toast", async () => {
    renderReader();
    fireEvent.error(mainImage());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Image failed to load");
    expect(alert).toHaveTextContent("/comic/panel-01.svg");
    expect(alert).toHaveTextContent("Try refreshing the page or check your internet connection");
    expect(screen.queryByRole("img", { name: panels[0]?.alt })).not.toBeInTheDocument();
    expect((await screen.findAllByText("Could not load the comic image. Please check your connection.")).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-variant="destructive"]')).not.toBeNull();
  });

  it("letters the caption and every line as text, and lists them all when the image fails", () => {
    window.history.replaceState(null, "", "/ship-happens?panel=8");
    renderReader();
    const figure = document.querySelector("figure") as HTMLElement;
    expect(figure).toHaveTextContent(panels[7]!.caption);
    for (const line of panels[7]?.dialogue ?? []) expect(figure).toHaveTextContent(line.text);
    // The list under the art leaves out the sign that is big enough to read on the art itself...
    const sign = panels[7]!.dialogue.find((line) => line.kind === "sign" && line.big)!.text;
    const list = () => within(figure.querySelector("ol") as HTMLElement);
    expect(list().queryByText(sign)).toBeNull();
    // ...until the art is gone: then every line is listed.
    fireEvent.error(mainImage());
    expect(list().getByText(sign)).toBeInTheDocument();
    expect(list().getByText("On the screen")).toBeInTheDocument();
  });

  it("hides a failed thumbnail silently", () => {
    renderReader();
    const thumb = screen.getByRole("button", { name: "Go to panel 4" });
    const img = thumb.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(thumb.querySelector("img")).toBeNull();
    expect(thumb).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Could not load the comic image. Please check your connection.")).not.toBeInTheDocument();
  });
});
