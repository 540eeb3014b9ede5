// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { WizardShell, type WizardShellStrings } from "./WizardShell";

const strings: WizardShellStrings = {
  title: "Plan your event",
  subtitle: "Three short steps.",
  progressLabel: "Inquiry progress",
  stepCompleted: "(completed)",
  stepOf: "Step {current} of {total}",
  buttons: { previous: "Previous", next: "Next", submit: "Send Inquiry", sending: "Sending..." },
};
const steps = ["Event", "Venue", "Contact"];

function shell(overrides: Partial<Parameters<typeof WizardShell>[0]> = {}) {
  const props = {
    strings,
    steps,
    step: 0,
    headingId: "step-heading",
    headingRef: createRef<HTMLHeadingElement>(),
    formRef: createRef<HTMLFormElement>(),
    onSubmit: vi.fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onPrevious: vi.fn(),
    problem: null,
    attempt: 0,
    errorId: "wizard-error",
    sending: false,
    children: (
      <label>
        Guests <input />
      </label>
    ),
    ...overrides,
  };
  return { props, ...render(<WizardShell {...props} />) };
}

describe("WizardShell", () => {
  it("names the form after the step, says which step of how many, and marks it current in the progress", () => {
    shell({ step: 1 });
    expect(screen.getByRole("heading", { level: 2, name: "Plan your event" })).toBeVisible();
    expect(screen.getByRole("form")).toHaveAccessibleName("Step 2 of 3 Venue");
    const progress = screen.getByRole("list", { name: "Inquiry progress" });
    expect(progress.querySelector("[aria-current='step']")).toHaveTextContent("Venue");
    expect(screen.getByRole("textbox", { name: "Guests" })).toBeVisible();
  });

  it("offers no Previous on the first step, and Previous and Send on the last", async () => {
    const user = userEvent.setup();
    const { rerender, props } = shell();
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeVisible();
    rerender(<WizardShell {...props} step={2} />);
    expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(props.onPrevious).toHaveBeenCalledOnce();
  });

  it("moves on with Next or Enter in a field: both submit the form", async () => {
    const user = userEvent.setup();
    const { props } = shell();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Guests" }), "40{Enter}");
    expect(props.onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows the problem as an alert with the id the fields point to", () => {
    shell({ problem: { message: "Please choose the event's date." } });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Please choose the event's date.");
    expect(alert).toHaveAttribute("id", "wizard-error");
  });

  it("while sending, both buttons wait and the last one says Sending...", () => {
    shell({ step: 2, sending: true });
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("once done, shows what it is given instead of the form, and every step reads as completed", () => {
    shell({ step: 2, done: <h3>Inquiry Sent!</h3> });
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Inquiry Sent!" })).toBeVisible();
    expect(screen.getAllByText("(completed)")).toHaveLength(3);
  });
});
