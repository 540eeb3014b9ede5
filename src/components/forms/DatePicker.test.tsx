import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DatePicker } from "./DatePicker";

function Harness({ disabledBefore }: { disabledBefore?: Date }) {
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
});
