import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Only a test in a DOM (`// @vitest-environment jsdom`) renders anything to clean up, or reads media queries.
if (typeof window !== "undefined") {
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
