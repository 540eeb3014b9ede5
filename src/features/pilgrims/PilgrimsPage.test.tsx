// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PilgrimsPage } from "./PilgrimsPage";
import { pilgrims, pilgrimsPageIn } from "@/content/read/pilgrims";
import { checkedFacts } from "@/lib/dates/verified";

const facts = checkedFacts(pilgrims);
const stale = /Not checked for more than 90 days/;

describe("the pilgrims' page", () => {
  it("shows a notice on every fact not checked for more than 90 days, on a fixed today", () => {
    render(<PilgrimsPage {...pilgrimsPageIn("en", new Date(2027, 6, 1))} />);
    expect(screen.getAllByRole("note").filter((note) => stale.test(note.textContent ?? ""))).toHaveLength(facts.length);
  });

  it("shows no such notice while every fact was checked within 90 days", () => {
    render(<PilgrimsPage {...pilgrimsPageIn("en", new Date(2026, 11, 10))} />);
    expect(screen.queryByText(stale)).toBeNull();
  });

  it("shows each fact's date and source, and marks the samples", () => {
    render(<PilgrimsPage {...pilgrimsPageIn("en", new Date(2026, 11, 10))} />);
    expect(screen.getAllByText("Last verified 2 December 2026")).toHaveLength(facts.length);
    expect(screen.getAllByText("Sample")).toHaveLength(facts.filter((fact) => fact.sample).length);
  });

  it("says the main bathing days are not announced while there are none", () => {
    render(<PilgrimsPage {...pilgrimsPageIn("hi", new Date(2026, 11, 10))} />);
    expect(screen.getByText(/अभी घोषित नहीं हुए हैं/)).toBeTruthy();
  });
});
