// @vitest-environment jsdom
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stayPricingIn } from "@/content/read/rates";
import { roomsIn } from "@/content/read/rooms";
import { words } from "@/content/read/words";
import { emptyBooking, type BookingField, type BookingValues } from "./booking-form";
import { ConfirmStep } from "./ConfirmStep";
import { messageQuoteOf } from "./estimate";

const strings = { ...words("booking", "en"), ...words("booking-later", "en") };
const pricing = stayPricingIn("en");
const rooms = roomsIn("en").map(({ slug, name }) => ({ slug, name }));
const stay: BookingValues = {
  ...emptyBooking,
  firstName: "Priya",
  roomType: "deluxe",
  checkIn: "2026-12-07",
  checkOut: "2026-12-09",
  guests: "2",
};

/** The confirm step holding its values as the wizard does. */
function Confirm({ invalid = new Set<BookingField>() }: { invalid?: ReadonlySet<BookingField> }) {
  const [values, setValues] = useState(stay);
  const change = <F extends BookingField>(field: F, value: BookingValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  return (
    <ConfirmStep
      values={values}
      onChange={change}
      onSpecialRequestsChange={(value) => change("specialRequests", value)}
      strings={strings}
      rooms={rooms}
      quote={messageQuoteOf(values, pricing, "en")}
      pricing={pricing}
      locale="en"
      invalid={invalid}
      errorId="booking-error"
    />
  );
}

describe("the confirm step's extras", () => {
  it("says what an arrival at 06:30 means, and shows the arrival in the summary", async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    const arrival = screen.getByLabelText("Expected arrival (optional)");
    expect(arrival).toHaveValue("");
    await user.selectOptions(arrival, "06:30");
    expect(screen.getByRole("status")).toHaveTextContent(/^Arriving at 06:30: early check-in starts at 07:00/);
    expect(screen.getByText("Arrival").nextElementSibling).toHaveTextContent("06:30");
    await user.selectOptions(arrival, "Not sure yet");
    expect(screen.queryByText("Arrival")).toBeNull();
  });

  it("refuses a GSTIN with a wrong check character when the guest leaves it, keeping what was typed", async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByText("GST invoice for a company (optional)"));
    await user.type(screen.getByLabelText("Company's legal name"), "Acme Travels Pvt Ltd");
    const gstin = screen.getByLabelText("GSTIN");
    await user.type(gstin, "27aapfu0939f1zx");
    expect(gstin).toHaveValue("27AAPFU0939F1ZX");
    expect(screen.getByLabelText("Billing state")).toHaveValue("27");
    await user.tab();
    expect(gstin).toHaveAccessibleDescription(/its last character does not match the rest/);
    expect(gstin).toHaveAttribute("aria-invalid", "true");
    expect(gstin).toHaveValue("27AAPFU0939F1ZX");
  });

  it("puts sound GST details in the summary, with the billing state the guest chose", async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByText("GST invoice for a company (optional)"));
    expect(screen.getByText(/The invoice is issued in this name/)).toBeVisible();
    await user.type(screen.getByLabelText("Company's legal name"), "Acme Travels Pvt Ltd");
    await user.type(screen.getByLabelText("GSTIN"), "27AAPFU0939F1ZV");
    await user.selectOptions(screen.getByLabelText("Billing state"), "23");
    expect(screen.getByText("GST invoice").nextElementSibling).toHaveTextContent(
      "Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, Madhya Pradesh",
    );
  });

  it("fills the billing state from the GSTIN until the guest picks one, and keeps a hand-picked state through later GSTIN edits", async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByText("GST invoice for a company (optional)"));
    const gstin = screen.getByLabelText("GSTIN");
    const state = screen.getByLabelText("Billing state");
    await user.type(gstin, "27AAPFU0939F1ZV");
    expect(state).toHaveValue("27");
    await user.clear(gstin);
    await user.type(gstin, "29AAACR5055K1ZF");
    expect(state).toHaveValue("29");

    await user.selectOptions(state, "23");
    await user.clear(gstin);
    await user.type(gstin, "27AAPFU0939F1ZV");
    expect(state).toHaveValue("23");
    await user.type(screen.getByLabelText("Company's legal name"), "Acme Travels Pvt Ltd");
    expect(screen.getByText("GST invoice").nextElementSibling).toHaveTextContent(
      "Acme Travels Pvt Ltd, GSTIN 27AAPFU0939F1ZV, Madhya Pradesh",
    );
  });

  it("opens the GST part when the send found it wanting", () => {
    render(<Confirm invalid={new Set<BookingField>(["gstin"])} />);
    expect(screen.getByLabelText("GSTIN")).toBeVisible();
  });
});
