import { expect, test } from "./fixtures";
import { jsonLdCurrencies, jsonLdNodes } from "./structured-data";

// Every page's JSON-LD is checked against what the page shows in shell.spec.ts, with the page's other checks.

test("a room page's HotelRoom is identified by the page's own address, and the hotel offers it in US dollars", async ({
  page,
  baseURL,
}) => {
  await page.goto("/rooms/premium");
  const nodes = await jsonLdNodes(page);
  const room = nodes.find((node) => node["@type"] === "HotelRoom");
  expect(room?.["@id"]).toBe("https://www.hotelshreejipalace.example/rooms/premium");
  expect(page.url()).toBe(`${baseURL}/rooms/premium`);
  expect(await jsonLdCurrencies(page)).toEqual(["USD", "USD"]);
});

test("the home page's Hotel gives check-in and check-out, languages, and contains the restaurant and the halls", async ({
  page,
}) => {
  await page.goto("/");
  const hotel = (await jsonLdNodes(page)).find((node) => node["@type"] === "Hotel")!;
  expect(hotel).toMatchObject({
    checkinTime: "14:00",
    checkoutTime: "11:00",
    petsAllowed: false,
    availableLanguage: ["en", "hi"],
  });
  const places = hotel.containsPlace as { "@type": string; "@id": string; maximumAttendeeCapacity?: number }[];
  expect(places.map((p) => [p["@type"], p["@id"].replace(/^https:\/\/[^/]+/, ""), p.maximumAttendeeCapacity])).toEqual([
    ["Restaurant", "/dining#restaurant", undefined],
    ["EventVenue", "/events#hall-grand", 75],
    ["EventVenue", "/events#hall-elegant", 50],
  ]);
});
