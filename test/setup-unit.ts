import { afterEach } from "vitest";

// Only a test in a DOM (`// @vitest-environment jsdom`) renders anything to clean up, reads media
// queries or asks about the DOM (jest-dom's matchers): the tests that run in Node, most of them,
// do not pay for loading these (most of a second a file on a busy machine).
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // waitFor and findBy give up after 1 s by default, which a 700 ms hand-off pause can miss on a
  // busy 2-core machine: what they prove is that the answer comes, and a passing one waits no longer.
  configure({ asyncUtilTimeout: 4_000 });

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
