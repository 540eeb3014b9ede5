// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { carouselStepScript, slideshowScript } from "./native-carousel";

beforeAll(() => new Function(carouselStepScript)());

/** A carousel of three slides as the server renders it, inside an island that is not live yet. */
beforeEach(() => {
  document.body.innerHTML = `
    <astro-island ssr>
      <div data-carousel>
        <div data-slide></div><div data-slide aria-hidden="true"></div><div data-slide aria-hidden="true"></div>
        <button id="previous" data-step="-1"></button><button id="next" data-step="1"><svg id="icon"></svg></button>
        <button data-go="0" aria-current="true"></button><button data-go="1"></button><button id="last-dot" data-go="2"></button>
      </div>
    </astro-island>`;
});

const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const shown = () =>
  [...document.querySelectorAll("[data-slide]")].findIndex((slide) => !slide.hasAttribute("aria-hidden"));
const currentDot = () => document.querySelector("[aria-current]")!.getAttribute("data-go");

describe("a carousel's steps before its island is live", () => {
  it("moves one slide per press, two presses two slides, and notes where it is", () => {
    click("icon");
    click("next");
    expect(shown()).toBe(2);
    expect(currentDot()).toBe("2");
    expect(document.querySelector("[data-carousel]")!.getAttribute("data-index")).toBe("2");
    expect(document.querySelectorAll('[data-slide][aria-hidden="true"]')).toHaveLength(2);
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });

  it("wraps from the first slide to the last with Previous, and a dot jumps", () => {
    click("previous");
    expect(shown()).toBe(2);
    click("last-dot");
    click("next");
    expect(shown()).toBe(0);
  });

  it("writes only the attributes that change: the slide and dot left and the slide and dot shown", () => {
    const written: string[] = [];
    const seen = new MutationObserver((records) =>
      records.forEach((record) => written.push(`${record.attributeName}`)),
    );
    seen.observe(document.querySelector("[data-carousel]")!, {
      subtree: true,
      attributeFilter: ["aria-hidden", "aria-current"],
    });
    click("next");
    seen.takeRecords().forEach((record) => written.push(`${record.attributeName}`));
    seen.disconnect();
    expect(written.sort()).toEqual(["aria-current", "aria-current", "aria-hidden", "aria-hidden"]);
  });

  it("answers the press itself, so the island does not hold it", () => {
    let held = 0;
    document.querySelector("astro-island")!.addEventListener("click", () => held++, true);
    click("next");
    expect(held).toBe(0);
  });

  it("leaves a live island to its own code", () => {
    document.querySelector("astro-island")!.removeAttribute("ssr");
    click("next");
    expect(shown()).toBe(0);
  });
});

describe("a home slideshow before its island is live", () => {
  let near: (() => void) | undefined;
  let reduceMotion = false;
  beforeEach(() => {
    vi.useFakeTimers();
    reduceMotion = false;
    near = undefined;
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") && reduceMotion }));
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly seen: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          near = () => this.seen([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <astro-island ssr>
        <div id="show" data-slideshow="8000">
          <div aria-live="polite">
            <div data-slide></div><div data-slide aria-hidden="true"></div><div data-slide aria-hidden="true"></div>
          </div>
          <button id="pause" hidden></button>
        </div>
      </astro-island>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const start = () => {
    new Function(slideshowScript)();
    near?.();
  };
  const show = () => document.getElementById("show")!;
  const pointer = (type: string, pointerType: string) =>
    show().dispatchEvent(Object.assign(new Event(type), { pointerType }));

  it("advances every 8 seconds once near the screen and wraps to the first slide", () => {
    new Function(slideshowScript)();
    vi.advanceTimersByTime(16000);
    expect(shown()).toBe(0);
    near?.();
    vi.advanceTimersByTime(7999);
    expect(shown()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(1);
    expect(show().getAttribute("data-index")).toBe("1");
    vi.advanceTimersByTime(16000);
    expect(shown()).toBe(0);
  });

  it("shows its pause button and does not announce the slides it moves", () => {
    start();
    expect(document.getElementById("pause")!.hidden).toBe(false);
    expect(show().querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("off");
  });

  it("pauses while a mouse is over it, and notes that for the island", () => {
    start();
    pointer("pointerenter", "mouse");
    vi.advanceTimersByTime(20000);
    expect(shown()).toBe(0);
    expect(show().hasAttribute("data-hover")).toBe(true);
    expect(show().querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
    pointer("pointerleave", "mouse");
    vi.advanceTimersByTime(8000);
    expect(shown()).toBe(1);
  });

  it("goes on under a finger, whose hover never ends", () => {
    start();
    pointer("pointerenter", "touch");
    vi.advanceTimersByTime(8000);
    expect(shown()).toBe(1);
  });

  it("pauses while focus is inside it", () => {
    start();
    document.getElementById("pause")!.focus();
    vi.advanceTimersByTime(20000);
    expect(shown()).toBe(0);
  });

  it("does not advance while the tab is hidden", () => {
    start();
    vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    vi.advanceTimersByTime(20000);
    expect(shown()).toBe(0);
  });

  it("never moves, nor offers to pause, when the visitor prefers reduced motion", () => {
    reduceMotion = true;
    start();
    vi.advanceTimersByTime(40000);
    expect(shown()).toBe(0);
    expect(document.getElementById("pause")!.hidden).toBe(true);
  });

  /** A held photo in a slide (Photo.tsx): an empty slot, the <picture> beside it in a <noscript>, read as text. */
  function holdPhotoIn(slide: Element, alt: string) {
    slide.innerHTML = '<span data-photo-slot=""></span><noscript></noscript>';
    slide.querySelector("noscript")!.textContent = `<picture><img src="/${alt}.jpg" alt="${alt}"></picture>`;
    return () => slide.querySelector("img")?.alt;
  }
  /** A slideshow's held photos: the third slide's waits (`data-later`) until the second shows. */
  function slideshowWithHeldPhotos() {
    const slides = document.querySelectorAll("[data-slide]");
    slides[2]!.setAttribute("data-later", "");
    return [...slides].map((slide, i) => holdPhotoIn(slide, `photo-${i + 1}`));
  }
  const mutationsSeen = () => Promise.resolve();

  it("moves a later slide's photo into the page only once the slide before it shows", async () => {
    const photoIn = slideshowWithHeldPhotos();
    start();
    vi.advanceTimersByTime(7999);
    await mutationsSeen();
    expect(photoIn[2]!()).toBeUndefined();
    vi.advanceTimersByTime(1);
    await mutationsSeen();
    expect(shown()).toBe(1);
    expect(photoIn[1]!(), "the slide shown").toBe("photo-2");
    expect(photoIn[2]!(), "the slide after it").toBe("photo-3");
  });

  it("moves it in when the live island shows the slide before it, or when motion is reduced", async () => {
    reduceMotion = true;
    const photoIn = slideshowWithHeldPhotos();
    start();
    document.querySelector("astro-island")!.removeAttribute("ssr");
    const slides = document.querySelectorAll("[data-slide]");
    slides[0]!.setAttribute("aria-hidden", "true");
    slides[1]!.removeAttribute("aria-hidden");
    await mutationsSeen();
    expect(photoIn[2]!()).toBe("photo-3");
  });

  it("stops once the island is live, which then runs the timer", () => {
    start();
    document.querySelector("astro-island")!.removeAttribute("ssr");
    vi.advanceTimersByTime(40000);
    expect(shown()).toBe(0);
  });
});
