// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Testimonials } from "./Testimonials";
import { testimonialsIn } from "@/content/read/home";
import { words } from "@/content/read/words";

const strings = words("home", "en").testimonials;
const reviews = testimonialsIn("en");

describe("Testimonials", () => {
  it("says the reviews are samples while one is not a real guest's, given with consent", () => {
    render(<Testimonials items={reviews.map((r, i) => ({ ...r, guestConsent: i > 0 }))} strings={strings} />);
    expect(screen.getByText(strings.sampleNotice)).toBeTruthy();
  });

  it("says nothing of samples once every review is a real guest's, given with consent", () => {
    render(<Testimonials items={reviews.map((r) => ({ ...r, guestConsent: true }))} strings={strings} />);
    expect(screen.queryByText(strings.sampleNotice)).toBeNull();
  });
});
