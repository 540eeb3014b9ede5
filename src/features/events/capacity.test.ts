import { describe, expect, it } from "vitest";
import { capacityWarning, seatingsFor, type HallSeating } from "./capacity";

const halls: HallSeating[] = [
  { slug: "grand", layouts: { "round-tables": 60, theatre: 75, classroom: 40, "u-shape": 30, cocktail: 75 } },
  { slug: "elegant", layouts: { "round-tables": 40, theatre: 50, classroom: 28, "u-shape": 22, cocktail: 50 } },
];

describe("the capacity warning", () => {
  it("stays silent while the chosen hall seats the guests in the chosen layout", () => {
    expect(capacityWarning({ guests: "60", hall: "grand", layout: "round-tables" }, halls)).toBeNull();
  });

  it("names every hall and layout that seats the guests when the chosen one does not", () => {
    expect(capacityWarning({ guests: "45", hall: "elegant", layout: "classroom" }, halls)).toEqual({
      guests: 45,
      chosen: { hall: "elegant", layout: "classroom", capacity: 28 },
      fits: [
        { hall: "grand", layout: "round-tables", capacity: 60 },
        { hall: "grand", layout: "theatre", capacity: 75 },
        { hall: "grand", layout: "cocktail", capacity: 75 },
        { hall: "elegant", layout: "theatre", capacity: 50 },
        { hall: "elegant", layout: "cocktail", capacity: 50 },
      ],
    });
  });

  it("counts guests typed in Devanagari digits", () => {
    expect(capacityWarning({ guests: "४५", hall: "elegant", layout: "classroom" }, halls)?.guests).toBe(45);
  });

  it("warns with no fits when no hall seats the guests", () => {
    expect(capacityWarning({ guests: "300", hall: "grand", layout: "theatre" }, halls)?.fits).toEqual([]);
  });

  it("says nothing when the hotel is to suggest the hall, or before a valid guest count", () => {
    expect(capacityWarning({ guests: "300", hall: "suggest", layout: "theatre" }, halls)).toBeNull();
    expect(capacityWarning({ guests: "lots", hall: "grand", layout: "theatre" }, halls)).toBeNull();
    expect(capacityWarning({ guests: "300", hall: "grand", layout: "" }, halls)).toBeNull();
  });

  it("treats a layout the hall does not offer as seating nobody", () => {
    const small: HallSeating[] = [{ slug: "boardroom", layouts: { "u-shape": 12 } }];
    expect(capacityWarning({ guests: "10", hall: "boardroom", layout: "theatre" }, small)?.chosen.capacity).toBe(0);
  });
});

describe("seatingsFor", () => {
  it("counts a layout that seats exactly the guests as a fit", () => {
    expect(seatingsFor(75, halls)).toEqual([
      { hall: "grand", layout: "theatre", capacity: 75 },
      { hall: "grand", layout: "cocktail", capacity: 75 },
    ]);
  });
});
