import { describe, expect, it } from "vitest";
import { jsonLdText } from "@/lib/site/seo";
import { hotelJsonLd } from "./hotel-json-ld";
import { site } from "@/content/read/site";
import { hotelStayFactsIn } from "@/content/read/policies";
import { roomsPriceRange } from "@/content/read/prices";

const input = {
  site,
  locale: "en" as const,
  description: "A calm hotel.",
  amenities: ["Top Floor Restaurant", "High-Speed WiFi"],
  photos: [site.heroPhoto],
  priceRange: roomsPriceRange(),
  stay: hotelStayFactsIn("en"),
};
const ld = hotelJsonLd(input);

describe("hotel structured data", () => {
  it("describes a schema.org Hotel with the site's name and home page URL", () => {
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Hotel");
    expect(ld.name).toBe(site.name);
    expect(ld.url).toBe(`${site.url}/`);
  });

  it("gives the postal address and the map position from the site config", () => {
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: "Indore",
      addressRegion: "Madhya Pradesh",
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude });
  });

  it("gives the front-desk phone, the e-mail, and a price range spanning the rooms' prices", () => {
    expect(ld.telephone).toBe(site.phones.frontDesk);
    expect(ld.email).toBe(site.emails.info);
    expect(ld.priceRange).toBe("$299 - $799");
  });

  it("lists each amenity as a feature the hotel has", () => {
    expect(ld.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Top Floor Restaurant", value: true },
      { "@type": "LocationFeatureSpecification", name: "High-Speed WiFi", value: true },
    ]);
  });

  it("links the photos at a size search engines accept", () => {
    expect(ld.image[0]).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[^?]+\?w=1280&/);
  });

  it("states check-in and check-out times, pets, languages, payment, currencies and a map", () => {
    expect(ld).toMatchObject({
      checkinTime: "14:00",
      checkoutTime: "11:00",
      petsAllowed: false,
      availableLanguage: ["en", "hi"],
      paymentAccepted: "cash, UPI, debit and credit cards, bank transfer (NEFT/IMPS)",
      currenciesAccepted: "INR",
    });
    expect(ld.hasMap).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=22\.7196%2C75\.8577$/);
  });

  it("contains the restaurant and each hall under the ids the dining and events pages use", () => {
    expect(ld.containsPlace).toEqual([
      { "@type": "Restaurant", "@id": `${site.url}/dining#restaurant`, name: "Top Floor Restaurant" },
      {
        "@type": "EventVenue",
        "@id": `${site.url}/events#hall-grand`,
        name: "Grand Banquet Hall",
        maximumAttendeeCapacity: 75,
      },
      {
        "@type": "EventVenue",
        "@id": `${site.url}/events#hall-elegant`,
        name: "Elegant Banquet Hall",
        maximumAttendeeCapacity: 50,
      },
    ]);
  });

  it("shares its @id with the rooms page's Hotel, so both describe one hotel", () => {
    expect(ld["@id"]).toBe(`${site.url}/#hotel`);
  });

  it("survives serialisation into a script tag even with </script> in a text", () => {
    const text = jsonLdText(hotelJsonLd({ ...input, description: "</script><b>", amenities: [], photos: [] }));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).description).toBe("</script><b>");
  });
});
