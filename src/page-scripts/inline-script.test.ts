// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compileHint, minifiedScript } from "./inline-script";
import { nativeDialogScript } from "./native-dialog";
import { bootScript } from "./theme";

describe("an inline script as the page carries it", () => {
  it("does what its source does", () => {
    const source = `(function(){var count=0;function addNights(nights){count+=nights;return count}addNights(2);result.push(addNights(3))})();`;
    const run = (code: string) => {
      const result: number[] = [];
      new Function("result", code)(result);
      return result;
    };
    expect(run(minifiedScript(source))).toEqual(run(source));
  });

  it("is shorter than its source, with the page's own names and strings kept", () => {
    for (const source of [bootScript, nativeDialogScript]) {
      const code = minifiedScript(source);
      expect(code.length).toBeLessThan(source.length);
      expect(() => new Function(code)).not.toThrow();
    }
    expect(minifiedScript(bootScript)).toContain('"/ready-ahead.js"');
    expect(minifiedScript(nativeDialogScript)).toContain('"[data-shell]"');
  });

  it("asks V8 to compile its functions as the page loads, not inside the first tap", () => {
    for (const source of [bootScript, nativeDialogScript])
      expect(minifiedScript(source).startsWith(compileHint)).toBe(true);
  });
});
