import { describe, expect, it, vi } from "vitest";
import { whenShown } from "./prerender";

describe("whenShown", () => {
  it("runs at once on a page the guest sees", () => {
    const run = vi.fn();
    whenShown(new EventTarget(), run);
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits on a prerendered page until the guest opens it, and runs once", () => {
    const page = new EventTarget() as EventTarget & { prerendering: boolean };
    page.prerendering = true;
    const run = vi.fn();
    whenShown(page, run);
    expect(run).not.toHaveBeenCalled();
    page.dispatchEvent(new Event("prerenderingchange"));
    page.dispatchEvent(new Event("prerenderingchange"));
    expect(run).toHaveBeenCalledOnce();
  });
});
