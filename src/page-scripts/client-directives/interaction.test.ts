// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import interaction, { busyAfterMs, pressEndsWithinMs } from "./interaction";
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

/** Just after the next frame: when a reach made before it has started the island's code. */
const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The press a reach belonged to ends without a click the island sees (a touch turned into a scroll). */
const endPress = () => dispatchEvent(new Event("pointercancel"));

/** A touch's pointer event (jsdom has no PointerEvent). */
const touch = (type: string) => Object.assign(new Event(type, { bubbles: true }), { pointerType: "touch" });

afterEach(() => document.body.replaceChildren());

describe("client:interaction", () => {
  it("loads nothing until the visitor reaches for the island", () => {
    const { load } = island();
    expect(load).not.toHaveBeenCalled();
  });

  it("takes a bare client:interaction (the value true) as: on a reach only", async () => {
    const { button, load } = island(true);
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    endPress();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on a pointer or a focus, once, just after the frame that follows its press", async () => {
    const { button, load } = island();
    button.dispatchEvent(new Event("pointerenter"));
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await afterFrame();
    expect(load).not.toHaveBeenCalled();
    endPress();
    expect(load).not.toHaveBeenCalled();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    endPress();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts a touch's code only once its tap has been answered and drawn: none of it runs between the tap and the answer", async () => {
    const { button, load } = island();
    // The page's own answer to the tap (a dialog's shell, a carousel's slide): the press goes no further.
    const answer = (event: Event) => event.stopPropagation();
    document.addEventListener("click", answer, true);
    button.dispatchEvent(touch("pointerenter"));
    button.dispatchEvent(touch("pointerdown"));
    await afterFrame();
    expect(load).not.toHaveBeenCalled();
    button.click();
    expect(load).not.toHaveBeenCalled();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    document.removeEventListener("click", answer, true);
  });

  it("starts the code once the touch turns into a scroll, or when no press follows a reach (a touch held, a mouse passing over, a focus by key)", async () => {
    const swiped = island();
    swiped.button.dispatchEvent(touch("pointerdown"));
    swiped.button.dispatchEvent(touch("pointercancel"));
    await afterFrame();
    expect(swiped.load).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const held = island();
    held.button.dispatchEvent(touch("pointerdown"));
    vi.advanceTimersByTime(pressEndsWithinMs - 1);
    expect(held.load).not.toHaveBeenCalled();
    // The press's time runs out, then a frame is drawn.
    vi.advanceTimersByTime(1 + 50);
    expect(held.load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("starts at once on a reach while the page still loads: its code has to come over the network first", () => {
    const loading = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const { button, load } = island();
    button.dispatchEvent(touch("pointerdown"));
    expect(load).toHaveBeenCalledTimes(1);
    loading.mockRestore();
  });

  it("starts at once for a tap the island holds: no answer comes before it", () => {
    const { button, load } = island();
    button.dispatchEvent(touch("pointerdown"));
    button.click();
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

  it("hydrating at once for a kept draft, still plays a press made meanwhile", async () => {
    sessionStorage.setItem("booking-inquiry-draft", "{}");
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
    interaction(load, { name: "BookingWizard", value: "stored:booking-inquiry-draft" }, el);
    expect(load).toHaveBeenCalledTimes(1);
    button.click();
    finish();
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('with "stored:<key>", hydrates at once when the tab keeps that draft, so it comes back untouched', () => {
    sessionStorage.setItem("booking-inquiry-draft", "{}");
    const { load } = island("stored:booking-inquiry-draft");
    expect(load).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('with "stored:<key>" on a prerendered page, reads the draft only once the guest opens the page', () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true, writable: true });
    const { load } = island("stored:booking-inquiry-draft");
    // The draft the guest keeps by the tap, not the one there was when the page was prepared.
    sessionStorage.setItem("booking-inquiry-draft", "{}");
    expect(load).not.toHaveBeenCalled();
    (document as { prerendering?: boolean }).prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(load).toHaveBeenCalledTimes(1);
    delete (document as { prerendering?: boolean }).prerendering;
    sessionStorage.clear();
  });

  it('with "stored:<key>" and no such draft, loads nothing until the visitor reaches for the form', async () => {
    sessionStorage.setItem("another-draft", "{}");
    const { button, load } = island("stored:booking-inquiry-draft");
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    endPress();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('with "query:<name>", hydrates at once when the address carries that parameter, a link that fills the form in', async () => {
    history.replaceState(null, "", "/contact?subject=Quote%20request");
    expect(island("query:subject").load).toHaveBeenCalledTimes(1);
    history.replaceState(null, "", "/contact?hall=grand");
    const { button, load } = island("query:subject");
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    endPress();
    await afterFrame();
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
    endPress();
    await afterFrame();
    await settle();
    expect(logged).toHaveBeenCalledTimes(1);
    el.dispatchEvent(new Event("pointerdown"));
    endPress();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
