// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays } from "date-fns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toIsoDate } from "@/lib/dates/dates";
import BookingWizard from "./BookingWizard";
import { draftKey } from "./draft";
import { roomsIn } from "@/content/read/rooms";
import { words } from "@/content/read/words";
import { stayPricingIn } from "@/content/read/rates";

const booking = words("booking", "en");

const rooms = roomsIn("en").map(({ slug, name, price, guests, accessibleRoom }) => ({
  slug,
  name,
  price: `$${price}/night`,
  guests,
  accessible: accessibleRoom !== undefined,
}));
const contact = words("contact-fields", "en");
const renderWizard = () =>
  render(
    <BookingWizard
      locale="en"
      strings={booking}
      contact={contact}
      rooms={rooms}
      pricing={stayPricingIn("en")}
      whatsapp="+91 90000 00000"
    />,
  );

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name"), "Priya");
  await user.type(screen.getByLabelText("Last Name"), "Sharma");
  await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
  await user.type(screen.getByLabelText("Phone Number"), "+91 98765 43210");
}

/** A stored draft with the stay filled in, so step 2 needs no calendar clicks. */
function storeStay() {
  const today = new Date();
  sessionStorage.setItem(
    draftKey,
    JSON.stringify({
      checkIn: toIsoDate(addDays(today, 10)),
      checkOut: toIsoDate(addDays(today, 12)),
      roomType: "premium",
      guests: "2",
    }),
  );
}

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Next" }));

// Typing through three steps in jsdom is slow on a busy machine.
describe("the booking wizard", { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    // A fixed today (Sunday 22 November 2026), so the stored stay is two weekday nights outside every
    // season whatever day the tests run: its estimate read "1 night × $499 (weekend)" on a run ten
    // days before a Saturday. Only the clock is fixed; the timers userEvent waits on stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("starts at Guest Details, marked as the current step", () => {
    renderWizard();
    const steps = screen.getAllByRole("listitem");
    expect(steps[0]).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Guest Details");
  });

  it("stays on step 1 with the specification's message while details are missing", async () => {
    const user = userEvent.setup();
    renderWizard();
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required guest details.");
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Guest Details");
  });

  it("clears the error when the step validates and focuses the next step's heading", async () => {
    const user = userEvent.setup();
    renderWizard();
    await next(user);
    await fillGuest(user);
    await next(user);
    const heading = await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("goes back without validating and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillGuest(user);
    await next(user);
    await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { level: 3, name: /Guest Details/ })).toHaveFocus();
    expect(screen.getByLabelText("Email Address")).toHaveValue("priya@example.com");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("counts special requests against the 1000-character limit", async () => {
    storeStay();
    const user = userEvent.setup();
    renderWizard();
    await fillGuest(user);
    await next(user);
    await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
    await next(user);
    const box = screen.getByLabelText("Special Requests (optional)");
    expect(box).toHaveAttribute("maxLength", "1000");
    await user.type(box, "Quiet room");
    expect(box).toHaveAccessibleDescription("10 / 1000 characters");
  });

  it("opens WhatsApp in the click, shows Sending..., then offers the link when the tab was blocked", async () => {
    storeStay();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderWizard();
    await fillGuest(user);
    await next(user);
    await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
    await next(user);
    await user.click(screen.getByRole("button", { name: "Send Inquiry via WhatsApp" }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    const heading = await screen.findByRole("heading", { name: "Booking Inquiry Sent!" });
    await waitFor(() => expect(heading).toHaveFocus());
    const url = String(open.mock.calls[0]![0]);
    expect(screen.getByRole("link", { name: "Open WhatsApp" })).toHaveAttribute("href", url);
    expect(new URL(url).searchParams.get("text")).toContain("Room: Premium Room");
  });

  it("shows the stay's estimate on step 2 in a polite live region, without taking focus", async () => {
    storeStay();
    const user = userEvent.setup();
    renderWizard();
    await fillGuest(user);
    await next(user);
    const heading = await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
    const estimate = await screen.findByRole("region", { name: "Price of your stay" });
    expect(estimate.parentElement).toHaveAttribute("aria-live", "polite");
    expect(estimate).toHaveTextContent(/2 nights × \$(\d+)\$[\d,]+Estimated/);
    expect(estimate).toHaveTextContent(/Estimated total\$[\d,]+ incl\. taxes/);
    expect(estimate).toHaveTextContent("Estimate. The hotel confirms the price and availability in the chat.");
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("Make Another Inquiry empties the form and the stored draft and returns to step 1", async () => {
    storeStay();
    vi.spyOn(window, "open").mockReturnValue({} as Window);
    const user = userEvent.setup();
    renderWizard();
    await fillGuest(user);
    await next(user);
    await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
    await next(user);
    await user.click(screen.getByRole("button", { name: "Send Inquiry via WhatsApp" }));
    await user.click(await screen.findByRole("button", { name: "Make Another Inquiry" }));
    expect(screen.queryByRole("heading", { name: "Booking Inquiry Sent!" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open WhatsApp" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByRole("heading", { level: 3, name: /Guest Details/ })).toHaveFocus();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });
});
