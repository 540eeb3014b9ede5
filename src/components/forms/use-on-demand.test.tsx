// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { useOnDemand } from "./use-on-demand";

type Module = { Calendar: () => React.JSX.Element };
const calendarModule: Module = { Calendar: () => <p>The calendar</p> };

/** A field that loads its calendar's module when pressed, and shows it once in. */
function Field({ load }: { load: () => Promise<Module> }) {
  const { loaded, want } = useOnDemand(load);
  const Calendar = loaded?.Calendar;
  return Calendar ? <Calendar /> : <button onClick={want}>Check-in</button>;
}

describe("a module loaded on demand", () => {
  it("is asked for once, however often it is wanted, and renders as soon as it is in", async () => {
    const load = vi.fn(() => Promise.resolve(calendarModule));
    render(<Field load={load} />);
    expect(load).not.toHaveBeenCalled();
    const press = screen.getByRole("button", { name: "Check-in" });
    await act(async () => {
      press.click();
      press.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("The calendar")).toBeTruthy();
  });

  it("that fails to load is the island's error, caught by its boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Bounded = withErrorBoundary(Field);
    render(<Bounded load={() => Promise.reject(new Error("offline"))} />);
    await act(async () => screen.getByRole("button", { name: "Check-in" }).click());
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check-in" })).toBeNull();
    vi.restoreAllMocks();
  });
});
