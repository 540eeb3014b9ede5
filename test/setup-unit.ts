import { afterEach } from "vitest";

// Only a test in a DOM (`// @vitest-environment jsdom`) renders anything to clean up, reads media
// queries or asks about the DOM (jest-dom's matchers): the tests that run in Node, most of them,
// do not pay for loading these (most of a second a file on a busy machine).
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());

  // jsdom has no matchMedia: answer "no match" (light theme, motion allowed) unless a test stubs it.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
