// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./ContactForm";
import { words } from "@/content/read/words";

const contactPage = words("contact-page", "en");

const form = (
  <ContactForm
    strings={contactPage.form}
    messageLabels={contactPage.message}
    whatsapp="+91 90000 00000"
    email="reservations@hotel.example"
  />
);

function renderForm() {
  return render(form);
}

/**
 * The server's form after the page's early check refused Send (its summary shows, src/page-scripts/early-step-check.ts),
 * with `before` done by the guest, then the island taking over.
 */
async function takeOverAfterEarlyCheck(before: (page: HTMLElement) => void) {
  const page = document.createElement("div");
  page.innerHTML = renderToString(form);
  document.body.append(page);
  page.querySelector<HTMLElement>("[data-early-alert]")!.hidden = false;
  before(page);
  const root = await act(async () => hydrateRoot(page, form));
  cleanups.push(() => {
    act(() => root.unmount());
    page.remove();
  });
  return page;
}
const cleanups: (() => void)[] = [];

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), "Aarav");
  await user.type(screen.getByLabelText(/^Email/), "aarav@example.com");
  await user.type(screen.getByLabelText(/^Message/), "Is parking free?");
}

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("ContactForm", () => {
  it("names every field, marking first name, email and message as required", () => {
    renderForm();
    for (const name of [
      "First name (required)",
      "Last name",
      "Email (required)",
      "Phone",
      "Subject",
      "Message (required)",
    ]) {
      expect(screen.getByRole("textbox", { name })).toBeInTheDocument();
    }
  });

  it("shows what is missing, beside each field and in a summary, without opening WhatsApp", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open");
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Please enter your first name.", "Please enter your email address.", "Please write your message."]);
    const email = screen.getByRole("textbox", { name: "Email (required)" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    expect(open).not.toHaveBeenCalled();
  });

  it("keeps everything typed when a field needs correcting", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^First name/), "Aarav");
    await user.type(screen.getByLabelText(/^Email/), "aarav@example");
    await user.type(screen.getByLabelText(/^Phone/), "12");
    await user.type(screen.getByLabelText(/^Message/), "Hello there");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByText("Please enter a valid email address.", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number.", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue("Aarav");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("aarav@example");
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("12");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello there");
  });

  it("clears a field's message as soon as it is corrected", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    await user.type(firstName, "A");
    expect(firstName).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please enter your first name.")).not.toBeInTheDocument();
  });

  it("jumps to the field from the summary", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await user.click(screen.getByRole("link", { name: "Please write your message." }));
    expect(screen.getByLabelText(/^Message/)).toHaveFocus();
  });

  it("hands the message to WhatsApp in a new tab and confirms", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue({ opener: window } as unknown as Window);
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe("https://wa.me/919000000000");
    expect(url.searchParams.get("text")).toContain("Name: Aarav\nEmail: aarav@example.com");
    expect(screen.getByRole("heading", { name: "Your message is ready in WhatsApp" })).toHaveFocus();
    expect(await screen.findByText("Your message is ready to send in WhatsApp.")).toBeInTheDocument();
  });

  it("offers 'Open WhatsApp' when the browser blocked the new tab, and the e-mail alternative", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByText(/kept WhatsApp from opening/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/919000000000\?text=/,
    );
    const mail = screen.getByRole("link", { name: "Send by Email Instead" }).getAttribute("href")!;
    expect(mail).toMatch(/^mailto:reservations@hotel\.example\?subject=Message%20from%20the%20website&body=/);
    expect(decodeURIComponent(mail.split("body=")[1])).toContain("Is parking free?");
  });

  it("starts a new, empty message from the success panel", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await user.click(screen.getByRole("button", { name: "Write Another Message" }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue("");
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
  });

  it("taking over after the page's early check, leaves the focus in the field the guest went on to type in", async () => {
    const page = await takeOverAfterEarlyCheck((server) => {
      const first = within(server).getByLabelText(/^First name/);
      first.focus();
      (first as HTMLInputElement).value = "Aarav";
    });
    const first = within(page).getByLabelText(/^First name/);
    expect(document.activeElement, "still typing in First name").toBe(first);
    expect(first).toHaveValue("Aarav");
    expect(within(page).getByRole("alert")).toHaveTextContent(contactPage.form.errors.summaryHeading);
  });

  it("taking over after the page's early check, keeps the focus on the summary when the guest is still there", async () => {
    const page = await takeOverAfterEarlyCheck((server) =>
      server.querySelector<HTMLElement>("[data-early-alert]")!.focus(),
    );
    expect(document.activeElement).toBe(within(page).getByRole("alert"));
  });

  it("prefills the subject a link asked for", () => {
    window.history.replaceState(null, "", "/contact?subject=Quote%20request%3A%20Grand%20Banquet%20Hall");
    renderForm();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Quote request: Grand Banquet Hall");
  });
});
