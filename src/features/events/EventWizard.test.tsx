// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";
import { toIsoDate } from "@/lib/dates/dates";
import EventWizard, { eventDraftKey } from "./EventWizard";
import { cateringFromIn, hallChoicesIn } from "@/content/read/events";
import { namedAmountTaxIn } from "@/content/read/prices";
import { words } from "@/content/read/words";

const eventInquiry = words("event-inquiry", "en");

const hallDetails = words("hall-details", "en");

const renderWizard = () =>
  render(
    <EventWizard
      locale="en"
      strings={eventInquiry}
      contact={words("contact-fields", "en")}
      details={hallDetails}
      halls={hallChoicesIn("en")}
      cateringFrom={cateringFromIn("en")}
      currency="USD"
      budgetTax={namedAmountTaxIn("en")}
      whatsapp="+91 90000 00000"
      email="events@hotel.example"
    />,
  );

/** A stored draft with step 1 filled in, so the test needs no calendar clicks. */
function storeEvent(guests: string) {
  const date = toIsoDate(addDays(new Date(), 20));
  sessionStorage.setItem(eventDraftKey, JSON.stringify({ eventType: "birthday", date, slot: "lunch", guests }));
}

describe("the event wizard", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it("moves focus to step 2's heading and offers the halls, 'Suggest a hall' and the packages with their from-price", async () => {
    storeEvent("30");
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { level: 3 })).toHaveFocus();
    const hall = screen.getByLabelText("Hall");
    expect([...(hall as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Select a hall",
      "Grand Banquet Hall",
      "Elegant Banquet Hall",
      "Suggest a hall",
    ]);
    await user.selectOptions(screen.getByLabelText("Food"), "veg");
    // With the tax line every price on the site carries, and the budget said to be the same kind of amount.
    expect(screen.getByText("From $12 incl. taxes per plate")).toBeInTheDocument();
    expect(screen.getByText("In USD, incl. taxes.")).toBeInTheDocument();
  });

  it("names the chosen hall's own price per plate in the food hint", async () => {
    storeEvent("30");
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.selectOptions(screen.getByLabelText("Food"), "veg");
    await user.selectOptions(screen.getByLabelText("Hall"), "grand");
    expect(screen.getByLabelText("Food")).toHaveAccessibleDescription("From $15 incl. taxes per plate");
    await user.selectOptions(screen.getByLabelText("Hall"), "elegant");
    expect(screen.getByLabelText("Food")).toHaveAccessibleDescription("From $12 incl. taxes per plate");
  });

  it("warns about a hall too small for the layout, and clears the warning when the layout fits", async () => {
    storeEvent("45");
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.selectOptions(screen.getByLabelText("Hall"), "elegant");
    await user.selectOptions(screen.getByLabelText("Seating layout"), "u-shape");
    expect(screen.getByRole("region", { name: "This hall may be too small" })).toHaveTextContent(
      "45 guests is more than the Elegant Banquet Hall seats in a U-shape layout (22).",
    );
    await user.selectOptions(screen.getByLabelText("Seating layout"), "theatre");
    expect(screen.queryByRole("region", { name: "This hall may be too small" })).toBeNull();
  });

  it("starts with the hall a link chooses (a hall card's Request Quote), over the draft, and drops the link from the address", async () => {
    storeEvent("30");
    history.replaceState(null, "", "/events/inquiry?hall=elegant");
    const user = userEvent.setup();
    renderWizard();
    expect(location.search).toBe("");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByLabelText("Hall")).toHaveValue("elegant");
  });

  it("keeps the values in the tab's draft as they change", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText("Number of guests"), "120");
    expect(JSON.parse(sessionStorage.getItem(eventDraftKey)!)).toMatchObject({ guests: "120" });
  });
});
