import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveStats } from "@/content/live-stats";
import { home } from "@/content/locales/en/home";
import LiveStats from "./LiveStats";

/** The figure shown next to a label (a <dt>/<dd> pair). */
const valueOf = (label: string) => within(screen.getByText(label).parentElement!).getByRole("definition").textContent;

const renderStats = () =>
  render(<LiveStats config={liveStats} yearsExperience={8} totalRooms={38} strings={home.stats} />);

describe("LiveStats", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the starting figures", () => {
    renderStats();
    expect(valueOf("Rooms occupied")).toBe("28/38");
    expect(valueOf("Guest satisfaction")).toBe("96.5%");
    expect(valueOf("Hospitality awards")).toBe("3");
    expect(valueOf("Years of excellence")).toBe("8");
  });

  it("changes occupancy on the 8-second tick", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.99);
    renderStats();
    act(() => vi.advanceTimersByTime(7999));
    expect(valueOf("Rooms occupied")).toBe("28/38");
    act(() => vi.advanceTimersByTime(1));
    expect(valueOf("Rooms occupied")).toBe("29/38");
  });
});
