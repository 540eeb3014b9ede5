import { describe, expect, it } from "vitest";
import { roomsIn } from "@/content/room-data";
import { site } from "@/content/site";
import { jsonLdText } from "@/lib/seo";
import { roomBookingPath, roomOffersJsonLd } from "./rooms-jsonld";

const data = roomOffersJsonLd(roomsIn("en"), site, "en");

describe("rooms structured data", () => {
  it("offers every room as a schema.org HotelRoom", () => {
    expect(data["@type"]).toBe("Hotel");
    expect(data.makesOffer.map((offer) => offer.itemOffered["@type"])).toEqual(["HotelRoom", "HotelRoom", "HotelRoom"]);
    expect(data.makesOffer.map((offer) => offer.itemOffered.name)).toEqual(["Deluxe Room", "Premium Room", "Executive Suite"]);
  });

  it("prices each room in US dollars per night", () => {
    const deluxe = data.makesOffer[0];
    expect(deluxe.price).toBe(299);
    expect(deluxe.priceCurrency).toBe("USD");
    expect(deluxe.priceSpecification).toMatchObject({ price: 299, priceCurrency: "USD", unitCode: "DAY" });
  });

  it("gives guests, size, bed and amenities from the room data", () => {
    const suite = data.makesOffer[2].itemOffered;
    expect(suite.occupancy.maxValue).toBe(4);
    expect(suite.floorSize).toMatchObject({ value: 60, unitCode: "MTK" });
    expect(suite.bed.typeOfBed).toBe("King bed + Sofa bed");
    expect(suite.amenityFeature.map((a) => a.name)).toContain("Jacuzzi");
  });

  it("links each offer to the booking wizard with the room chosen, as an absolute URL", () => {
    expect(data.makesOffer[1].url).toBe(`${site.url}/booking?room=premium`);
  });

  it("serialises to JSON without any raw '<'", () => {
    expect(jsonLdText(data)).not.toContain("<");
    expect(JSON.parse(jsonLdText(data)).makesOffer).toHaveLength(3);
  });
});

describe("Book Now link", () => {
  it("opens the booking wizard with the room preselected", () => {
    expect(roomBookingPath("en", "executive-suite")).toBe("/booking?room=executive-suite");
  });
});
