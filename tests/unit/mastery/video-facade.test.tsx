import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VideoFacade } from "@/components/mastery/video-facade";

const props = { youtubeId: "gCYFmrvPI8Q", title: "Product is Hard", thumbnail: "/mastery/leading-teams-video.svg" };

describe("VideoFacade", () => {
  it("shows only a local poster and a play button before the click", () => {
    const { container } = render(<VideoFacade {...props} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("button", { name: "Play video: Product is Hard" })).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/mastery/leading-teams-video.svg");
  });

  it("swaps in a youtube-nocookie iframe with a title after the click", () => {
    const { container } = render(<VideoFacade {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Product is Hard" }));
    const iframe = container.querySelector("iframe");
    expect(iframe?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/gCYFmrvPI8Q?autoplay=1");
    expect(iframe?.getAttribute("title")).toBe("Product is Hard");
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
  });
});
