// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { carouselStepScript } from "./native-carousel";

beforeAll(() => new Function(carouselStepScript)());

/** A carousel of three slides as the server renders it, inside an island that is not live yet. */
beforeEach(() => {
  document.body.innerHTML = `
    <astro-island ssr>
      <div data-carousel>
        <div data-slide></div><div data-slide aria-hidden="true" inert></div><div data-slide aria-hidden="true" inert></div>
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
    expect(document.querySelectorAll("[data-slide][inert]")).toHaveLength(2);
  });

  it("wraps from the first slide to the last with Previous, and a dot jumps", () => {
    click("previous");
    expect(shown()).toBe(2);
    click("last-dot");
    click("next");
    expect(shown()).toBe(0);
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
