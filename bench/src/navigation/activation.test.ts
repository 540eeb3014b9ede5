// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { guardActivation, isSwapError } from "./activation";

describe("a prerendered page taking over the tab", () => {
  it("reads Puppeteer's failures during the target swap as the tab changing documents", () => {
    expect(isSwapError(new Error("Attempted to use detached Frame 'A1B2C3'."))).toBe(true);
    expect(isSwapError(new Error("Frame was not swapped"))).toBe(true);
    expect(isSwapError(new Error("Protocol error (Runtime.evaluate): Target closed"))).toBe(true);
    expect(
      isSwapError(
        new Error("Protocol error (Runtime.evaluate): Session closed. Most likely the page has been closed."),
      ),
    ).toBe(true);
    expect(isSwapError(new Error("Execution context was destroyed, most likely because of a navigation."))).toBe(true);
  });

  it("leaves every other failure a failure", () => {
    expect(isSwapError(new Error("the link has no box on screen"))).toBe(false);
    expect(isSwapError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isSwapError(undefined)).toBe(false);
  });

  describe("the guard over the rows", () => {
    let guard: ReturnType<typeof guardActivation> | undefined;
    afterEach(() => guard?.stop());

    it("counts a swap's unhandled rejection and lets it go; other rejections still throw", () => {
      guard = guardActivation();
      process.emit("unhandledRejection", new Error("Attempted to use detached Frame 'X'."), Promise.resolve());
      expect(guard.letGo()).toBe(1);
      expect(() => process.emit("unhandledRejection", new Error("a real fault"), Promise.resolve())).toThrow(
        "a real fault",
      );
      expect(guard.letGo()).toBe(1);
    });

    it("stops listening when the rows are over", () => {
      const before = process.listenerCount("unhandledRejection");
      guard = guardActivation();
      expect(process.listenerCount("unhandledRejection")).toBe(before + 1);
      guard.stop();
      expect(process.listenerCount("unhandledRejection")).toBe(before);
    });
  });
});
