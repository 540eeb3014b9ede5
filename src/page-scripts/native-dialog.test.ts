// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nativeDialogScript } from "./native-dialog";

// jsdom knows neither the command attributes, nor closedby, nor popovers (as older browsers), so the script's
// fallback runs: the dialogs open modally at once. The popovers are e2e/dialogs.phone.spec.ts's.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  new Function(nativeDialogScript)();
});

beforeEach(() => {
  document.body.innerHTML = `
    <button id="opener" commandfor="menu" command="show-popover"><svg id="icon"></svg></button>
    <dialog id="menu" closedby="any" data-native-dialog>
      <a id="link" href="#x">Rooms</a>
      <a id="other" href="#y">Events</a>
      <button id="closer" commandfor="menu" command="close">Close</button>
    </dialog>`;
});

const dialog = () => document.getElementById("menu") as HTMLDialogElement;
const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("the native dialog fallback", () => {
  it("opens a dialog from its command button, also when the press lands on the icon", () => {
    click("icon");
    expect(dialog().open).toBe(true);
  });

  it("closes it from its close command", () => {
    click("opener");
    click("closer");
    expect(dialog().open).toBe(false);
  });

  it("closes it when one of its links is followed", () => {
    click("opener");
    click("link");
    expect(dialog().open).toBe(false);
  });

  it("closes it on a tap outside its box", () => {
    click("opener");
    dialog().dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 500, clientY: 500 }));
    expect(dialog().open).toBe(false);
  });

  it("keeps Tab inside the open dialog, from the last control to the first and back", () => {
    click("opener");
    // jsdom lays nothing out: every control counts as shown.
    for (const el of dialog().querySelectorAll("a, button"))
      el.getClientRects = () => [new DOMRect(0, 0, 1, 1)] as never;
    document.getElementById("closer")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(document.activeElement?.id).toBe("link");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true }));
    expect(document.activeElement?.id).toBe("closer");
  });

  it("closes a dialog inside an island not yet live from its close command, so the island does not hold the press", () => {
    document.body.innerHTML = `
      <astro-island ssr>
        <dialog id="shell" open><button id="shell-close" commandfor="shell" command="close">Close</button></dialog>
      </astro-island>`;
    let held = 0;
    document.querySelector("astro-island")!.addEventListener("click", () => held++, true);
    click("shell-close");
    expect((document.getElementById("shell") as HTMLDialogElement).open).toBe(false);
    expect(held).toBe(0);
  });
});
