import { describe, expect, it, vi } from "vitest";
import { whenShown } from "./prerender";

/** A document that is prerendered until `show()`, as Chromium's is until the guest's tap. */
function prerenderedDocument() {
  const target = new EventTarget();
  const doc = Object.assign(target, { prerendering: true as boolean | undefined });
  return {
    doc: doc as unknown as Parameters<typeof whenShown>[0],
    show() {
      doc.prerendering = false;
      target.dispatchEvent(new Event("prerenderingchange"));
    },
  };
}

describe("whenShown", () => {
  it("runs at once on a page the guest sees, or in a browser that never prerenders", () => {
    const run = vi.fn();
    whenShown({ addEventListener: vi.fn(), prerendering: false }, run);
    whenShown({ addEventListener: vi.fn() }, run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("waits on a prerendered page until the guest opens it, then runs once", () => {
    const run = vi.fn();
    const page = prerenderedDocument();
    whenShown(page.doc, run);
    expect(run).not.toHaveBeenCalled();
    page.show();
    page.show();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
