/**
 * The hotel's facts as a guest reads them on each built page, from the HTML alone (no JavaScript, no
 * browser): one table entry a fact, read from the parsed page as a person finds it, by role, name and
 * text; and what every page shows (everyPageProblems). Where each fact lives once is the content's
 * checks (src/content/check); that every page passes axe in a browser is e2e/shell.spec.ts's, that its
 * JSON-LD is shown json-ld-shown.ts's. That no control is shown dead without JavaScript, which only a
 * browser's styles show, is e2e/home.spec.ts's.
 *
 * A scope names where on the page a fact is: "role:name" (a list item by its heading), "main" or "page".
 */
import site from "../../src/content/site.json" with { type: "json" };
import privacy from "../../src/content/privacy.json" with { type: "json" };
import pilgrims from "../../src/content/pilgrims.json" with { type: "json" };
import contactPage from "../../src/content/copy/contact-page.json" with { type: "json" };
import { checkedFacts } from "../../src/lib/dates/verified";
import { yearsOfExcellence } from "../../src/lib/dates/dates";
import { telHref } from "../../src/lib/links/links";
import { whatsappUrl } from "../../src/lib/links/whatsapp";
import type { Finding } from "./findings";
import type { BuiltPage } from "./pages";
import { jsonLdNodes } from "./json-ld-shown";

type Text = string | RegExp;
/** What a fact names: [scope, role, name]. */
type Target = [string, string, Text?];
type Facts = {
  /** Texts inside each scope. */
  texts?: Record<string, Text[]>;
  /** [scope, link name, href]: a link and where it goes. */
  links?: [string, Text, Text][];
  /** [scope, role, name, the texts of its items (a list's, a table's rows…) in order]. */
  items?: [...Target, string, Text[]][];
  /** [scope, role, name, attribute, value]: an attribute of the first element found. */
  attributes?: [...Target, string, Text][];
  /** [scope, role, name, how many]: how many elements the page has (0: none). */
  counts?: [...Target, number][];
  /** A structured-data node of the page holds these properties (an array: these items among its own). */
  jsonLd?: Record<string, unknown>;
  /** The one tax wording every price on the page uses: no sentence beside them says otherwise. */
  taxWording?: string;
  /** Further checks: what fails, in words. */
  more?: (document: Document) => string[];
};

/** The elements of each role a fact names, as a person finds them on the page. */
const roleSelectors: Record<string, string> = {
  main: "main",
  region: "section[aria-label], section[aria-labelledby], [role=region]",
  article: "article",
  navigation: "nav",
  contentinfo: "footer:not(main footer, article footer, section footer)",
  note: "[role=note]",
  list: "ul, ol, [role=list]",
  listitem: "li",
  link: "a[href]",
  heading: "h1, h2, h3, h4, h5, h6",
  definition: "dd",
  banner: "header:not(main header, article header, section header)",
  // A heading of one level.
  h1: "h1",
  h2: "h2",
  h3: "h3",
  img: "img, [role=img]",
  table: "table",
  columnheader: "th[scope=col]",
  rowheader: "th[scope=row]",
  row: "tr",
  cell: "td",
  button: "button",
  group: "[role=group], fieldset",
};
/** The roles whose name is their text when nothing labels them. */
const namedByContent = new Set(["link", "heading", "button", "row", "cell", "columnheader", "rowheader"]);

/** The text a person reads (scripts and styles left out); for a name, without what is hidden from screen readers. */
function textOf(node: Node | null, forName = false): string {
  if (!node) return "";
  if (node.nodeType === 3) return node.nodeValue ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (/^(SCRIPT|STYLE|TEMPLATE)$/.test(element.tagName)) return "";
  if (forName && element.getAttribute("aria-hidden") === "true") return "";
  if (forName && element.tagName === "IMG") return element.getAttribute("alt") ?? "";
  return [...element.childNodes].map((child) => textOf(child, forName)).join("");
}
const normal = (text: string) => text.replace(/\s+/g, " ").trim();

function nameOf(element: Element, role: string): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return normal(
      labelledBy
        .split(/\s+/)
        .map((id) => textOf(element.ownerDocument.getElementById(id), true))
        .join(" "),
    );
  const label = element.getAttribute("aria-label") ?? (element.tagName === "IMG" ? element.getAttribute("alt") : null);
  if (label !== null) return normal(label);
  if (role === "table") return normal(textOf(element.querySelector("caption"), true));
  return namedByContent.has(role) ? normal(textOf(element, true)) : "";
}

/** As Playwright matches: a string anywhere in the text, whatever its case; a pattern tested. */
const matches = (text: string, want: Text) =>
  typeof want === "string" ? text.toLowerCase().includes(want.toLowerCase()) : want.test(text);
/** As Playwright's toHaveText: a string the whole text; a pattern tested. */
const isText = (text: string, want: Text) => (typeof want === "string" ? text === want : want.test(text));

function byRole(within: ParentNode, role: string, name?: Text): Element[] {
  const all = [...within.querySelectorAll(roleSelectors[role] ?? `[role=${role}]`)];
  return name === undefined ? all : all.filter((element) => matches(nameOf(element, role), name));
}

/** The element a scope names: "page" (all of it), "main", "role:name", or "listitem:heading". */
function scopeOf(document: Document, scope: string): Element | undefined {
  if (scope === "page") return document.body;
  const [role, name] = scope.split(":") as [string, string | undefined];
  if (role === "listitem") return byRole(document, "listitem").find((item) => byRole(item, "heading", name).length > 0);
  return byRole(document, role, name || undefined)[0];
}

type JsonNode = Record<string, unknown>;

/** Whether `actual` holds what `wanted` says: every property of an object, every item of an array among its own. */
function holds(actual: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted))
    return Array.isArray(actual) && wanted.every((item) => actual.some((own) => holds(own, item)));
  if (wanted && typeof wanted === "object")
    return (
      !!actual &&
      typeof actual === "object" &&
      Object.entries(wanted).every(([key, value]) => holds((actual as JsonNode)[key], value))
    );
  return actual === wanted;
}

const taxWordings = /incl\. taxes|plus taxes|before tax(?:es)?|\+ \d+(?:\.\d+)?% \w+|कर सहित|कर अतिरिक्त|कर से पहले/gi;

/** What a page's facts find missing or wrong, in words. */
function factProblems(document: Document, facts: Facts): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, what: string) => ok || problems.push(what);
  const at = (scope: string) => scopeOf(document, scope);
  const found = ([scope, role, name]: Target) => {
    const within = at(scope);
    return within ? byRole(within, role, name) : [];
  };
  for (const [scope, texts] of Object.entries(facts.texts ?? {}))
    for (const text of texts) want(matches(normal(textOf(at(scope) ?? null)), text), `${scope}: no text ${text}`);
  for (const [scope, name, href] of facts.links ?? []) {
    const link = found([scope, "link", name])[0];
    want(
      !!link && isText(link.getAttribute("href") ?? "", href),
      `${scope}: link ${name} → ${href}, not ${link?.getAttribute("href")}`,
    );
  }
  for (const [scope, role, name, itemRole, texts] of facts.items ?? []) {
    const items = found([scope, role, name])
      .slice(0, 1)
      .flatMap((element) => byRole(element, itemRole));
    const read = items.map((item) => normal(textOf(item)));
    want(
      read.length === texts.length && texts.every((text, i) => isText(read[i]!, text)),
      `${scope}: ${role} ${name ?? ""}'s ${itemRole}s read ${JSON.stringify(read)}`,
    );
  }
  for (const [scope, role, name, attribute, value] of facts.attributes ?? []) {
    const actual = found([scope, role, name])[0]?.getAttribute(attribute);
    want(
      actual != null && isText(actual, value),
      `${scope}: ${role} ${name ?? ""} has ${attribute}="${actual}", not ${value}`,
    );
  }
  for (const [scope, role, name, count] of facts.counts ?? [])
    want(found([scope, role, name]).length === count, `${scope}: not ${count} ${role} ${name ?? ""}`);
  if (facts.jsonLd)
    want(
      jsonLdNodes(document).some((node) => holds(node, facts.jsonLd)),
      `no JSON-LD node holds ${JSON.stringify(facts.jsonLd)}`,
    );
  if (facts.taxWording) {
    const wordings = [...new Set(normal(textOf(at("main") ?? null)).match(taxWordings))];
    want(
      wordings.join() === facts.taxWording,
      `tax wordings ${JSON.stringify(wordings)}, not only ${facts.taxWording}`,
    );
  }
  return [...problems, ...(facts.more?.(document) ?? [])];
}

/**
 * The page as a browser without JavaScript shows it: what its <noscript> elements hold (parsed as
 * text) is markup, kept in a <noscript-shown> element so a fact can tell it from the rest.
 */
function withoutJavaScript(document: Document): Document {
  const copy = document.cloneNode(true) as Document;
  for (const noscript of copy.querySelectorAll("noscript")) {
    const shown = copy.createElement("noscript-shown");
    shown.innerHTML = noscript.textContent ?? "";
    noscript.replaceWith(shown);
  }
  return copy;
}

/**
 * What every page of the site shows without JavaScript: a main heading, and a header that leads to
 * the rooms, amenities, events, contact and booking pages of its language; a Hindi page is marked Hindi.
 */
function everyPageProblems(document: Document, urlPath: string): string[] {
  const hindi = urlPath.startsWith("/hi");
  const header = byRole(document, "banner")[0];
  const links = new Set(header ? byRole(header, "link").map((a) => a.getAttribute("href")) : []);
  return [
    ...(byRole(document, "h1").length === 1 ? [] : ["not one main heading"]),
    ...["/rooms", "/amenities", "/events", "/contact", "/booking"]
      .map((path) => (hindi ? `/hi${path}` : path))
      .filter((path) => !links.has(path))
      .map((path) => `its header does not link to ${path}`),
    ...(document.documentElement.lang === (hindi ? "hi" : "en")
      ? []
      : [`its language is "${document.documentElement.lang}"`]),
    ...(hindi && byRole(header ?? document, "link", "अभी बुक करें")[0]?.getAttribute("href") !== "/hi/booking"
      ? ["its Book Now leaves /hi"]
      : []),
  ];
}

/**
 * What a link preview reads (WhatsApp, Facebook and LinkedIn read Open Graph; X reads twitter:card and
 * takes the title, description and image from Open Graph when its own tags are absent): the page's
 * title and description, an absolute photo, its canonical address when it is indexed, its language.
 */
function linkPreviewProblems(document: Document, hindi: boolean): string[] {
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? undefined;
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? undefined;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined;
  const wanted: [string, string | undefined, string | RegExp | undefined][] = [
    ["og:title", meta("og:title"), document.title],
    ["og:description", meta("og:description"), description],
    ["og:image", meta("og:image"), /^https:\/\/\S+$/],
    ["og:url", meta("og:url"), canonical],
    ["og:locale", meta("og:locale"), hindi ? "hi_IN" : "en_IN"],
    ["twitter:card", meta("twitter:card"), "summary_large_image"],
  ];
  return wanted
    .filter(([, actual, want]) => (want === undefined ? actual !== undefined : !actual || !isText(actual, want)))
    .map(
      ([key, actual, want]) =>
        `its link preview's ${key} is ${JSON.stringify(actual ?? null)}, not ${want ?? "absent"}`,
    );
}

/** Each page's facts checked on its built HTML; a page the table names but the build lacks is a finding too. */
export function checkFacts(pages: readonly BuiltPage[], table: Record<string, Facts> = hotelFacts): Finding[] {
  const urlPaths = new Set([
    ...Object.keys(table),
    ...pages.map((page) => page.urlPath).filter((path) => !/^\/admin/.test(path)),
  ]);
  return [...urlPaths].flatMap((urlPath) => {
    const page = pages.find((p) => p.urlPath === urlPath);
    const facts = table[urlPath] ?? {};
    const document = page && withoutJavaScript(page.document);
    const problems = document
      ? [
          ...everyPageProblems(document, urlPath),
          ...linkPreviewProblems(document, urlPath.startsWith("/hi")),
          ...factProblems(document, facts),
        ]
      : [`${urlPath} is not in the build`];
    return problems.map((message) => ({
      checker: "facts" as const,
      severity: "error" as const,
      file: page?.file ?? urlPath,
      line: 1,
      column: 1,
      message: `${urlPath}: ${message}`,
    }));
  });
}

const offers = "region:Special Offers";
const guide = "region:In the Heart of Indore";
const grand = "article:Grand Banquet Hall";
const elegant = "article:Elegant Banquet Hall";
const contactInfo = "region:Contact Information";
const privacyContact = "region:Questions about your personal data";
const privacyLink = "our privacy notice and contact person";
const policySummary = "region:Good to know before you book";
const origin = "https://www.hotelshreejipalace.example";
const any = /\w/;

/** Every official source and booking site the pilgrims' facts name. */
const officialSites = new Set([
  ...checkedFacts(pilgrims).map((fact) => fact.source),
  pilgrims.mahakaleshwar.booking.site,
]);

/** The pilgrims' page: every link out is an official https source beside its date, and the VIP warning links to /official and 1930. */
function officialLinksOnly(document: Document): string[] {
  const links = [...document.querySelectorAll("main article a[href^='http']")];
  const undated = links.filter(
    (a) =>
      !officialSites.has(a.getAttribute("href")!) ||
      !/^https:/.test(a.getAttribute("href")!) ||
      !/Last verified \d|आख़िरी जाँच \d/.test(a.closest("[data-fact]")?.textContent ?? ""),
  );
  const warning = byRole(document, "region", /VIP|वीआईपी/)[0];
  return [
    ...(links.length > 8 ? [] : [`only ${links.length} official links`]),
    ...undated.map((a) => `not an official, dated source: ${a.getAttribute("href")}`),
    ...(warning?.querySelector("a[href$='/official']") && warning.querySelector("a[href='tel:1930']")
      ? []
      : ["the VIP warning does not link to /official and 1930"]),
  ];
}

const hotelFacts: Record<string, Facts> = {
  "/": {
    texts: {
      main: [
        ...["Rated 4.8 out of 5", "Rated 4.9 out of 5", "Rated 4.7 out of 5"],
        "Experience comfort and luxury in the heart of Indore, Madhya Pradesh.",
      ],
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
      ["region:Welcome to", "Reserve Your Stay", "/booking"],
      ["region:Welcome to", "Explore Rooms", "/rooms"],
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
    items: [
      [
        "article:Deluxe Room",
        "list",
        "Highlights",
        "listitem",
        ["Free WiFi", "Air conditioning", "Mini bar", /\+3 more/],
      ],
      ["main", "region", "Our Room Categories", "h3", ["Deluxe Room", "Premium Room"]],
      ["page", "main", undefined, "h1", [/^Welcome to\s*Hotel Shreeji Palace$/]],
      // The stats strip starts at the specified figures (the years counted when the site was built).
      [
        "main",
        "region",
        "The hotel at a glance",
        "definition",
        ["28/38", "96.5%", "3", String(yearsOfExcellence(site.foundedYear))],
      ],
      // Without JavaScript the gallery shows every photo as a link to the full image (the photo host's,
      // or the site's own copy where the build self-hosts it, decision 010).
      ["main", "region", "Photo Gallery", "listitem", Array<Text>(12).fill(any)],
    ],
    attributes: [
      ["region:Photo Gallery", "link", undefined, "href", /^(https:\/\/images\.unsplash\.com\/|\/_astro\/[^/]+\.jpg$)/],
      // Map directions open in a new tab, the page staying where it is.
      [guide, "link", /Get Directions/, "target", "_blank"],
      [guide, "link", /Get Directions/, "rel", /noopener/],
    ],
    // The sections in the order of the specification; the stats strip without a live region (its figures tick).
    more: (document) => {
      const order = [
        "The hotel at a glance",
        "Our Room Categories",
        "Experiences at the Hotel",
        "Take a Virtual Tour",
      ].concat(["Special Offers", "Photo Gallery", "What Our Guests Say", "In the Heart of Indore", "Plan Your Stay"]);
      const shown = byRole(document.querySelector("main")!, "h2").map((h2) => normal(textOf(h2)));
      return [
        ...([...new Set(shown.filter((h2) => order.includes(h2)))].join() === order.join()
          ? []
          : [`sections in the order ${shown}`]),
        ...(byRole(document, "region", "The hotel at a glance")[0]?.querySelector("[aria-live]")
          ? ["a live stats strip"]
          : []),
      ];
    },
  },
  "/hi": { links: [["contentinfo:", "रेस्टोरेंट और भोजन", "/hi/dining"]] },
  // The offline page's ways to reach the hotel (that a page not kept offline gives it is e2e/offline.spec.ts's).
  "/hi/offline": {
    links: [
      ...Object.values(site.phones).map((phone): [string, Text, Text] => ["main", phone, telHref(phone)]),
      [
        "main",
        contactPage.hi.info.whatsappLink,
        whatsappUrl(site.whatsapp, contactPage.hi.info.whatsappGreeting.replace("{name}", site.name)),
      ],
      ["main", site.emails.info, `mailto:${site.emails.info}`],
    ],
  },
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
    items: [
      [
        elegant,
        "list",
        "Time slots",
        "listitem",
        ["Lunch: 12:00 – 16:00", "Dinner: 19:00 – 23:00", "Full day: 09:00 – 23:00"],
      ],
      [
        elegant,
        "list",
        "Catering per plate",
        "listitem",
        ["Vegetarian package: from $12 incl. taxes per plate", "Jain package: from $13 incl. taxes per plate"],
      ],
      [elegant, "list", "AV and stage equipment", "listitem", [any, any, any, any]],
      ["main", "region", "Event Planning Services", "h3", ["Event Planning", "Catering", "Climate Control"]],
      // Each hall's capacity per seating layout, as a table.
      ["main", "table", "Capacity of the Grand Banquet Hall by seating layout", "columnheader", ["Layout", "Guests"]],
      [
        "main",
        "table",
        "Capacity of the Grand Banquet Hall by seating layout",
        "rowheader",
        ["Round tables", "Theatre", "Classroom", "U-shape", "Cocktail"],
      ],
      [
        "main",
        "table",
        "Capacity of the Grand Banquet Hall by seating layout",
        "row",
        [any, any, any, /^Classroom\s*40$/, any, any],
      ],
    ],
    attributes: [
      [grand, "img", undefined, "alt", /Grand Banquet Hall/],
      [elegant, "img", undefined, "alt", /Elegant Banquet Hall/],
    ],
    taxWording: "incl. taxes",
    more: (document) =>
      ["Grand Banquet Hall", "Elegant Banquet Hall"]
        .filter(
          (hall) =>
            (byRole(byRole(document, "article", hall)[0] ?? document, "list", "Features")[0]?.querySelectorAll("li")
              .length ?? 0) <= 3,
        )
        .map((hall) => `${hall}: three features or fewer`),
  },
  "/amenities": {
    items: [
      [
        "main",
        "list",
        "Our amenities",
        "h2",
        [
          "Top Floor Restaurant",
          "Banquet Halls",
          "Air Conditioning",
          "Parking Facility",
          "High-Speed WiFi",
          "24/7 Reception",
        ],
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
    more: (document) =>
      byRole(byRole(document, "list", "Our amenities")[0] ?? document, "img")
        .filter((photo) => !/\w{3,}/.test(photo.getAttribute("alt") ?? ""))
        .map((photo) => `a photo without words: ${photo.getAttribute("src")}`),
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
    items: [["page", "navigation", "Main", "link", ["Home", "Rooms", "Amenities", "Events", "Contact"]]],
    links: [["main", privacyLink, "/privacy#privacy-contact"]],
    counts: [["navigation:Main", "link", /Dining|Restaurant/, 0]],
    jsonLd: {
      "@type": "Restaurant",
      "@id": "https://www.hotelshreejipalace.example/dining#restaurant",
      containedInPlace: { "@id": "https://www.hotelshreejipalace.example/#hotel" },
      openingHours: ["Mo-Su 07:00-10:30", "Mo-Su 12:30-15:30", "Mo-Su 19:00-23:00"],
      servesCuisine: ["North Indian"],
    },
    taxWording: "incl. taxes",
    more: (document) =>
      [
        ["Breakfast", "07:00 – 10:30"],
        ["Lunch", "12:30 – 15:30"],
        ["Dinner", "19:00 – 23:00"],
        ["Room service", "06:00 – 23:30"],
      ]
        .filter(([meal, hours]) => {
          const term = [...document.querySelectorAll("dt")].find((dt) => normal(textOf(dt)) === meal);
          return term?.nextElementSibling?.tagName !== "DD" || normal(textOf(term.nextElementSibling)) !== hours;
        })
        .map(([meal, hours]) => `${meal}'s hours are not ${hours}`),
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
    attributes: [["region:Location", "link", /Open in Maps/, "target", "_blank"]],
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
    items: [["article:Deluxe Room", "list", "Room amenities", "listitem", Array<Text>(6).fill(any)]],
    // Each room's first photo is in the HTML; the slides next to it are too, but held back in a <noscript>
    // until the first has painted.
    more: (document) => {
      const outside = (alt: string) =>
        [...document.querySelectorAll(`img[alt="${alt}"]`)].filter((img) => !img.closest("noscript-shown")).length;
      return [
        ...(outside("Deluxe Room with a made double bed and warm bedside lighting") ? [] : ["no first photo"]),
        ...(outside("Work desk and armchair in the Deluxe Room") ? ["the second photo outside a <noscript>"] : []),
      ];
    },
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
      "region:Accessible room": ["a 90 cm wide door", "a roll-in shower"],
    },
    links: [
      [policySummary, "All stay policies", "/policies"],
      ["navigation:Breadcrumb", "Home", "/"],
      ["navigation:Breadcrumb", "Rooms", "/rooms"],
    ],
    items: [
      ["main", "region", "Room amenities", "listitem", Array<Text>(6).fill(any)],
      ["main", "navigation", "Breadcrumb", "link", ["Home", "Rooms", "Deluxe Room"]],
    ],
    attributes: [["navigation:Breadcrumb", "link", "Deluxe Room", "aria-current", "page"]],
    // Its accessible room, on the page and among its HotelRoom's features.
    jsonLd: {
      "@type": "HotelRoom",
      amenityFeature: ["Wheelchair-accessible room", "a roll-in shower", "a fire alarm that flashes"].map((name) => ({
        name,
      })),
    },
  },
  "/rooms/premium": {
    // A type without an accessible room says nothing of one.
    counts: [["main", "region", "Accessible room", 0]],
    more: (document) => [
      ...(/photo-1618773928121/.test(document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "")
        ? []
        : ["its share image is not its own photo"]),
      ...(document.querySelector('link[rel="canonical"]')?.getAttribute("href") === `${origin}/rooms/premium`
        ? []
        : ["its canonical address is not its own"]),
    ],
  },
  // 'Ask about this room on WhatsApp' opens a chat in a new tab whose message names the room and its page.
  "/hi/rooms/executive-suite": {
    attributes: [
      ["main", "link", /इस कमरे के बारे में व्हाट्सऐप पर पूछें/, "target", "_blank"],
      [
        "main",
        "link",
        /इस कमरे के बारे में व्हाट्सऐप पर पूछें/,
        "href",
        `https://wa.me/919000000000?text=${encodeURIComponent(`नमस्ते! मुझे एग्ज़ीक्यूटिव सुइट के बारे में पूछना है: ${origin}/hi/rooms/executive-suite`)}`,
      ],
    ],
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
    // A closed <details> whose <summary> is the question: the browser opens it on a tap, no script needed.
    more: (document) =>
      [...document.querySelectorAll("details:not([open])")].some(
        (details) =>
          details.querySelector("summary")?.textContent?.trim() === "Can I check in early, off the overnight train?" &&
          /Yes, from 7:00 AM as soon as a room is ready/.test(details.textContent ?? ""),
      )
        ? []
        : ["the early check-in answer is not a closed question that opens without JavaScript"],
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
    more: (document) => (document.querySelector('a[href^="upi:"]') ? ["a UPI payment link"] : []),
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
    more: (document) =>
      /Nothing is sent until/.test(textOf(document.querySelector("main"))) ? ["says 'Nothing is sent until'"] : [],
  },
};
