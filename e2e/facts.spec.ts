import type { Locator, Page } from "@playwright/test";
import site from "../src/content/site.json" with { type: "json" };
import privacy from "../src/content/privacy.json" with { type: "json" };
import pilgrims from "../src/content/pilgrims.json" with { type: "json" };
import { checkedFacts } from "../src/lib/dates/verified";
import { expect, taxWordingsOn, test } from "./fixtures";
import { jsonLdNodes } from "./structured-data";

/**
 * The hotel's facts as a guest reads them on each page, from the HTML alone (no JavaScript): one load
 * a page, one table entry a fact. Where each fact lives once is the content's checks (src/content/check);
 * that every page answers, passes axe and its JSON-LD matches what it shows is e2e/shell.spec.ts's.
 *
 * A scope names where on the page a fact is: "role:name" (a list item by its heading), or "main".
 */
type Text = string | RegExp;
type Facts = {
  /** Texts inside each scope. */
  texts?: Record<string, Text[]>;
  /** [scope, link name, href]: a link and where it goes. */
  links?: [string, Text, Text][];
  /** [scope, list name, its items in order]; [scope, heading level, the headings in order]. */
  lists?: [string, string, Text[]][];
  headings?: [string, 2 | 3, string[]];
  /** [scope, what must not be there: a link's name or a text]. */
  absent?: [string, "link" | "button" | "text", RegExp][];
  /** A structured-data node of the page holds these properties. */
  jsonLd?: Record<string, unknown>;
  /** The one tax wording every price on the page uses: no sentence beside them says otherwise. */
  taxWording?: string;
  more?: (page: Page) => Promise<void>;
};

const offers = "region:Special Offers";
const guide = "region:In the Heart of Indore";
const grand = "article:Grand Banquet Hall";
const elegant = "article:Elegant Banquet Hall";
const contactInfo = "region:Contact Information";
const privacyContact = "region:Questions about your personal data";
const privacyLink = "our privacy notice and contact person";
const policySummary = "region:Good to know before you book";
const origin = "https://www.hotelshreejipalace.example";

const pages: Record<string, Facts> = {
  "/": {
    texts: {
      main: ["Rated 4.8 out of 5", "Rated 4.9 out of 5", "Rated 4.7 out of 5"],
      "region:What Our Guests Say": ["Wedding reception", "Bhopal, Madhya Pradesh"],
      [offers]: ["Up to 20% off", "Wedding Celebration Package"],
      // The home page's room categories: the first two rooms, three amenities and "+N more".
      "article:Deluxe Room": ["$299", "per night", "Interior courtyard view"],
      [guide]: [
        ...["Rajwada Palace", "Sarafa Bazaar", "Khajrana Ganesh Temple", "Lal Bagh Palace", "Chappan Dukan"],
        ...["Kanch Mandir", "0.3 miles (0.5 kilometres) away", "3.0 miles (4.8 kilometres) away", "0.3 mi · 0.5 km"],
        ...[/Devi Ahilyabai Holkar Airport\D+30 min/, /Indore Junction railway station\D+15 min/],
        /Sarwate bus stand\D+8 min/,
      ],
    },
    links: [
      ["region:Experiences at the Hotel", "Learn More about Top-Floor Restaurant", "/dining"],
      ["region:Experiences at the Hotel", "Learn More about Banquet Events", "/events"],
      ["region:Experiences at the Hotel", "Learn More about City-Centre Experience", "/#location"],
      ["main", "Explore Events & Dining", "/events"],
      [offers, "Contact for Custom Package", "/contact?subject=Custom%20package%20inquiry"],
      [
        offers,
        /^Ask About This Offer\W+Wedding Celebration Package$/,
        "/contact?subject=Offer%3A%20Wedding%20Celebration%20Package",
      ],
      [guide, "Plan Your Visit", "/contact"],
      [guide, /Get Directions/, "https://www.google.com/maps/dir/?api=1&destination=22.7196,75.8577"],
      ["main", "Browse the photo gallery", "#gallery"],
      ["main", "Check Availability", "/booking"],
      ["region:Our Room Categories", /^Deluxe Room$/, "/rooms/deluxe"],
      ["region:Our Room Categories", "View All Room Details", "/rooms"],
      ["article:Premium Room", /^Book Now/, "/booking?room=premium"],
      ["contentinfo:", "Stay Policies", "/policies"],
      ["contentinfo:", "Official Numbers & Payment", "/official"],
    ],
    lists: [["article:Deluxe Room", "Highlights", ["Free WiFi", "Air conditioning", "Mini bar", /\+3 more/]]],
    headings: ["region:Our Room Categories", 3, ["Deluxe Room", "Premium Room"]],
    // Without JavaScript the gallery shows every photo as a link to the full image (the photo host's,
    // or the site's own copy where the build self-hosts it, decision 010), and no control is dead.
    more: async (page) => {
      const gallery = page.getByRole("region", { name: "Photo Gallery" });
      await expect(gallery.getByRole("listitem")).toHaveCount(12);
      await expect(gallery.getByRole("link").first()).toHaveAttribute(
        "href",
        /^(https:\/\/images\.unsplash\.com\/|\/_astro\/[^/]+\.jpg$)/,
      );
      await expect(gallery.getByRole("group", { name: "Show photos of" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Start Virtual Tour" })).toBeHidden();
      await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
      // Map directions open in a new tab, the page staying where it is.
      const directions = page.getByRole("link", { name: /Get Directions/ });
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute("rel", /noopener/);
    },
  },
  "/hi": { links: [["contentinfo:", "रेस्टोरेंट और भोजन", "/hi/dining"]] },
  "/events": {
    texts: {
      [grand]: ["Fully Air Conditioned", "Up to 75 guests", "120 sqm"],
      [elegant]: [
        ...["Fully Air Conditioned", "Up to 50 guests", "85 sqm", "10 m × 8.5 m, ceiling 3.6 m", "Floor 2"],
        ...["Windows with natural light", "Amplified music until 22:00"],
        /15% off rooms for out-of-town guests when you book 5 or more/,
      ],
      "region:Event Planning Services": [/top-floor restaurant/],
    },
    links: [
      [grand, /^Request Quote/, "/events/inquiry?hall=grand"],
      [elegant, /^Request Quote/, "/events/inquiry?hall=elegant"],
    ],
    lists: [
      [elegant, "Time slots", ["Lunch: 12:00 – 16:00", "Dinner: 19:00 – 23:00", "Full day: 09:00 – 23:00"]],
      [
        elegant,
        "Catering per plate",
        ["Vegetarian package: from $12 incl. taxes per plate", "Jain package: from $13 incl. taxes per plate"],
      ],
      [elegant, "AV and stage equipment", [/\w/, /\w/, /\w/, /\w/]],
    ],
    headings: ["region:Event Planning Services", 3, ["Event Planning", "Catering", "Climate Control"]],
    taxWording: "incl. taxes",
    more: async (page) => {
      for (const name of ["Grand Banquet Hall", "Elegant Banquet Hall"]) {
        const hall = page.getByRole("article", { name });
        await expect(hall.getByRole("img").first()).toHaveAccessibleName(new RegExp(name));
        expect(await hall.getByRole("list", { name: "Features" }).getByRole("listitem").count()).toBeGreaterThan(3);
      }
      // Each hall's capacity per seating layout, as a table.
      const table = page.getByRole("table", { name: "Capacity of the Grand Banquet Hall by seating layout" });
      await expect(table.getByRole("columnheader")).toHaveText(["Layout", "Guests"]);
      await expect(table.getByRole("rowheader")).toHaveText([
        "Round tables",
        "Theatre",
        "Classroom",
        "U-shape",
        "Cocktail",
      ]);
      await expect(table.getByRole("row", { name: "Classroom" }).getByRole("cell")).toHaveText("40");
    },
  },
  "/amenities": {
    headings: [
      "list:Our amenities",
      2,
      [
        "Top Floor Restaurant",
        "Banquet Halls",
        "Air Conditioning",
        "Parking Facility",
        "High-Speed WiFi",
        "24/7 Reception",
      ],
    ],
    // The banquet halls' capacities come from the hall data.
    texts: { "listitem:Banquet Halls": ["Grand Hall for up to 75 guests", "Elegant Hall for up to 50"] },
    links: [
      ["main", "Reserve Your Stay", "/booking"],
      ["main", "See Our Rooms", "/rooms"],
      ["main", "Hours, menu and table reservations", "/dining"],
      ["contentinfo:", "Restaurant & Dining", "/dining"],
    ],
    more: async (page) => {
      for (const photo of await page.getByRole("list", { name: "Our amenities" }).getByRole("img").all())
        await expect(photo).toHaveAccessibleName(/\w{3,}/);
    },
  },
  "/dining": {
    texts: {
      main: [
        "Vegetarian and non-vegetarian: vegetarian dishes are cooked in a separate vegetarian kitchen",
        ...["Jain food and dishes without onion and garlic on request", "No alcohol is served"],
      ],
      "listitem:Jain thali": ["Vegetarian", "$11"],
      "listitem:Chicken biryani": ["Non-vegetarian"],
    },
    // The navbar keeps the specification's five links, none to the dining page.
    links: [
      ...["Home", "Rooms", "Amenities", "Events", "Contact"].map((name): [string, Text, Text] => [
        "navigation:Main",
        name,
        /^\//,
      ]),
      ["main", privacyLink, "/privacy#privacy-contact"],
    ],
    absent: [["navigation:Main", "link", /Dining|Restaurant/]],
    jsonLd: {
      "@type": "Restaurant",
      "@id": "https://www.hotelshreejipalace.example/dining#restaurant",
      containedInPlace: expect.objectContaining({ "@id": "https://www.hotelshreejipalace.example/#hotel" }),
      openingHours: ["Mo-Su 07:00-10:30", "Mo-Su 12:30-15:30", "Mo-Su 19:00-23:00"],
      servesCuisine: expect.arrayContaining(["North Indian"]),
    },
    taxWording: "incl. taxes",
    more: async (page) => {
      for (const [meal, hours] of [
        ["Breakfast", "07:00 – 10:30"],
        ["Lunch", "12:30 – 15:30"],
        ["Dinner", "19:00 – 23:00"],
        ["Room service", "06:00 – 23:30"],
      ] as const) {
        const term = page.getByRole("term").filter({ hasText: new RegExp(`^${meal}$`) });
        await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(hours);
      }
    },
  },
  "/contact": {
    texts: {
      [contactInfo]: ["Reservations:", "24/7 Front Desk", "Concierge 6:00 AM - 10:00 PM"],
      "region:Location": [site.address.street],
      // Without JavaScript the form says so; the phone, e-mail and WhatsApp links still work.
      main: [/The form needs JavaScript/],
    },
    links: [
      ["main", privacyLink, "/privacy#privacy-contact"],
      [contactInfo, site.phones.frontDesk, "tel:+917314000000"],
      [contactInfo, site.phones.reservations, "tel:+917314000001"],
      [contactInfo, site.emails.info, `mailto:${site.emails.info}`],
      [contactInfo, site.emails.reservations, `mailto:${site.emails.reservations}`],
      ["main", /Chat with us on WhatsApp/, /^https:\/\/wa\.me\/919000000000\?text=/],
      // 'Open in Maps' searches the map for the hotel's address, in a new tab.
      [
        "region:Location",
        /Open in Maps/,
        new RegExp(
          `^https://www\\.google\\.com/maps/search/\\?api=1&query=.*${encodeURIComponent(site.address.street)}`,
        ),
      ],
    ],
    absent: [["main", "button", /^Send Message$/]],
    more: (page) => expect(page.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute("target", "_blank"),
  },
  // Every form links to the privacy notice's contact person.
  ...Object.fromEntries(
    ["/booking", "/events/inquiry"].map((path) => [
      path,
      { links: [["main", privacyLink, "/privacy#privacy-contact"]] },
    ]),
  ),
  "/pilgrims": {
    texts: {
      main: [
        "The Bhasma Aarti starts at about 4:00 AM: leave the hotel by 2:30 AM.",
        /from 27 March 2028 to 27 May 2028; its main window is about 9 April 2028/,
        /have not been announced yet/,
        /Our Simhastha 2028 rates apply from 27 March 2028 to 27 May 2028, for a stay of at least 3 nights/,
        ...["Early check-in from 7:00 AM, for 50% of a night's rate.", "Sample"],
      ],
    },
    links: [
      ["main", /Book on shrimahakaleshwar\.com/, "https://shrimahakaleshwar.com"],
      ["main", "Ask about: a taxi for a temple visit", "/contact?subject=a%20taxi%20for%20a%20temple%20visit"],
    ],
    more: officialLinksOnly,
  },
  "/hi/pilgrims": { more: officialLinksOnly },
  // The rooms, the largest party a room takes, each room's facts and its Book Now.
  "/rooms": {
    texts: {
      main: ["3 Rooms • 4 Guests Maximum Per Room"],
      "article:Deluxe Room": ["$299/night incl. taxes", "28 sqm", "Up to 2", "Double bed", "View:"],
      "article:Executive Suite": ["$799/night incl. taxes", "60 sqm", "King bed + Sofa bed"],
    },
    links: [
      ["article:Deluxe Room", /^Book Now/, "/booking?room=deluxe"],
      ["article:Premium Room", /^Book Now/, "/booking?room=premium"],
      ["article:Executive Suite", /^Book Now/, "/booking?room=executive-suite"],
    ],
    more: (page) =>
      expect(
        page
          .getByRole("article", { name: "Deluxe Room" })
          .getByRole("list", { name: "Room amenities" })
          .getByRole("listitem"),
      ).toHaveCount(6),
  },
  // A room's page: the price read out with its label, the facts a guest asks about, one ID document each.
  "/rooms/deluxe": {
    texts: {
      main: ["Price per room per night: $299/night incl. taxes"],
      "region:The room": [
        ...["Size", "28 sqm", "Beds", "Double bed", "View", "Interior courtyard", "Up to 2", "Meal plan"],
        "Children under 6 stay free using the existing beds; this room takes no extra bed.",
        "Room only or With breakfast",
      ],
      [policySummary]: [
        ...["from 2:00 PM", "by 11:00 AM"],
        "One original photo ID for every adult: Aadhaar card, passport, driving licence or voter ID card",
      ],
    },
    links: [
      [policySummary, "All stay policies", "/policies"],
      ["navigation:Breadcrumb", "Home", "/"],
      ["navigation:Breadcrumb", "Rooms", "/rooms"],
    ],
    // Its accessible room, on the page and among its HotelRoom's features.
    jsonLd: {
      "@type": "HotelRoom",
      amenityFeature: expect.arrayContaining(
        ["Wheelchair-accessible room", "a roll-in shower", "a fire alarm that flashes"].map((name) =>
          expect.objectContaining({ name }),
        ),
      ),
    },
    more: async (page) => {
      const accessible = page.getByRole("region", { name: "Accessible room" });
      for (const text of ["a 90 cm wide door", "a roll-in shower"]) await expect(accessible).toContainText(text);
      await expect(page.getByRole("region", { name: "Room amenities" }).getByRole("listitem")).toHaveCount(6);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Rooms", "Deluxe Room"]);
      await expect(trail.getByRole("link", { name: "Deluxe Room" })).toHaveAttribute("aria-current", "page");
    },
  },
  "/rooms/premium": {
    more: async (page) => {
      await expect(page.getByRole("region", { name: "Accessible room" }), "a type without one").toHaveCount(0);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /photo-1618773928121/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/rooms/premium`);
    },
  },
  // 'Ask about this room on WhatsApp' opens a chat whose message names the room and its page.
  "/hi/rooms/executive-suite": {
    more: async (page) => {
      const ask = page.getByRole("link", { name: /इस कमरे के बारे में व्हाट्सऐप पर पूछें/ });
      await expect(ask).toHaveAttribute("target", "_blank");
      const url = new URL((await ask.getAttribute("href"))!);
      expect(url.origin + url.pathname).toBe("https://wa.me/919000000000");
      expect(url.searchParams.get("text")).toBe(
        `नमस्ते! मुझे एग्ज़ीक्यूटिव सुइट के बारे में पूछना है: ${origin}/hi/rooms/executive-suite`,
      );
    },
  },
  // The times, the ID rule, cancellation and the official numbers; an FAQ answer opens without JavaScript.
  "/policies": {
    texts: {
      "note:": ["These policies are samples"],
      main: [
        ...["Check-in from 2:00 PM.", "Check-out by 11:00 AM.", /Form C\) within 24 hours/],
        /one original photo ID: Aadhaar card, passport, driving licence or voter ID card/,
        ...["A PAN card is not accepted, as it carries no address.", "Cancel free of charge up to 48 hours"],
        "Our only official numbers: phone +91 731 400 0000, WhatsApp +91 90000 00000.",
      ],
    },
    links: [["main", "Our official numbers, GSTIN and payment account", "/official"]],
    more: async (page) => {
      const answer = page.getByText(/^Yes, from 7:00 AM as soon as a room is ready/);
      await expect(answer).toBeHidden();
      await page.getByText("Can I check in early, off the overnight train?").click();
      await expect(answer).toBeVisible();
    },
  },
  // The GSTIN, the UPI ID as text to type (never a payment link) and where to report a fraud.
  "/official": {
    texts: {
      "note:": ["These details are samples"],
      "region:Our only numbers and addresses": ["only from addresses ending in @hotelshreejipalace.example"],
      main: [
        ...["23AABCS1234K1ZO", "shreejipalace@example"],
        "We ask for an advance only in the WhatsApp chat, after we confirm your booking, and only to this account.",
      ],
    },
    links: [
      ["region:Our only numbers and addresses", "+91 731 400 0000", "tel:+917314000000"],
      ["main", /^Open services\.gst\.gov\.in/, "https://services.gst.gov.in/services/searchtp"],
      ["main", "Call 1930, the national cyber-crime helpline", "tel:1930"],
      ["main", /^Report it at cybercrime\.gov\.in/, "https://cybercrime.gov.in"],
    ],
    more: (page) => expect(page.locator('a[href^="upi:"]')).toHaveCount(0),
  },
  // The building's access, and a WhatsApp question about what a guest needs.
  "/accessibility": {
    texts: { "region:Getting around the hotel": ["1 accessible room: a 90 cm wide door", /lift serves every floor/] },
    links: [
      [
        "region:Getting around the hotel",
        /Tell us what you need/,
        /^https:\/\/wa\.me\/\d+\?text=Hello!(%20|\+)Before(%20|\+)my(%20|\+)stay/,
      ],
    ],
  },
  // The DPDP Rules' contact person, with e-mail and phone, and every item they ask.
  "/privacy": {
    texts: {
      [privacyContact]: [privacy.contact.name],
      main: [
        ...["Why we ask, and on what basis", "What we collect", "Where it goes", "How long we keep it", "Children"],
        ...["No marketing", "Your rights: access, correction, erasure", "Complaints", /section 7\(a\)/],
        ...[/even before you press Send there/, `${privacy.chatMonths} months after the last message`],
        /Data Protection Board of India/,
      ],
    },
    links: [
      [privacyContact, privacy.contact.email, `mailto:${privacy.contact.email}`],
      [privacyContact, privacy.contact.phone, /^tel:\+91/],
    ],
    absent: [["main", "text", /Nothing is sent until/]],
  },
};

/** Every official source and booking site the pilgrims' facts name. */
const officialSites = new Set([
  ...checkedFacts(pilgrims).map((fact) => fact.source),
  pilgrims.mahakaleshwar.booking.site,
]);

/** The pilgrims' page: every link out is an official https source beside its date, and the VIP warning links to /official and 1930. */
async function officialLinksOnly(page: Page) {
  const links = await page.locator("main article a[href^='http']").evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href")!,
      dated: /Last verified \d|आख़िरी जाँच \d/.test(a.closest("[data-fact]")?.textContent ?? ""),
    })),
  );
  expect(links.length).toBeGreaterThan(8);
  for (const link of links)
    expect(/^https:/.test(link.href) && officialSites.has(link.href) && link.dated, link.href).toBe(true);
  const warning = page.getByRole("region", { name: /VIP|वीआईपी/ });
  await expect(warning.locator("a[href$='/official']")).toBeVisible();
  await expect(warning.locator("a[href='tel:1930']")).toBeVisible();
}

/** The element a scope names. */
function scopeOf(page: Page, scope: string): Locator {
  if (scope === "main") return page.getByRole("main");
  const [role, name] = scope.split(":") as ["region", string];
  if ((role as string) === "listitem")
    return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  return page.getByRole(role, name ? { name } : {}).first();
}

test.describe("the hotel's facts, from the HTML alone", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, facts] of Object.entries(pages)) {
    test(`${path}: what a guest reads there`, async ({ page }) => {
      await page.goto(path);
      const at = (scope: string) => scopeOf(page, scope);
      for (const [scope, texts] of Object.entries(facts.texts ?? {}))
        for (const text of texts) await expect(at(scope), `${scope}: ${text}`).toContainText(text);
      for (const [scope, name, href] of facts.links ?? [])
        await expect(at(scope).getByRole("link", { name }).first(), `${scope}: ${name}`).toHaveAttribute("href", href);
      for (const [scope, name, items] of facts.lists ?? [])
        await expect(at(scope).getByRole("list", { name }).getByRole("listitem"), name).toHaveText(items);
      if (facts.headings) {
        const [scope, level, headings] = facts.headings;
        await expect(at(scope).getByRole("heading", { level })).toHaveText(headings);
      }
      for (const [scope, kind, what] of facts.absent ?? []) {
        const found = kind === "text" ? at(scope).getByText(what) : at(scope).getByRole(kind, { name: what });
        await expect(found, `no ${kind} ${what} in ${scope}`).toHaveCount(0);
      }
      if (facts.jsonLd) expect(await jsonLdNodes(page)).toContainEqual(expect.objectContaining(facts.jsonLd));
      if (facts.taxWording) expect(await taxWordingsOn(page)).toEqual([facts.taxWording]);
      await facts.more?.(page);
    });
  }
});
