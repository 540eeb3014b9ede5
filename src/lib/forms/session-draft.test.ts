import { beforeEach, describe, expect, it } from "vitest";
import { keepDraft, readStored } from "./session-draft";

/** A tab's session storage, kept in memory: the module takes any Storage, so no browser is needed. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe("a form's draft", () => {
  let sessionStorage: Storage;
  beforeEach(() => (sessionStorage = memoryStorage()));

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
