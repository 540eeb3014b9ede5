// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import QuickBooking from "./QuickBooking";
import { words } from "@/content/read/words";

const home = words("home", "en");
const hiHome = words("home", "hi");

const strings = home.quickBooking;

/** The button of a day in the month a calendar shows. */
function dayButton(grid: HTMLElement, day: number) {
  const cell = within(grid)
    .getAllByRole("gridcell")
    .find((c) => !c.hasAttribute("data-outside") && c.textContent === String(day))!;
  return within(cell).getByRole("button");
}

/** Opens a date picker and picks the given day of the month shown. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, day: number) {
  await user.click(screen.getByRole("button", { name: label }));
  await user.click(dayButton(await screen.findByRole("grid"), day));
}

describe("QuickBooking", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 10));
  });
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    render(<QuickBooking locale="en" bookingPath="/booking" maxGuests={4} strings={strings} />);
    return userEvent.setup();
  };
  const link = () => screen.getByRole("link", { name: "Check Availability" });

  it("links to the booking page alone until something is chosen", () => {
    setup();
    expect(link()).toHaveAttribute("href", "/booking");
  });

  it("carries the chosen dates and guests in the link", async () => {
    const user = setup();
    await pick(user, /Check-in/, 25);
    await pick(user, /Check-out/, 28);
    await user.selectOptions(screen.getByLabelText("Guests"), "3");
    expect(link()).toHaveAttribute("href", "/booking?checkIn=2026-11-25&checkOut=2026-11-28&guests=3");
  });

  it("opens the calendar of the field clicked", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: /Check-out/ }));
    expect(await screen.findByRole("grid")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Check-out" })).toBeInTheDocument();
  });

  it("shows the chosen dates as month and day", async () => {
    const user = setup();
    await pick(user, /Check-in/, 25);
    expect(screen.getByRole("button", { name: /Check-in/ })).toHaveTextContent("Nov 25");
  });

  it("writes months and the calendar's labels in Hindi on a Hindi page", async () => {
    render(<QuickBooking locale="hi" bookingPath="/hi/booking" maxGuests={4} strings={hiHome.quickBooking} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^चेक-इन/ }));
    const grid = await screen.findByRole("grid", { name: "नवंबर 2026" });
    expect(screen.getByRole("button", { name: "अगले महीने पर जाएँ" })).toBeInTheDocument();
    expect(dayButton(grid, 22)).toHaveAccessibleName(/^आज, रविवार/);
    await user.click(dayButton(grid, 25));
    expect(screen.getByRole("button", { name: /^चेक-इन/ })).toHaveTextContent("25 नवंबर");
  });

  it("offers 1, 2, 3 and 4+ guests, 4+ meaning 4", () => {
    setup();
    const options = within(screen.getByLabelText("Guests")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Select guests",
      "1 Guest",
      "2 Guests",
      "3 Guests",
      "4+ Guests",
    ]);
    expect(options.at(-1)).toHaveValue("4");
  });

  it("disables check-in days before today", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    const grid = await screen.findByRole("grid");
    const day = (n: number) => dayButton(grid, n);
    expect(day(21)).toBeDisabled();
    expect(day(22)).toBeEnabled();
  });

  it("disables check-out days on or before the check-in", async () => {
    const user = setup();
    await pick(user, /Check-in/, 25);
    await user.click(screen.getByRole("button", { name: /Check-out/ }));
    const grid = await screen.findByRole("grid");
    const day = (n: number) => dayButton(grid, n);
    expect(day(25)).toBeDisabled();
    expect(day(26)).toBeEnabled();
  });

  it("clears the check-out when the check-in moves onto or past it", async () => {
    const user = setup();
    await pick(user, /Check-in/, 25);
    await pick(user, /Check-out/, 27);
    await pick(user, /Check-in/, 27);
    expect(screen.getByRole("button", { name: /Check-out/ })).toHaveTextContent("Select date");
    expect(link()).toHaveAttribute("href", "/booking?checkIn=2026-11-27");
  });
});
