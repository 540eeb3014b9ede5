// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StayBreakdown } from "./StayBreakdown";

describe("a stay's breakdown", () => {
  it("reads as a named region of terms and their amounts, the total last, then the note", () => {
    render(
      <StayBreakdown
        heading="Price breakdown: With breakfast"
        rows={[
          { term: "2 nights × $499 (weekend)", value: "$998" },
          { term: "1 child under 6", value: "Free" },
        ]}
        total={{ term: "Estimated total", value: "$998 incl. taxes" }}
        warnings={["Wedding season needs a stay of at least 2 nights."]}
        note="Estimate. The hotel confirms the price and availability in the chat."
        sampleNotice="These are sample prices."
      />,
    );
    const region = screen.getByRole("region", { name: "Price breakdown: With breakfast" });
    expect(
      within(region)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["2 nights × $499 (weekend)", "1 child under 6", "Estimated total"]);
    expect(
      within(region)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["$998", "Free", "$998 incl. taxes"]);
    expect(within(region).getByText("Wedding season needs a stay of at least 2 nights.")).toBeTruthy();
    expect(within(region).getByText("These are sample prices.")).toBeTruthy();
    expect(within(region).getByText(/^Estimate\. The hotel confirms/)).toBeTruthy();
  });
});
