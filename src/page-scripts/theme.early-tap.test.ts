// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { heldTapProperty, readyAheadScript, scriptRanProperty } from "./code-ahead";
import { bootScript } from "./theme";

/*
 * The head script taking a tap on a date field made while the page still loads (before the calendars'
 * script has come): it loads that script at once and leaves it the field, so the calendar's shell
 * comes with that script rather than with the island's code. One run of the head script serves the
 * whole file (each run listens on this one document for good), so the steps below follow one page's
 * load in order.
 */

type Script = HTMLScriptElement & { [heldTapProperty]?: HTMLElement; [scriptRanProperty]?: true };

const page = `
  <astro-island ssr component-url="/_astro/QuickBooking.q.js" renderer-url="/_astro/client.f.js">
    <button id="check-in" type="button" data-ready-ahead="0"><span>Check-in</span></button>
    <button id="guests" type="button">Guests</button>
  </astro-island>
  <astro-island component-url="/_astro/Stay.s.js" renderer-url="/_astro/client.f.js">
    <button id="live-date" type="button" data-ready-ahead="1">Check-out</button>
  </astro-island>`;

/** The clicks that reached each island (its own capture listener: where `client:interaction` holds a press). */
const reached: { island: string; control: string; detail: number }[] = [];
const readyScripts = () => [...document.head.querySelectorAll<Script>(`script[src="${readyAheadScript}"]`)];
const button = (id: string) => document.getElementById(id)!;
const tap = (target: Element) =>
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));

beforeAll(() => {
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  vi.stubGlobal(
    "Worker",
    class {
      onmessage?: () => void;
      postMessage() {
        queueMicrotask(() => this.onmessage?.());
      }
      terminate() {}
    },
  );
  document.head.replaceChildren();
  document.body.innerHTML = page;
  for (const island of document.querySelectorAll("astro-island"))
    island.addEventListener(
      "click",
      (event) =>
        reached.push({
          island: island.getAttribute("component-url")!,
          control: (event.target as Element).closest("button")!.id,
          detail: (event as MouseEvent).detail,
        }),
      true,
    );
  new Function(bootScript)();
});
afterAll(() => vi.unstubAllGlobals());

describe("a tap on a date field while the page loads", () => {
  it("is left to the island when it is a key's press, when the island is live, or when the control is no date field", () => {
    button("check-in").click(); // Enter or Space: the browser's click has no pointer (detail 0).
    tap(button("live-date"));
    tap(button("guests"));
    expect(reached.map(({ control }) => control)).toEqual(["check-in", "live-date", "guests"]);
    expect(readyScripts()).toEqual([]);
  });

  it("is taken from the island, and the calendars' script is loaded at once with the field left on it", () => {
    reached.length = 0;
    const unanswered = tap(button("check-in").querySelector("span")!);
    expect(unanswered, "its default is held").toBe(false);
    expect(reached, "the island does not hold it too").toEqual([]);
    const [script] = readyScripts();
    expect(readyScripts()).toHaveLength(1);
    expect(script![heldTapProperty]).toBe(button("check-in"));
  });

  it("is played again on the field, for the island to hold, should the script fail to come", () => {
    readyScripts()[0]!.dispatchEvent(new Event("error"));
    expect(reached).toEqual([{ island: "/_astro/QuickBooking.q.js", control: "check-in", detail: 0 }]);
  });

  it("after such a failure is taken again, with the script asked for afresh", () => {
    reached.length = 0;
    tap(button("check-in"));
    expect(reached).toEqual([]);
    expect(readyScripts()).toHaveLength(2);
    expect(readyScripts()[1]![heldTapProperty]).toBe(button("check-in"));
  });

  it("once the page has loaded, is still the script the tap asked for: the readying marks it, and loads none again", async () => {
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(readyScripts()[1]!.hasAttribute("data-code-fetched")).toBe(true));
    expect(readyScripts()).toHaveLength(2);
  });

  it("should that script fail after all, the tap is played again, and the next tap asks for the script afresh", () => {
    readyScripts()[1]!.dispatchEvent(new Event("error"));
    expect(reached).toEqual([{ island: "/_astro/QuickBooking.q.js", control: "check-in", detail: 0 }]);
    reached.length = 0;
    tap(button("check-in"));
    expect(reached).toEqual([]);
    expect(readyScripts()).toHaveLength(3);
    expect(readyScripts()[2]![heldTapProperty]).toBe(button("check-in"));
  });

  it("is the script's own to answer once it has run: the head script lets it through", () => {
    readyScripts()[2]![scriptRanProperty] = true;
    tap(button("check-in"));
    expect(reached.map(({ control }) => control)).toEqual(["check-in"]);
    expect(readyScripts()).toHaveLength(3);
  });
});
