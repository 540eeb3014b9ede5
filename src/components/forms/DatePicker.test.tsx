// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
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

  it("says whether its calendar is open", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole("button", { name: /Check-in/ });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("aria-controls", dialog.id);
  });

  it("moves focus into the calendar, and Escape closes it and gives focus back to the field", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole("button", { name: /Check-in/ });
    await user.click(trigger);
    const grid = await screen.findByRole("grid");
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("gives focus back to the field once a day is picked with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole("button", { name: /Check-in/ });
    await user.click(trigger);
    const grid = await screen.findByRole("grid");
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
  });

  it("closes when the visitor presses outside it, leaving focus where it went", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <input aria-label="Name" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });

  it("closes when focus leaves it with Tab", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <input aria-label="Name" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    await screen.findByRole("dialog");
    screen.getByRole("textbox", { name: "Name" }).focus();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("draws its closed calendar ahead, hidden from everyone, so a press only shows it", async () => {
    const user = userEvent.setup();
    render(<Harness month={new Date(2031, 4, 1)} />);
    const drawn = await waitFor(() => screen.getByRole("grid", { hidden: true }));
    expect(screen.queryByRole("dialog"), "not seen or read while closed").not.toBeInTheDocument();
    expect(screen.queryByRole("grid"), "not seen or read while closed").not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Check-in/ }));
    expect(screen.getByRole("dialog")).toContainElement(screen.getByRole("grid", { name: "May 2031" }));
    expect(screen.getByRole("grid", { name: "May 2031" }), "the calendar drawn ahead, not a new one").toBe(drawn);
    await waitFor(() => expect(drawn).toContainElement(document.activeElement as HTMLElement));
  });

  it("keeps its closed calendar out of the tab order, and takes focus only as it opens", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness month={new Date(2031, 4, 1)} />
        <button type="button">After</button>
      </>,
    );
    await waitFor(() => screen.getByRole("grid", { hidden: true }));
    const trigger = screen.getByRole("button", { name: /Check-in/ });
    await user.tab();
    expect(trigger, "drawn ahead, the calendar leaves focus where it was").toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    await user.tab();
    expect(document.body, "past the last control, Tab leaves the page, not into the closed calendar").toHaveFocus();
    await user.click(trigger);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "After" }));
    await user.tab();
    expect(document.body, "closed again, the calendar's days and months are out of the tab order").toHaveFocus();
  });

  it("opens afresh every time: on its month again, with a day focused", async () => {
    const user = userEvent.setup();
    render(<Harness month={new Date(2031, 4, 1)} />);
    const trigger = screen.getByRole("button", { name: /Check-in/ });
    await user.click(trigger);
    await user.click(await screen.findByRole("button", { name: /next month/i }));
    expect(screen.getByRole("grid")).toHaveAccessibleName("June 2031");
    await user.keyboard("{Escape}");
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    const grid = await screen.findByRole("grid");
    expect(grid).toHaveAccessibleName("May 2031");
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
  });
});
