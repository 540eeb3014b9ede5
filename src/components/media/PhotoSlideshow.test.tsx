// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PhotoSlideshow, type PhotoSlideshowProps } from "./PhotoSlideshow";
import { words } from "@/content/read/words";

const strings = words("carousel", "en");

const photo = (n: number) => ({ src: `https://images.unsplash.com/photo-${n}`, width: 2000, height: 1333 });
const fourPhotos = [1, 2, 3, 4].map(photo);
const fourAlts = ["Bed", "Desk", "Bathroom", "View"];

/** The Deluxe Room's slideshow of four photos, advancing every 8 s unless told otherwise. */
const slideshowOf = (props: Partial<PhotoSlideshowProps> = {}) => (
  <PhotoSlideshow
    photos={fourPhotos}
    alts={fourAlts}
    name="Deluxe Room"
    strings={strings}
    sizes="100vw"
    autoAdvanceMs={8000}
    {...props}
  />
);

function renderCarousel(props: Partial<PhotoSlideshowProps> = {}) {
  return render(slideshowOf(props));
}

/** The photo a visitor sees: the only one not hidden from the accessibility tree. */
const shownPhoto = () => screen.getByRole("img");

describe("PhotoSlideshow, advancing by itself", () => {
  let reduceMotion = false;
  beforeEach(() => {
    vi.useFakeTimers();
    reduceMotion = false;
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce") && reduceMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("advances every 8 seconds and wraps to the first photo", () => {
    renderCarousel({ autoAdvanceMs: 8000 });
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    wait(7999);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    wait(1);
    expect(shownPhoto()).toHaveAccessibleName("Desk");
    wait(8000 * 3);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
  });

  it("shows no arrows or dots on the home page's carousel, only a pause button", () => {
    renderCarousel({ autoAdvanceMs: 8000 });
    expect(screen.queryByRole("button", { name: "Next image" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
  });

  it("pauses while the mouse is over it and resumes when it leaves", () => {
    renderCarousel({ autoAdvanceMs: 8000 });
    const region = screen.getByRole("region", { name: "Deluxe Room photos" });
    fireEvent.pointerEnter(region, { pointerType: "mouse" });
    wait(20000);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    wait(8000);
    expect(shownPhoto()).toHaveAccessibleName("Desk");
  });

  it("pauses while focus is inside it", () => {
    renderCarousel({ autoAdvanceMs: 8000 });
    act(() => screen.getByRole("button", { name: "Pause slideshow" }).focus());
    wait(20000);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
  });

  it("stops and restarts with the pause button", () => {
    renderCarousel({ autoAdvanceMs: 8000 });
    const region = screen.getByRole("region", { name: "Deluxe Room photos" });
    fireEvent.click(within(region).getByRole("button", { name: "Pause slideshow" }));
    wait(20000);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    fireEvent.click(within(region).getByRole("button", { name: "Play slideshow" }));
    wait(8000);
    expect(shownPhoto()).toHaveAccessibleName("Desk");
  });

  it("takes over where the page's script left it, still paused under the mouse that woke it", async () => {
    const slideshow = slideshowOf();
    const island = document.createElement("div");
    island.innerHTML = renderToString(slideshow);
    document.body.append(island);
    // What the page's own script (src/page-scripts/native-carousel.ts) leaves after two moves, a mouse now over it.
    const region = island.querySelector("[data-slideshow]")!;
    region.setAttribute("data-index", "2");
    region.setAttribute("data-hover", "");
    // And what the head script does with held photos once the page has loaded (decision 013).
    for (const slot of island.querySelectorAll("[data-photo-slot]"))
      slot.innerHTML = slot.nextElementSibling!.textContent!;
    await act(async () => void hydrateRoot(island, slideshow));
    expect(shownPhoto()).toHaveAccessibleName("Bathroom");
    wait(20000);
    expect(shownPhoto()).toHaveAccessibleName("Bathroom");
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    wait(8000);
    expect(shownPhoto()).toHaveAccessibleName("View");
    island.remove();
  });

  it("sends every slide's photo in the page, since the page's script may show any of them", () => {
    const html = renderToString(slideshowOf());
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`photo-${n}?`);
    expect(html).toContain('data-slideshow="8000"');
  });

  it("marks the slides after the second, whose photos the page holds until the slide before them shows", () => {
    const island = document.createElement("div");
    island.innerHTML = renderToString(slideshowOf());
    const later = [...island.querySelectorAll("[data-slide]")].map((slide) => slide.hasAttribute("data-later"));
    expect(later).toEqual([false, false, true, true]);
  });

  it("never moves when the visitor prefers reduced motion", () => {
    reduceMotion = true;
    renderCarousel({ autoAdvanceMs: 8000 });
    wait(40000);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("does nothing with one photo", () => {
    renderCarousel({ autoAdvanceMs: 8000, photos: [photo(1)], alts: ["Bed"] });
    wait(40000);
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("does nothing without photos", () => {
    renderCarousel({ autoAdvanceMs: 8000, photos: [], alts: [] });
    wait(40000);
    expect(screen.getByText("No images available")).toBeInTheDocument();
  });
});
