// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { keepDraft, readStored } from "./session-draft";

describe("a form's draft", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps a form with something typed or ticked", () => {
    keepDraft(sessionStorage, "draft", { name: "", extraBed: true });
    expect(readStored(sessionStorage, "draft")).toEqual({ name: "", extraBed: true });
  });

  it("leaves no draft of a form with nothing typed and nothing ticked", () => {
    sessionStorage.setItem("draft", JSON.stringify({ name: "Priya" }));
    keepDraft(sessionStorage, "draft", { name: "", extraBed: false });
    expect(readStored(sessionStorage, "draft")).toBeUndefined();
  });
});
