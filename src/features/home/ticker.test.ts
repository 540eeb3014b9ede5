import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visibleInterval, type VisibilitySource } from "./ticker";

/** A document whose visibility the test switches. */
function fakeDocument(hidden = false) {
  const target = new EventTarget();
  const doc = {
    hidden,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setHidden(value: boolean) {
      doc.hidden = value;
      target.dispatchEvent(new Event("visibilitychange"));
    },
  };
  return doc as typeof doc & VisibilitySource;
}

describe("visible interval", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks every 8 seconds while the page is visible", () => {
    const tick = vi.fn();
    visibleInterval(tick, 8000, fakeDocument());
    vi.advanceTimersByTime(7999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(16000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("pauses while the tab is hidden and resumes when it is shown again", () => {
    const tick = vi.fn();
    const doc = fakeDocument();
    visibleInterval(tick, 8000, doc);
    doc.setHidden(true);
    vi.advanceTimersByTime(60000);
    expect(tick).not.toHaveBeenCalled();
    doc.setHidden(false);
    vi.advanceTimersByTime(8000);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("does not start while the page loads in a background tab", () => {
    const tick = vi.fn();
    visibleInterval(tick, 8000, fakeDocument(true));
    vi.advanceTimersByTime(60000);
    expect(tick).not.toHaveBeenCalled();
  });

  it("stops for good when cleaned up", () => {
    const tick = vi.fn();
    const doc = fakeDocument();
    const cleanup = visibleInterval(tick, 8000, doc);
    cleanup();
    doc.setHidden(false);
    vi.advanceTimersByTime(60000);
    expect(tick).not.toHaveBeenCalled();
  });
});
