// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { coverAttribute, coverBehindDialogs, setAsideBehind } from "./cover-behind";

// jsdom lays nothing out: each element gets a box from its data-box attribute ("width height").
beforeEach(() => {
  document.body.innerHTML = `
    <header id="header" data-box="390 64"></header>
    <main id="main">
      <section id="rooms" data-box="390 1723"></section>
      <section id="gallery">
        <h2 id="heading" data-box="358 40"></h2>
        <astro-island id="island" style="display: contents">
          <div id="grid" data-box="358 900"></div>
          <dialog id="viewer" ${coverAttribute}=""><p id="inside" data-box="390 844"></p></dialog>
        </astro-island>
      </section>
      <section id="reviews" data-box="390 1177"></section>
    </main>
    <footer id="footer" data-box="390 500"></footer>`;
  for (const element of document.querySelectorAll<HTMLElement>("[data-box]")) {
    const [width, height] = element.dataset.box!.split(" ").map(Number);
    element.getBoundingClientRect = () => new DOMRect(0, 0, width, height);
  }
});

const byId = (id: string) => document.getElementById(id)!;
const setAside = (id: string) => byId(id).style.contentVisibility === "hidden";

describe("setting the page aside behind a full-screen dialog", () => {
  it("skips everything beside the dialog's line of ancestors, and nothing on that line", () => {
    setAsideBehind(byId("viewer"));
    expect(["header", "rooms", "heading", "grid", "reviews", "footer"].filter(setAside)).toHaveLength(6);
    expect(["main", "gallery", "island", "viewer", "inside"].filter(setAside)).toEqual([]);
  });

  it("keeps each element at its own size, so nothing below it moves", () => {
    setAsideBehind(byId("viewer"));
    expect([byId("rooms").style.width, byId("rooms").style.height]).toEqual(["390px", "1723px"]);
    expect([byId("heading").style.width, byId("heading").style.height]).toEqual(["358px", "40px"]);
  });

  it("takes the children of an element drawn as its children, which has no box to skip", () => {
    byId("gallery").insertAdjacentHTML("beforeend", '<div id="wrapper" style="display: contents"></div>');
    byId("wrapper").append(Object.assign(document.createElement("p"), { id: "note" }));
    setAsideBehind(byId("viewer"));
    expect([setAside("wrapper"), setAside("note")]).toEqual([false, true]);
  });

  it("brings everything back as it was, an element's own size included", () => {
    byId("footer").style.color = "red";
    byId("reviews").style.height = "12rem";
    setAsideBehind(byId("viewer"))();
    expect([...document.querySelectorAll<HTMLElement>("[style]")].map((e) => e.getAttribute("style"))).toEqual([
      "display: contents",
      "height: 12rem;",
      "color: red;",
    ]);
  });

  it("gives back each property it changed, with its priority, and keeps what changed meanwhile", () => {
    byId("rooms").style.setProperty("height", "50vh", "important");
    const bringBack = setAsideBehind(byId("viewer"));
    byId("rooms").style.opacity = "0.5";
    bringBack();
    expect(byId("rooms").getAttribute("style")).toBe("height: 50vh !important; opacity: 0.5;");
  });
});

describe("covering dialogs", () => {
  // A browser that announces a dialog's closing: `closedBy`, and `beforetoggle` as `close` starts.
  function browserDialogs() {
    Object.defineProperty(HTMLDialogElement.prototype, "closedBy", { value: "any", configurable: true });
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.dispatchEvent(Object.assign(new Event("beforetoggle"), { newState: "closed" }));
      this.removeAttribute("open");
    };
  }

  it("sets the page aside as the dialog becomes modal, and brings it back as it starts to close", () => {
    browserDialogs();
    coverBehindDialogs(document);
    const viewer = byId("viewer") as HTMLDialogElement;
    viewer.showModal();
    expect([viewer.open, setAside("header"), setAside("footer")]).toEqual([true, true, true]);
    viewer.close();
    expect([viewer.open, setAside("header"), setAside("footer")]).toEqual([false, false, false]);
  });

  it("leaves the page alone where the browser does not announce a dialog's closing", () => {
    browserDialogs();
    delete (HTMLDialogElement.prototype as { closedBy?: string }).closedBy;
    coverBehindDialogs(document);
    (byId("viewer") as HTMLDialogElement).showModal();
    expect(setAside("header")).toBe(false);
  });
});
