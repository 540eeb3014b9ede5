// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startAnalytics } from "./analytics-loader";

const settings = { provider: "plausible" as const, src: "https://plausible.io/js/script.manual.js", attributes: {} };
const providerScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${settings.src}"]`);

/** The provider's script arriving: Plausible's counter is there, and the loader counts what waited. */
function providerArrives() {
  const plausible = vi.fn();
  Object.assign(window, { plausible });
  providerScript()!.dispatchEvent(new Event("load"));
  return plausible;
}

describe("startAnalytics", () => {
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering;
    delete (window as { plausible?: unknown }).plausible;
    document.head.replaceChildren();
  });

  it("counts a page the guest sees once it has loaded", () => {
    startAnalytics(settings);
    expect(providerArrives()).toHaveBeenCalledTimes(1);
  });

  it("counts nothing on a page prerendered ahead of the tap until the guest opens it, then the page once", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true, writable: true });
    startAnalytics(settings);
    expect(providerScript()).toBeNull();
    (document as { prerendering?: boolean }).prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    const plausible = providerArrives();
    expect(plausible).toHaveBeenCalledTimes(1);
    expect(plausible).toHaveBeenCalledWith("pageview", { u: `${location.origin}${location.pathname}` });
  });
});
