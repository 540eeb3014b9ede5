// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays } from "date-fns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toIsoDate } from "@/lib/dates/dates";
import BookingWizard from "./BookingWizard";
import { draftKey } from "./draft";
import { twoAdultRoom } from "./test-fixtures";
import { roomsIn } from "@/content/read/rooms";
import { words } from "@/content/read/words";
import { stayPricingIn } from "@/content/read/rates";

/*
 * The stay step's rooms as a guest uses them, by roles and labels: adding and removing rooms (and
 * where the focus goes), each room's problem under it and in the step's alert, the group inquiry.
 */

const rooms = roomsIn("en").map(({ slug, name, price, guests, accessibleRoom }) => ({
  slug,
  name,
  price: `$${price}/night`,
  guests,
  accessible: accessibleRoom !== undefined,
}));

function renderWizard(pricing = stayPricingIn("en")) {
  render(
    <BookingWizard
      locale="en"
      strings={words("booking", "en")}
      contact={words("contact-fields", "en")}
      rooms={rooms}
      pricing={pricing}
      whatsapp="+91 90000 00000"
    />,
  );
}

/** A draft with the guest and the stay filled in, so the test starts on step 1 with nothing to type but Next. */
function storeDraft(stay: Record<string, unknown>) {
  const today = new Date();
  sessionStorage.setItem(
    draftKey,
    JSON.stringify({
      firstName: "Priya",
      lastName: "Sharma",
      email: "priya@example.com",
      phone: "+91 98765 43210",
      checkIn: toIsoDate(addDays(today, 10)),
      checkOut: toIsoDate(addDays(today, 12)),
      ...stay,
    }),
  );
}

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole("button", { name: "Next" }));

async function toStayStep(user: User, pricing?: ReturnType<typeof stayPricingIn>) {
  renderWizard(pricing);
  await next(user);
  await screen.findByRole("heading", { level: 3, name: /Booking Details/ });
  // Step 2's code is loaded on demand: on a busy machine that takes longer than findBy's second.
  await screen.findByRole("button", { name: "Add a room" }, { timeout: 15_000 });
}

describe("the booking wizard's rooms", { timeout: 60_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("adds a room with its own fields named by the room, focuses it, and removes it back to room 1", async () => {
    storeDraft({ roomType: "premium", guests: "2" });
    const user = userEvent.setup();
    await toStayStep(user);
    await user.click(screen.getByRole("button", { name: "Add a room" }));
    const room2 = screen.getByRole("group", { name: "Room 2" });
    expect(within(room2).getByLabelText("Room 2 Room Type")).toHaveFocus();
    expect(within(room2).getByLabelText("Room 2 Adults")).toHaveValue("2");
    // Each plan says briefly how it is paid, short enough for the closed select at 320 px.
    const plans = within(within(room2).getByLabelText("Room 2 Rate Plan")).getAllByRole("option");
    expect(plans.map((option) => option.textContent)).toEqual(["Rate Plan", "With breakfast (25% in advance)"]);
    await user.selectOptions(within(room2).getByLabelText("Room 2 Room Type"), "deluxe");
    expect(within(room2).getByRole("option", { name: "Room only (pay at the hotel)" })).toBeInTheDocument();
    expect(within(room2).getByRole("option", { name: "No children" })).toBeInTheDocument();
    await user.selectOptions(within(room2).getByLabelText("Room 2 Children"), "2");
    expect(within(room2).getByLabelText("Room 2 Age of child 2")).toHaveValue("");
    // Room 1's count is its adults once there are several rooms.
    expect(screen.getByRole("group", { name: "Room 1" })).toContainElement(screen.getByLabelText("Adults"));

    await user.click(within(room2).getByRole("button", { name: "Remove room 2" }));
    expect(screen.queryByRole("group", { name: "Room 2" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Room Type")).toHaveFocus();
    expect(screen.getByLabelText("Number of Guests")).toHaveValue("2");
  });

  it("refuses 3 guests in a Deluxe room without an extra bed, naming the room under it and in the alert", async () => {
    storeDraft({ roomType: "deluxe", guests: "3" });
    const user = userEvent.setup();
    await toStayStep(user);
    await next(user);
    const message = "Room 1: Deluxe Room takes up to 2 guests; choose another room or add a room.";
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    const guests = screen.getByLabelText("Number of Guests");
    expect(guests).toHaveAttribute("aria-invalid", "true");
    expect(guests).toHaveAccessibleDescription(`${message} ${message}`);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Booking Details");

    await user.selectOptions(guests, "2");
    await next(user);
    expect(await screen.findByRole("heading", { level: 3, name: /Confirmation/ })).toBeInTheDocument();
  });

  it("asks each child's age, and shows the free child and the extra bed in the estimate", async () => {
    storeDraft({ roomType: "premium", guests: "2" });
    const user = userEvent.setup();
    await toStayStep(user);
    await user.selectOptions(screen.getByLabelText("Children"), "2");
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Room 1: please choose the age of child 1.");
    await user.selectOptions(screen.getByLabelText("Age of child 1"), "4");
    await user.selectOptions(screen.getByLabelText("Age of child 2"), "9");
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Room 1: Premium Room takes up to 2 guests; choose an extra bed or another room.",
    );
    await user.click(screen.getByRole("checkbox", { name: /^Add an extra bed/ }));
    const estimate = screen.getByRole("region", { name: "Price of your stay" });
    expect(estimate).toHaveTextContent("2 nights × $25 (Extra bed)$50");
    expect(estimate).toHaveTextContent("1 child under 6Free");
    await next(user);
    const summary = await screen.findByRole("region", { name: "Review your inquiry" });
    expect(summary).toHaveTextContent(/Premium Room, With breakfast, 2 adults, 2 children \(ages 4, 9\), extra bed/);
  });

  it("turns six rooms or more into a group inquiry, with Devanagari digits, and goes back keeping the rooms", async () => {
    storeDraft({ roomType: "deluxe", guests: "2" });
    const user = userEvent.setup();
    await toStayStep(user);
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole("button", { name: "Add a room" }));
    expect(screen.getByRole("group", { name: "Room 5" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a room" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More than 5 rooms? Send a group inquiry" }));
    const roomsField = screen.getByLabelText(/Number of rooms/);
    expect(roomsField).toHaveFocus();
    expect(roomsField).toHaveValue("6");
    expect(screen.queryByRole("group", { name: "Room 2" })).not.toBeInTheDocument();
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter how many people will stay");
    await user.type(screen.getByLabelText(/Number of people/), "१४");

    await user.click(screen.getByRole("button", { name: "Back to room by room" }));
    expect(screen.getByRole("group", { name: "Room 5" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More than 5 rooms? Send a group inquiry" }));
    expect(screen.getByLabelText(/Number of people/)).toHaveValue("१४");

    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await next(user);
    await screen.findByRole("heading", { level: 3, name: /Confirmation/ });
    await user.click(screen.getByRole("button", { name: "Send Inquiry via WhatsApp" }));
    const text = new URL(String(open.mock.calls[0]![0])).searchParams.get("text")!;
    expect(text).toContain("\nGroup: 6 rooms, 14 people\nCheck-in:");
    expect(text).not.toContain("Room:");
  });

  describe("a room after the first sold out on a night of the stay", () => {
    /** The stay's first night (the draft's check-in, ten days on) sold out for the given types. */
    const soldOutFor = (...types: string[]) => {
      const night = toIsoDate(addDays(new Date(), 10));
      const pricing = stayPricingIn("en");
      const marks = types.map((type) => ({ room: type, from: night, to: night, status: "sold-out" as const }));
      return { ...pricing, availability: { ...pricing.availability, marks } };
    };

    it("marks that room's type with the message under it, and its Switch button changes that room alone", async () => {
      storeDraft({
        roomType: "premium",
        guests: "2",
        rooms: [twoAdultRoom("premium"), twoAdultRoom("executive-suite")],
      });
      const user = userEvent.setup();
      await toStayStep(user, soldOutFor("executive-suite"));
      await next(user);
      const message = "Room 2: the Executive Suite is sold out on the night of December 2nd, 2026.";
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      const room2 = screen.getByRole("group", { name: "Room 2" });
      const type2 = within(room2).getByLabelText("Room 2 Room Type");
      expect(type2).toHaveAttribute("aria-invalid", "true");
      expect(type2).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(within(room2).getByText(message)).toBeVisible();
      expect(within(room2).getByLabelText("Room 2 Adults")).not.toHaveAttribute("aria-invalid");
      expect(screen.getByLabelText("Room Type")).not.toHaveAttribute("aria-invalid");

      await user.click(screen.getByRole("button", { name: "Switch to the Deluxe Room" }));
      expect(type2).toHaveValue("deluxe");
      expect(type2).not.toHaveAttribute("aria-invalid");
      expect(screen.getByLabelText("Room Type")).toHaveValue("premium");
      await next(user);
      expect(await screen.findByRole("heading", { level: 3, name: /Confirmation/ })).toBeInTheDocument();
    });

    it("marks the dates, not a room's type, when every type is sold out that night", async () => {
      storeDraft({
        roomType: "premium",
        guests: "2",
        rooms: [twoAdultRoom("premium"), twoAdultRoom("executive-suite")],
      });
      const user = userEvent.setup();
      await toStayStep(user, soldOutFor("deluxe", "premium", "executive-suite"));
      await next(user);
      expect(screen.getByRole("alert")).toHaveTextContent("Room 1: the Premium Room is sold out");
      expect(screen.getByText("No other room is free on all these nights.")).toBeVisible();
      expect(screen.getByRole("button", { name: /^Check-in/ })).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByRole("button", { name: /^Check-out/ })).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText("Room Type")).not.toHaveAttribute("aria-invalid");
      expect(screen.getByLabelText("Room 2 Room Type")).not.toHaveAttribute("aria-invalid");
    });
  });
});
