// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import interaction, { busyAfterMs } from "./interaction";
import { hydrateAheadEvent } from "../code-ahead";

/** An island holding a button with an icon, and a hydrate step that makes the button work. */
function island(value: string | boolean = "") {
  const el = document.createElement("astro-island");
  el.innerHTML = `<button type="button">Open menu <svg aria-hidden="true"></svg></button>`;
  document.body.append(el);
  const button = el.querySelector("button")!;
  const pressed = vi.fn();
  let finishLoading: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<() => Promise<void>>((resolve) => {
        finishLoading = () =>
          resolve(async () => {
            button.addEventListener("click", pressed);
          });
      }),
  );
  // Astro types the value as a string, but a bare `client:interaction` passes `true`.
  interaction(load, { name: "MobileNav", value: value as string }, el);
  return { el, button, load, pressed, finishLoading: () => finishLoading() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe("client:interaction", () => {
  it("loads nothing until the visitor reaches for the island", () => {
    const { load } = island();
    expect(load).not.toHaveBeenCalled();
  });

  it("takes a bare client:interaction (the value true) as: on a reach only", () => {
    const { button, load } = island(true);
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on a pointer (a touch too) or focus, once", () => {
    const { button, load } = island();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates when the readying script says the phone is quick enough to do it ahead of the tap", () => {
    const { el, load } = island();
    el.dispatchEvent(new Event(hydrateAheadEvent));
    el.dispatchEvent(new Event("pointerdown"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("plays a tap made before hydration again, once, on the control itself", async () => {
    const { button, pressed, finishLoading } = island();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(pressed).not.toHaveBeenCalled();
    finishLoading();
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("plays every press made before hydration, in order: two taps on Next move two images", async () => {
    const el = document.createElement("div");
    el.innerHTML = `<button type="button">Previous</button><button type="button">Next</button>`;
    document.body.append(el);
    const [previous, next] = el.querySelectorAll("button");
    const played: string[] = [];
    let finish: () => void = () => {};
    const load = () =>
      new Promise<() => Promise<void>>(
        (resolve) =>
          (finish = () =>
            resolve(async () => {
              for (const button of [previous!, next!])
                button.addEventListener("click", () => played.push(button.textContent!));
            })),
      );
    interaction(load, { name: "PhotoCarousel", value: "" }, el);
    next!.click();
    next!.click();
    previous!.click();
    finish();
    await settle();
    expect(played).toEqual(["Next", "Next", "Previous"]);
  });

  it("plays a key pressed twice on a control twice (Enter and Space reach it as clicks)", async () => {
    const { button, pressed, finishLoading } = island();
    button.focus();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    // What the browser dispatches for Enter or Space on a button: a click with no pointer.
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
    finishLoading();
    await settle();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("shows every held control as busy, and none once the island answers", async () => {
    vi.useFakeTimers();
    const el = document.createElement("div");
    el.innerHTML = `<button type="button">Check-in</button><button type="button">Check-out</button>`;
    document.body.append(el);
    const buttons = [...el.querySelectorAll("button")];
    let finish: () => void = () => {};
    const load = () => new Promise<() => Promise<void>>((resolve) => (finish = () => resolve(async () => {})));
    interaction(load, { name: "QuickBooking", value: "" }, el);
    for (const button of buttons) button.click();
    vi.advanceTimersByTime(busyAfterMs);
    expect(buttons.map((button) => button.getAttribute("aria-busy"))).toEqual(["true", "true"]);
    vi.useRealTimers();
    finish();
    await settle();
    expect(buttons.map((button) => button.getAttribute("aria-busy"))).toEqual([null, null]);
  });

  it("replays nothing when the visitor only reached for it", async () => {
    const { button, pressed, finishLoading } = island();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    finishLoading();
    await settle();
    expect(pressed).not.toHaveBeenCalled();
  });

  it("holds a link's navigation back while the island loads, and plays the press on the link once live", async () => {
    const el = document.createElement("div");
    el.innerHTML = `<a href="#photo">Lobby</a>`;
    document.body.append(el);
    const link = el.querySelector("a")!;
    const opened = vi.fn((event: Event) => event.preventDefault());
    let finish: () => void = () => {};
    const load = () =>
      new Promise<() => Promise<void>>(
        (resolve) => (finish = () => resolve(async () => link.addEventListener("click", opened))),
      );
    interaction(load, { name: "Gallery", value: "" }, el);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    finish();
    await settle();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("shows the pressed control as busy when the island takes longer than 100 ms, and not once it answers", async () => {
    vi.useFakeTimers();
    const { button, finishLoading } = island();
    button.click();
    vi.advanceTimersByTime(busyAfterMs - 1);
    expect(button.getAttribute("aria-busy")).toBeNull();
    vi.advanceTimersByTime(1);
    expect(button.getAttribute("aria-busy")).toBe("true");
    vi.useRealTimers();
    finishLoading();
    await settle();
    expect(button.getAttribute("aria-busy")).toBeNull();
  });

  it("with the value 'load' hydrates at once, and still plays a press made meanwhile", async () => {
    const el = document.createElement("div");
    el.innerHTML = `<button type="submit">Next</button>`;
    document.body.append(el);
    const button = el.querySelector("button")!;
    const pressed = vi.fn();
    let finish: () => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<() => Promise<void>>(
          (resolve) => (finish = () => resolve(async () => button.addEventListener("click", pressed))),
        ),
    );
    interaction(load, { name: "BookingWizard", value: "load" }, el);
    expect(load).toHaveBeenCalledTimes(1);
    button.click();
    finish();
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('with "stored:<key>", hydrates at once when the tab keeps that draft, so it comes back untouched', () => {
    sessionStorage.setItem("booking-inquiry-draft", "{}");
    const { load } = island("stored:booking-inquiry-draft");
    expect(load).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('with "stored:<key>" and no such draft, loads nothing until the visitor reaches for the form', () => {
    sessionStorage.setItem("another-draft", "{}");
    const { button, load } = island("stored:booking-inquiry-draft");
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('with "query:<name>", hydrates at once when the address carries that parameter, a link that fills the form in', () => {
    history.replaceState(null, "", "/contact?subject=Quote%20request");
    expect(island("query:subject").load).toHaveBeenCalledTimes(1);
    history.replaceState(null, "", "/contact?hall=grand");
    const { button, load } = island("query:subject");
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    history.replaceState(null, "", "/");
  });

  it("tries again on the next reach when the code could not be loaded", async () => {
    const el = document.createElement("div");
    document.body.append(el);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(async () => {});
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    interaction(load, { name: "MobileNav", value: "" }, el);
    el.dispatchEvent(new Event("pointerdown"));
    await settle();
    expect(logged).toHaveBeenCalledTimes(1);
    el.dispatchEvent(new Event("pointerdown"));
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('with "load", starts loading at once and still plays a click made before hydration', async () => {
    const { button, load, pressed, finishLoading } = island("load");
    expect(load).toHaveBeenCalledTimes(1);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    finishLoading();
    await settle();
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
