// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveStats } from "./LiveStats";
import { startLiveStats } from "./live-stats-ticker";
import { liveStats } from "@/content/read/live-stats";
import { words } from "@/content/read/words";

const home = words("home", "en");

/** The figure shown next to a label (a <dt>/<dd> pair). */
const valueOf = (label: string) => within(screen.getByText(label).parentElement!).getByRole("definition").textContent;

/** The strip as the server renders it (no React runs in the page for it). */
const renderStats = () =>
  render(<LiveStats config={liveStats} yearsExperience={8} totalRooms={38} strings={home.stats} />);

/** Makes the rendered strip tick, as the page's script does. */
const tick = (container: HTMLElement) =>
  startLiveStats(container.querySelector<HTMLElement>("[data-live-stats]")!, Math.random);

describe("LiveStats", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the hotel's own figures, still, with no occupancy and no Live, once the owner chooses figures", () => {
    const { container } = render(
      <LiveStats
        config={{ ...liveStats, show: "figures" }}
        yearsExperience={10}
        totalRooms={38}
        strings={home.stats}
      />,
    );
    expect(screen.queryByText("Rooms occupied")).toBeNull();
    expect(screen.queryByText(home.stats.live)).toBeNull();
    expect(valueOf("Guest satisfaction")).toBe("96.5%");
    expect(valueOf("Years of excellence")).toBe("10");
    expect(container.querySelector("[data-live-stats]")).toBeNull();
  });

  it("shows the starting figures in the HTML, before any script", () => {
    renderStats();
    expect(valueOf("Rooms occupied")).toBe("28/38");
    expect(valueOf("Guest satisfaction")).toBe("96.5%");
    expect(valueOf("Hospitality awards")).toBe("3");
    expect(valueOf("Years of excellence")).toBe("8");
  });

  it("changes occupancy on the 8-second tick once the script runs", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.99);
    const { container } = renderStats();
    const stop = tick(container);
    vi.advanceTimersByTime(7999);
    expect(valueOf("Rooms occupied")).toBe("28/38");
    vi.advanceTimersByTime(1);
    expect(valueOf("Rooms occupied")).toBe("29/38");
    expect(valueOf("Hospitality awards")).toBe("3");
    expect(valueOf("Years of excellence")).toBe("8");
    stop();
    vi.advanceTimersByTime(8000);
    expect(valueOf("Rooms occupied")).toBe("29/38");
  });

  it("does not tick while the tab is hidden", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.99);
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    const { container } = renderStats();
    tick(container);
    vi.advanceTimersByTime(16000);
    expect(valueOf("Rooms occupied")).toBe("28/38");
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(8000);
    expect(valueOf("Rooms occupied")).toBe("29/38");
  });
});
