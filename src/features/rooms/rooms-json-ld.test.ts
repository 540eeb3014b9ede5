import { describe, expect, it } from "vitest";
import { jsonLdText } from "@/lib/site/seo";
import { roomBookingPath, roomPageJsonLd, roomPagePath, roomsPageJsonLd } from "./rooms-json-ld";
import { roomsIn } from "@/content/read/rooms";
import { site } from "@/content/read/site";

type Node = Record<string, unknown> & { "@type": string };
/** Structured data as a search engine reads it: parsed from the serialised text. */
const parsed = (data: unknown) => JSON.parse(jsonLdText(data)) as { "@context": string; "@graph": Node[] };

const rooms = roomsIn("en");
const usd = { ...site, pricing: { currency: "USD", tax: { kind: "included" }, from: false } } as const;
const graph = parsed(roomsPageJsonLd(rooms, usd, "en", "$299 - $799"))["@graph"];
const hotel = graph.find((node) => node["@type"] === "Hotel") as Node & { makesOffer: Node[] };
const roomNodes = graph.filter((node) => node["@type"] === "HotelRoom");

describe("rooms structured data", () => {
  it("describes every room as a schema.org HotelRoom whose @id is its page's address", () => {
    expect(roomNodes.map((room) => room.name)).toEqual(["Deluxe Room", "Premium Room", "Executive Suite"]);
    expect(roomNodes.map((room) => room["@id"])).toEqual([
      `${site.url}/rooms/deluxe`,
      `${site.url}/rooms/premium`,
      `${site.url}/rooms/executive-suite`,
    ]);
  });

  it("has the hotel offer each room at its nightly price, in the site's currency, with tax stated", () => {
    const deluxe = hotel.makesOffer[0];
    expect(deluxe).toMatchObject({
      price: 299,
      priceCurrency: "USD",
      itemOffered: { "@id": `${site.url}/rooms/deluxe` },
    });
    expect(deluxe.priceSpecification).toMatchObject({
      price: 299,
      priceCurrency: "USD",
      unitCode: "DAY",
      valueAddedTaxIncluded: true,
    });
  });

  it("prices in rupees with tax added when the content says so, and gives 'from' prices as minPrice", () => {
    const inr: typeof site = {
      ...site,
      pricing: {
        currency: "INR",
        tax: {
          kind: "added",
          name: "GST",
          rules: [{ from: "2025-09-22", percent: 5, words: { en: "+ 5% GST", hi: "+ 5% GST" } }],
        },
        from: true,
      },
    };
    const offer = (
      parsed(roomsPageJsonLd(rooms, inr, "en", "₹299 - ₹799"))["@graph"][0] as Node & { makesOffer: Node[] }
    ).makesOffer[0];
    expect(offer).toMatchObject({ priceCurrency: "INR" });
    expect(offer.priceSpecification).toMatchObject({
      priceCurrency: "INR",
      valueAddedTaxIncluded: false,
      minPrice: 299,
    });
  });

  it("says nothing about tax when the site states no tax line", () => {
    const none = { ...site, pricing: { currency: "USD", tax: { kind: "none" }, from: false } } as const;
    const offer = (
      parsed(roomsPageJsonLd(rooms, none, "en", "$299 - $799"))["@graph"][0] as Node & { makesOffer: Node[] }
    ).makesOffer[0];
    expect(offer.priceSpecification).not.toHaveProperty("valueAddedTaxIncluded");
  });

  it("gives guests, size, bed and amenities from the room data", () => {
    const suite = roomNodes[2] as Node & {
      occupancy: { maxValue: number };
      bed: { typeOfBed: string };
      amenityFeature: { name: string }[];
    };
    expect(suite.occupancy.maxValue).toBe(4);
    expect(suite.floorSize).toMatchObject({ value: 60, unitCode: "MTK" });
    expect(suite.bed.typeOfBed).toBe("King bed + Sofa bed");
    expect(suite.amenityFeature.map((a) => a.name)).toContain("Jacuzzi");
  });

  it("links each offer to the booking wizard with the room chosen, as an absolute URL", () => {
    expect(hotel.makesOffer[1].url).toBe(`${site.url}/booking?room=premium`);
  });

  it("serialises to JSON without any raw '<'", () => {
    expect(jsonLdText(roomsPageJsonLd(rooms, usd, "en", "x"))).not.toContain("<");
  });
});

describe("a room's page structured data", () => {
  it("names the room, the hotel's offer of it and the breadcrumb trail, in the page's language", () => {
    const deluxe = roomsIn("hi")[0]!;
    const trail = [
      { name: "होम", url: `${site.url}/hi` },
      { name: "कमरे", url: `${site.url}/hi/rooms` },
      { name: deluxe.name, url: `${site.url}/hi/rooms/deluxe` },
    ];
    const [room, hotelNode, crumbs] = parsed(roomPageJsonLd(deluxe, usd, "hi", "$299 - $799", trail))["@graph"];
    expect(room).toMatchObject({ "@type": "HotelRoom", "@id": `${site.url}/hi/rooms/deluxe`, name: deluxe.name });
    expect(hotelNode).toMatchObject({ "@type": "Hotel", "@id": `${site.url}/#hotel` });
    expect((crumbs as Node & { itemListElement: Node[] }).itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
  });
});

describe("room links", () => {
  it("'Book Now' opens the booking wizard with the room preselected", () => {
    expect(roomBookingPath("en", "executive-suite")).toBe("/booking?room=executive-suite");
  });
  it("each room's page lives under /rooms in each language", () => {
    expect(roomPagePath("en", "deluxe")).toBe("/rooms/deluxe");
    expect(roomPagePath("hi", "deluxe")).toBe("/hi/rooms/deluxe");
  });
});
