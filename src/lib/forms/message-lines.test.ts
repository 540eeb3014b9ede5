import { describe, expect, it } from "vitest";
import { labelled, messageText } from "./message-lines";

describe("the inquiry messages' lines", () => {
  it("fills a line's template with its value, wherever the language places it", () => {
    expect(labelled("Name: {value}", "Priya Sharma")).toBe("Name: Priya Sharma");
    expect(labelled("{value} लोग", "4")).toBe("4 लोग");
  });

  it("writes a value as it is, placeholders and replacement patterns included", () => {
    expect(labelled("Notes: {value}", "{value} $& $1")).toBe("Notes: {value} $& $1");
  });

  it("puts the heading first and a blank line before each group", () => {
    expect(messageText("*Heading*", [["a: 1", "b: 2"], ["c: 3"]])).toBe("*Heading*\n\na: 1\nb: 2\n\nc: 3");
  });
});
