import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DatePicker } from "./DatePicker";

function Harness({ disabledBefore, month }: { disabledBefore?: Date; month?: Date }) {
  const [value, setValue] = useState<Date | undefined>();
  return (
    <DatePicker
      id="check-in"
      label="Check-in"
      value={value}
      onChange={setValue}
      disabled={disabledBefore ? { before: disabledBefore } : undefined}
      placeholder="Pick a date"
      displayFormat="MMM d"
      month={month}
    />
  );
}

describe("DatePicker", () => {
  it("shows the picked day and closes the calendar", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole("button", { name: /Check-in/ });
    expect(trigger).toHaveAccessibleName("Check-in Pick a date");
    await user.click(trigger);
    const grid = await screen.findByRole("grid");
    const day = grid.querySelector("td:not([data-outside]) button") as HTMLButtonElement;
    await user.click(day);
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(trigger.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
  });

  it("does not let a disabled day be picked", async () => {
    const user = userEvent.setup();
    const farFuture = new Date(2999, 0, 1);
    render(<Harness disabledBefore={farFuture} />);
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    const grid = await screen.findByRole("grid");
    const day = grid.querySelector("td:not([data-outside]) button") as HTMLButtonElement;
    expect(day).toBeDisabled();
  });

  it("names the calendar's dialog after the field", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    expect(await screen.findByRole("dialog")).toHaveAccessibleName("Check-in");
  });

  it("opens on the month it is given while no date is chosen", async () => {
    const user = userEvent.setup();
    render(<Harness month={new Date(2031, 4, 1)} />);
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    expect(await screen.findByRole("grid")).toHaveAccessibleName("May 2031");
  });
});
