import { describe, expect, it } from "vitest";
import { asyncModuleScripts } from "./async-page-scripts";

describe("asyncModuleScripts", () => {
  it("lets a page's module script run when it arrives, without holding back DOMContentLoaded", () => {
    expect(asyncModuleScripts('<p>x</p><script type="module" src="/_astro/a.js"></script>')).toBe(
      '<p>x</p><script type="module" async src="/_astro/a.js"></script>',
    );
  });

  it("leaves inline scripts and JSON-LD alone (their CSP hashes stay valid)", () => {
    const html =
      '<script>var a=1</script><script type="module">b()</script><script type="application/ld+json">{}</script>';
    expect(asyncModuleScripts(html)).toBe(html);
  });
});
