// @vitest-environment jsdom
import { render, renderHook, act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusedEarly, typedBeforeHydration } from "./use-inquiry-form";
import { useWizard, type WizardConfig } from "./use-wizard";

type Values = { name: string; note: string };
const empty: Values = { name: "", note: "" };
const draftKey = "test-draft";

const config: WizardConfig<Values, "who" | "note", { url: string }> = {
  form: "contact",
  steps: ["who", "note"],
  stepNames: { who: "Who you are", note: "Your note" },
  ids: { heading: "test-heading", error: "test-error" },
  empty,
  draftKey,
  start: (stored, link) => ({
    ...empty,
    ...(typeof stored === "object" && stored !== null ? (stored as Partial<Values>) : {}),
    ...(link.get("name") ? { name: link.get("name")! } : {}),
  }),
  linkParams: ["name"],
  typed: { fields: ["name"], id: (field) => `test-${field}`, limit: () => 5 },
  limits: { note: 10 },
  problemAt: (step, values) =>
    step === "who" && values.name === "" ? { message: "Please give your name.", fields: ["name"] } : null,
  message: (values) => ({ url: `https://wa.me/1?text=${values.name}` }),
};

/** The machine in the smallest form that shows it: a heading, the alert, one field per step, the buttons. */
function Wizard({ refused = false }: { refused?: boolean }) {
  const wizard = useWizard(config);
  const { shell, values } = wizard;
  if (wizard.sent) {
    return (
      <h3 ref={wizard.successRef} tabIndex={-1}>
        Sent
      </h3>
    );
  }
  const field = wizard.step === 0 ? "name" : "note";
  return (
    <form ref={shell.formRef} onSubmit={shell.onSubmit} aria-labelledby={shell.headingId}>
      <h3 id={shell.headingId} ref={shell.headingRef} tabIndex={-1}>
        {shell.steps[shell.step]}
      </h3>
      {shell.problem ? <p role="alert">{shell.problem.message}</p> : <p data-early-alert="" hidden={!refused} />}
      <input
        id={`test-${field}`}
        aria-label={field}
        aria-invalid={wizard.invalid.has(field) || undefined}
        value={values[field]}
        onChange={(event) => wizard.change(field, event.target.value)}
      />
      {wizard.step > 0 && (
        <button type="button" onClick={shell.onPrevious}>
          Previous
        </button>
      )}
      <button type="submit" disabled={shell.sending}>
        {shell.sending ? "Sending..." : "Next"}
      </button>
    </form>
  );
}

const heading = () => screen.getByRole("heading", { level: 3 });

describe("the wizard machine", () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, "", "/");
  });
  afterEach(() => vi.restoreAllMocks());

  it("moves focus to the step heading after Next, never on first render", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    expect(heading()).not.toHaveFocus();
    await user.type(screen.getByLabelText("name"), "Asha");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toHaveTextContent("Your note");
    expect(heading()).toHaveFocus();
  });

  it("moves focus to the step heading after Previous, keeping what was typed", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.type(screen.getByLabelText("name"), "Asha");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading()).toHaveTextContent("Who you are");
    expect(heading()).toHaveFocus();
    expect(screen.getByLabelText("name")).toHaveValue("Asha");
  });

  it("stays on the step with its problem shown and the field marked", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please give your name.");
    expect(screen.getByLabelText("name")).toHaveAttribute("aria-invalid", "true");
    expect(heading()).toHaveTextContent("Who you are");
  });

  it("checks the step as it starts when the page's early check refused a Next, so that press needs no replay", () => {
    render(<Wizard refused />);
    expect(screen.getByRole("alert")).toHaveTextContent("Please give your name.");
    expect(screen.getByRole("textbox", { name: "name" })).toHaveAttribute("aria-invalid", "true");
    expect(heading()).toHaveTextContent("Who you are");
  });

  it("counts every check, so the same problem twice is announced again", () => {
    const { result } = renderHook(() => useWizard(config));
    const submit = () => act(() => result.current.shell.onSubmit({ preventDefault() {} } as never));
    submit();
    submit();
    expect(result.current.shell.problem?.message).toBe("Please give your name.");
    expect(result.current.shell.attempt).toBe(2);
  });

  it("starts from the tab's draft with the link's values over it, and takes the link out of the address", () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ name: "Draft", note: "kept" }));
    history.replaceState(null, "", "/form?name=Link&utm_source=mail#top");
    render(<Wizard />);
    expect(screen.getByLabelText("name")).toHaveValue("Link");
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/form?utm_source=mail#top");
  });

  it("keeps the draft for the tab as the visitor types, and none when every field is empty", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.type(screen.getByLabelText("name"), "A");
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toEqual({ name: "A", note: "" });
    await user.clear(screen.getByLabelText("name"));
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it("cuts a field to its limit as it changes", () => {
    const { result } = renderHook(() => useWizard(config));
    act(() => result.current.change("note", "x".repeat(12)));
    expect(result.current.values.note).toBe("x".repeat(10));
  });

  it("hands over on the last step, then focuses the confirmation", async () => {
    vi.spyOn(window, "open").mockReturnValue({} as Window);
    const user = userEvent.setup();
    render(<Wizard />);
    await user.type(screen.getByLabelText("name"), "Asha");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(window.open).toHaveBeenCalledWith("https://wa.me/1?text=Asha", "_blank");
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Sent" })).toHaveFocus());
  });

  it("forgets the draft and goes back to step 1 on start over", () => {
    const { result } = renderHook(() => useWizard(config));
    act(() => result.current.change("name", "Asha"));
    act(() => result.current.goTo(1));
    act(() => result.current.startOver());
    expect(result.current.values).toEqual(empty);
    expect(result.current.step).toBe(0);
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });
});

describe("an early refusal", () => {
  it("is seen by the early alert showing", () => {
    const form = document.createElement("form");
    form.innerHTML = `<div data-early-alert hidden></div>`;
    expect(refusedEarly(form)).toBe(false);
    form.querySelector("div")!.hidden = false;
    expect(refusedEarly(form)).toBe(true);
    expect(refusedEarly(null)).toBe(false);
  });
});

describe("what was typed before hydration", () => {
  it("is read from the server-rendered fields by id, cut to each field's limit", () => {
    const form = document.createElement("form");
    form.innerHTML = `<input id="f-name" value="Priyanka"><select id="f-kind"><option value="a" selected>A</option></select><input id="f-note" value="">`;
    const typed = typedBeforeHydration(form, {
      fields: ["name", "kind", "note"],
      id: (field) => `f-${field}`,
      limit: (field) => (field === "name" ? 5 : 20),
    });
    expect(typed).toEqual({ name: "Priya", kind: "a" });
  });

  it("is nothing when the form is not there", () => {
    expect(typedBeforeHydration(null, { fields: ["name"], id: (f) => f, limit: () => 5 })).toEqual({});
  });
});
