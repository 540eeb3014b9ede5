import type { Locator, Page } from "@playwright/test";
import site from "../src/content/site.json" with { type: "json" };
import privacy from "../src/content/privacy.json" with { type: "json" };
import { expect, taxWordingsOn, test } from "./fixtures";
import { jsonLdNodes } from "./structured-data";

/**
 * The hotel's facts as a guest reads them on each page, from the HTML alone (no JavaScript): one load
 * a page, one table row a fact. Where each fact lives once is the content's checks (src/content/check);
 * that every page answers, passes axe and its JSON-LD matches what it shows is e2e/shell.spec.ts's.
 */

/** Where on the page a fact is: an element with a role and a name (a list item by its heading), or the main content. */
type Scope = readonly ["article" | "region" | "list" | "listitem" | "contentinfo" | "navigation", string];
type Fact =
  | { in?: Scope; text: string | RegExp }
  | { in?: Scope; link: string | RegExp; href: string | RegExp; target?: string }
  | { in?: Scope; list: string; items: readonly (string | RegExp)[] }
  | { in?: Scope; headings: 2 | 3; are: readonly string[] }
  | { term: string; is: string }
  | { in?: Scope; photo: RegExp }
  | { jsonLd: Record<string, unknown> }
  | { in?: Scope; none: RegExp; of: "link" | "button" | "text" };

const hall = (name: string) => ["article", name] as const;
const elegant = hall("Elegant Banquet Hall");
const dish = (name: string) => ["listitem", name] as const;

const pages: Record<string, { facts: Fact[]; taxWording?: string }> = {
  "/": {
    facts: [
      ...(
        [
          ["Top-Floor Restaurant", "/dining"],
          ["Banquet Events", "/events"],
          ["City-Centre Experience", "/#location"],
        ] as const
      ).map(([name, href]) => ({
        in: ["region", "Experiences at the Hotel"] as const,
        link: `Learn More about ${name}`,
        href,
      })),
      { link: "Explore Events & Dining", href: "/events" },
      ...["4.8", "4.9", "4.7"].map((rating) => ({ text: `Rated ${rating} out of 5` })),
      { in: ["region", "What Our Guests Say"], text: "Wedding reception" },
      { in: ["region", "What Our Guests Say"], text: "Bhopal, Madhya Pradesh" },
      { in: ["region", "Special Offers"], text: "Up to 20% off" },
      { in: ["region", "Special Offers"], text: "Wedding Celebration Package" },
      { link: "Contact for Custom Package", href: "/contact?subject=Custom%20package%20inquiry" },
      {
        link: /^Ask About This Offer\W+Wedding Celebration Package$/,
        href: "/contact?subject=Offer%3A%20Wedding%20Celebration%20Package",
      },
      ...[
        "Rajwada Palace",
        "Sarafa Bazaar",
        "Khajrana Ganesh Temple",
        "Lal Bagh Palace",
        "Chappan Dukan",
        "Kanch Mandir",
        "0.3 miles (0.5 kilometres) away",
        "3.0 miles (4.8 kilometres) away",
        "0.3 mi · 0.5 km",
        /Devi Ahilyabai Holkar Airport\D+30 min/,
        /Indore Junction railway station\D+15 min/,
        /Sarwate bus stand\D+8 min/,
      ].map((text) => ({ in: ["region", "In the Heart of Indore"] as const, text })),
      { link: "Plan Your Visit", href: "/contact" },
    ],
  },
  "/hi": { facts: [{ in: ["contentinfo", ""], link: "रेस्टोरेंट और भोजन", href: "/hi/dining" }] },
  "/events": {
    taxWording: "incl. taxes",
    facts: [
      ...(
        [
          ["Grand Banquet Hall", "Up to 75 guests", "120 sqm", "grand"],
          ["Elegant Banquet Hall", "Up to 50 guests", "85 sqm", "elegant"],
        ] as const
      ).flatMap(([name, guests, size, slug]) => [
        ...["Fully Air Conditioned", guests, size].map((text) => ({ in: hall(name), text })),
        { in: hall(name), photo: new RegExp(name) },
        { in: hall(name), link: /^Request Quote/, href: `/events/inquiry?hall=${slug}` },
      ]),
      ...["10 m × 8.5 m, ceiling 3.6 m", "Floor 2", "Windows with natural light", "Amplified music until 22:00"].map(
        (text) => ({ in: elegant, text }),
      ),
      { in: elegant, text: /15% off rooms for out-of-town guests when you book 5 or more/ },
      { in: elegant, list: "AV and stage equipment", items: [/\w/, /\w/, /\w/, /\w/] },
      {
        in: elegant,
        list: "Time slots",
        items: ["Lunch: 12:00 – 16:00", "Dinner: 19:00 – 23:00", "Full day: 09:00 – 23:00"],
      },
      {
        in: elegant,
        list: "Catering per plate",
        items: ["Vegetarian package: from $12 incl. taxes per plate", "Jain package: from $13 incl. taxes per plate"],
      },
      {
        in: ["region", "Event Planning Services"],
        headings: 3,
        are: ["Event Planning", "Catering", "Climate Control"],
      },
      { in: ["region", "Event Planning Services"], text: /top-floor restaurant/ },
    ],
  },
  "/amenities": {
    facts: [
      {
        in: ["list", "Our amenities"],
        headings: 2,
        are: [
          "Top Floor Restaurant",
          "Banquet Halls",
          "Air Conditioning",
          "Parking Facility",
          "High-Speed WiFi",
          "24/7 Reception",
        ],
      },
      // The banquet halls' capacities come from the hall data.
      { in: ["listitem", "Banquet Halls"], text: "Grand Hall for up to 75 guests" },
      { in: ["listitem", "Banquet Halls"], text: "Elegant Hall for up to 50" },
      { link: "Reserve Your Stay", href: "/booking" },
      { link: "See Our Rooms", href: "/rooms" },
      { link: "Hours, menu and table reservations", href: "/dining" },
      { in: ["contentinfo", ""], link: "Restaurant & Dining", href: "/dining" },
    ],
  },
  "/dining": {
    taxWording: "incl. taxes",
    facts: [
      // The restaurant's structured data sits inside the hotel.
      {
        jsonLd: {
          "@type": "Restaurant",
          "@id": "https://www.hotelshreejipalace.example/dining#restaurant",
          containedInPlace: expect.objectContaining({
            "@type": "Hotel",
            "@id": "https://www.hotelshreejipalace.example/#hotel",
          }),
          openingHours: ["Mo-Su 07:00-10:30", "Mo-Su 12:30-15:30", "Mo-Su 19:00-23:00"],
          servesCuisine: expect.arrayContaining(["North Indian"]),
        },
      },
      { term: "Breakfast", is: "07:00 – 10:30" },
      { term: "Lunch", is: "12:30 – 15:30" },
      { term: "Dinner", is: "19:00 – 23:00" },
      { term: "Room service", is: "06:00 – 23:30" },
      { text: "Vegetarian and non-vegetarian: vegetarian dishes are cooked in a separate vegetarian kitchen" },
      { text: "Jain food and dishes without onion and garlic on request" },
      { text: "No alcohol is served" },
      { in: dish("Jain thali"), text: "Vegetarian" },
      { in: dish("Jain thali"), text: "$11" },
      { in: dish("Chicken biryani"), text: "Non-vegetarian" },
      // The navbar keeps the specification's five links, none to the dining page.
      ...["Home", "Rooms", "Amenities", "Events", "Contact"].map((name) => ({
        in: ["navigation", "Main"] as const,
        link: new RegExp(`^${name}$`),
        href: /^\//,
      })),
      { in: ["navigation", "Main"], none: /Dining|Restaurant/, of: "link" },
    ],
  },
  "/contact": {
    facts: [
      ...(
        [
          [site.phones.frontDesk, "tel:+917314000000"],
          [site.phones.reservations, "tel:+917314000001"],
          [site.emails.info, `mailto:${site.emails.info}`],
          [site.emails.reservations, `mailto:${site.emails.reservations}`],
        ] as const
      ).map(([link, href]) => ({ in: ["region", "Contact Information"] as const, link, href })),
      ...["Reservations:", "24/7 Front Desk", "Concierge 6:00 AM - 10:00 PM"].map((text) => ({
        in: ["region", "Contact Information"] as const,
        text,
      })),
      { in: ["region", "Location"], text: site.address.street },
      {
        in: ["region", "Location"],
        link: /Open in Maps/,
        href: new RegExp(
          `^https://www\\.google\\.com/maps/search/\\?api=1&query=.*${encodeURIComponent(site.address.street)}`,
        ),
        target: "_blank",
      },
      // Without JavaScript the form says so, and the phone, e-mail and WhatsApp still work.
      { text: /The form needs JavaScript/ },
      { none: /^Send Message$/, of: "button" },
      { link: /Chat with us on WhatsApp/, href: /^https:\/\/wa\.me\/919000000000\?text=/ },
    ],
  },
  "/pilgrims": {
    facts: [
      { link: /Book on shrimahakaleshwar\.com/, href: "https://shrimahakaleshwar.com" },
      { text: "The Bhasma Aarti starts at about 4:00 AM: leave the hotel by 2:30 AM." },
      { text: /from 27 March 2028 to 27 May 2028; its main window is about 9 April 2028/ },
      { text: /have not been announced yet/ },
      {
        text: /Our Simhastha 2028 rates apply from 27 March 2028 to 27 May 2028, for a stay of at least 3 nights/,
      },
      { text: "Early check-in from 7:00 AM, for 50% of a night's rate." },
      { link: "Ask about: a taxi for a temple visit", href: "/contact?subject=a%20taxi%20for%20a%20temple%20visit" },
      { text: "Sample" },
    ],
  },
  "/privacy": {
    facts: [
      // The DPDP Rules' contact person, with e-mail and phone, and every item they ask.
      { in: ["region", "Questions about your personal data"], text: privacy.contact.name },
      {
        in: ["region", "Questions about your personal data"],
        link: privacy.contact.email,
        href: `mailto:${privacy.contact.email}`,
      },
      { in: ["region", "Questions about your personal data"], link: privacy.contact.phone, href: /^tel:\+91/ },
      ...[
        "Why we ask, and on what basis",
        "What we collect",
        "Where it goes",
        "How long we keep it",
        "Children",
        "No marketing",
        "Your rights: access, correction, erasure",
        "Complaints",
      ].map((text) => ({ text })),
      { text: /section 7\(a\)/ },
      { text: /even before you press Send there/ },
      { text: `${privacy.chatMonths} months after the last message` },
      { text: /Data Protection Board of India/ },
      { none: /Nothing is sent until/, of: "text" },
    ],
  },
};

/** The element a fact is in. */
function scopeOf(page: Page, scope: Scope | undefined): Locator {
  if (!scope) return page.getByRole("main");
  const [role, name] = scope;
  if (role === "listitem") return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  return page.getByRole(role, name ? { name } : {}).first();
}

async function expectFact(page: Page, fact: Fact) {
  const label = JSON.stringify(fact, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));
  if ("jsonLd" in fact)
    return expect(await jsonLdNodes(page), label).toContainEqual(expect.objectContaining(fact.jsonLd));
  if ("term" in fact) {
    const term = page.getByRole("term").filter({ hasText: new RegExp(`^${fact.term}$`) });
    return expect(term.locator("xpath=following-sibling::dd[1]"), label).toHaveText(fact.is);
  }
  const scope = scopeOf(page, fact.in);
  if ("none" in fact) {
    const found = fact.of === "text" ? scope.getByText(fact.none) : scope.getByRole(fact.of, { name: fact.none });
    return expect(found, label).toHaveCount(0);
  }
  if ("text" in fact) return expect(scope, label).toContainText(fact.text);
  if ("photo" in fact) return expect(scope.getByRole("img").first(), label).toHaveAccessibleName(fact.photo);
  if ("headings" in fact)
    return expect(scope.getByRole("heading", { level: fact.headings }), label).toHaveText([...fact.are]);
  if ("list" in fact)
    return expect(scope.getByRole("list", { name: fact.list }).getByRole("listitem"), label).toHaveText([
      ...fact.items,
    ]);
  const link = scope.getByRole("link", { name: fact.link }).first();
  await expect(link, label).toHaveAttribute("href", fact.href);
  if (fact.target) await expect(link, label).toHaveAttribute("target", fact.target);
}

test.describe("the hotel's facts, from the HTML alone", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, { facts, taxWording }] of Object.entries(pages)) {
    test(`${path}: ${facts.length} facts${taxWording ? `, and one tax wording for every price (${taxWording})` : ""}`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const fact of facts) await expectFact(page, fact);
      // No sentence beside the prices says otherwise ("Plus taxes.").
      if (taxWording) expect(await taxWordingsOn(page)).toEqual([taxWording]);
    });
  }
});
