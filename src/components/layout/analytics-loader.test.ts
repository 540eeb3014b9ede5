// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startAnalytics } from "./analytics-loader";

const settings = { provider: "plausible" as const, src: "https://plausible.io/js/script.manual.js", attributes: {} };
const providerScripts = () => document.head.querySelectorAll(`script[src="${settings.src}"]`).length;

describe("startAnalytics", () => {
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering;
    document.head.replaceChildren();
  });

  it("counts a page the guest sees once it has loaded", () => {
    startAnalytics(settings);
    expect(providerScripts()).toBe(1);
  });

  it("counts nothing on a page prerendered ahead of the tap until the guest opens it", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    startAnalytics(settings);
    expect(providerScripts()).toBe(0);
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(providerScripts()).toBe(1);
  });
});
