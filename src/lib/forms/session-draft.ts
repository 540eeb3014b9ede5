/**
 * An unfinished form kept in the tab's session storage, so a reload does not lose it. It never
 * leaves the browser, and it is gone when the tab closes.
 */

/** The tab's session storage, or null where the browser refuses it (privacy modes, blocked storage). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What is stored under `key`, parsed, or undefined when nothing (readable) is there. */
export function readStored(storage: Storage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the form still works, only a reload would lose the draft.
  }
}

export function removeStored(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}

/** Keeps a form's values as its draft under `key`; a form with nothing filled in (or ticked, or listed) leaves no draft. */
export function keepDraft(
  storage: Storage | null,
  key: string,
  values: Record<string, string | boolean | readonly unknown[]>,
): void {
  const empty = (value: string | boolean | readonly unknown[]) =>
    value === "" || value === false || (Array.isArray(value) && value.length === 0);
  if (Object.values(values).every(empty)) removeStored(storage, key);
  else writeStored(storage, key, values);
}
