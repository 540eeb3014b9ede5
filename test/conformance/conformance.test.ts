// @vitest-environment node
/**
 * The conformance gate's checkers on small known pages: a content edit that breaks the HTML, a link
 * or the structured data is reported with the page and the line, before it ships.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFinding, type Finding } from "./findings";
import { applyAllowList, loadAllowList, vnuFindings } from "./html";
import { checkJsonLd, googlePresetFailures, jsonLdFaults, schemaOrgTypes } from "./json-ld";
import { builtPages, parsePage } from "./pages";
import { checkFragments, checkIslandCode, checkServedLinks, checkTabIcon } from "./links";
import { checkDeadLinks, checkImagePreloads, checkSitemap } from "./head-and-sitemap";
import { checkFacts } from "./facts";
import { jsonLdShownMismatches } from "./json-ld-shown";
import { checkNoScript, hidingRules } from "./no-script";

const page = (body: string, head = "") =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Test</title>\n${head}</head>\n<body>\n${body}\n</body>\n</html>\n`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "conformance-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the HTML checker (Nu HTML Checker)", () => {
  let findings: Finding[];
  beforeAll(async () => {
    // Line 10 of bad-page.html: an icon straight inside a <dl>'s <div>, as the room facts had it.
    writeFileSync(
      path.join(dir, "bad-page.html"),
      page("<main>\n<dl>\n<div><svg></svg><dt>Size</dt><dd>28 sqm</dd></div>\n</dl>\n</main>"),
    );
    writeFileSync(
      path.join(dir, "warning-page.html"),
      page("<main>\n<section><p>No heading here.</p></section>\n</main>"),
    );
    findings = await vnuFindings([path.join(dir, "bad-page.html"), path.join(dir, "warning-page.html")], dir);
  }, 60_000);

  it("names the page and the line of invalid HTML", () => {
    const error = findings.find((f) => f.file === "bad-page.html" && f.severity === "error");
    expect(error?.line).toBe(10);
    expect(formatFinding(error!)).toMatch(
      /^bad-page\.html:10:\d+: error \[html\] Element “svg” not allowed as child of element “div”/,
    );
  });

  it("fails a warning that the allow-list does not accept", () => {
    const report = applyAllowList(findings, []);
    expect(report.warnings.map((w) => `${w.file}:${w.line}`)).toEqual(["warning-page.html:9"]);
    expect(report.warnings[0]?.message).toContain("Section lacks heading");
  });

  it("accepts a warning listed with its reason, and names allowances no page needs any more", () => {
    const sectionAllowance = { message: "Section lacks heading", reason: "a test of the allow-list" };
    const stale = { message: "Consider avoiding viewport values", reason: "nothing on these pages has it" };
    const report = applyAllowList(findings, [sectionAllowance, stale]);
    expect(report.warnings).toEqual([]);
    expect(report.accepted).toHaveLength(1);
    expect(report.unusedAllowances).toEqual([stale]);
    expect(report.errors.length).toBeGreaterThan(0);
  });

  it("never lets the allow-list accept an error", () => {
    const report = applyAllowList(findings, [{ message: "not allowed as child", reason: "errors cannot be accepted" }]);
    expect(report.errors.some((e) => e.message.includes("not allowed as child"))).toBe(true);
  });

  it("refuses an allowance without a reason, naming it", () => {
    const file = path.join(dir, "allow.json");
    writeFileSync(file, JSON.stringify({ accepted: [{ message: "Section lacks heading", reason: "" }] }));
    expect(() => loadAllowList(file)).toThrow(/accepted\.0\.reason: say why this warning is accepted/);
  });

  it("reads the project's allow-list, every entry with a reason", () => {
    expect(() => loadAllowList()).not.toThrow();
  });
});

describe("the link checks", () => {
  let server: Server;
  let origin: string;
  let site: string;
  beforeAll(async () => {
    site = mkdtempSync(path.join(dir, "site-"));
    const menu =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Hotel","url":"https://hotel.example/menu"}</script>\n';
    writeFileSync(
      path.join(site, "index.html"),
      page('<main>\n<a href="/rooms">Rooms</a>\n<a href="/spa">Spa</a>\n</main>', menu),
    );
    writeFileSync(path.join(site, "rooms.html"), page("<main><h1>Rooms</h1></main>"));
    server = createServer(sirv(site, { extensions: ["html"] }));
    await new Promise<void>((resolve) => server.listen(Number(process.env.CONFORMANCE_PORT) || 0, resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("names the page and the line of a link to a page that is not in the build", async () => {
    const { findings, checked } = await checkServedLinks(builtPages(site, dir), {
      origin,
      siteOrigin: "https://hotel.example",
    });
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(findings.map(formatFinding).sort()).toEqual([
      expect.stringMatching(/^site-\w+\/index\.html:11:1: error \[links\] broken link \/spa \(status 404\)/),
      // The public site's address in the JSON-LD is checked against the build, and found in the text.
      expect.stringMatching(/^site-\w+\/index\.html:6:\d+: error \[links\] broken link \/menu \(status 404\)/),
    ]);
  }, 30_000);

  it("names the line of a link to an id that its target page lacks", () => {
    const home = parsePage(
      "index.html",
      "/",
      page('<main>\n<a href="/rooms#deluxe">Deluxe</a>\n<a href="/rooms#suite">Suite</a>\n</main>'),
    );
    const rooms = parsePage("rooms.html", "/rooms", page('<main><article id="deluxe">Deluxe</article></main>'));
    expect(checkFragments([home, rooms]).map(formatFinding)).toEqual([
      expect.stringMatching(
        /^index\.html:10:1: error \[links\] broken fragment: \/rooms#suite \(no element with id "suite" on rooms\.html\)/,
      ),
    ]);
  });

  it("checks links to an id on the same page, and lets #top and # scroll to the top", () => {
    const skip = parsePage(
      "a.html",
      "/a",
      page(
        '<a href="#main">Skip</a><a href="#top">Up</a><a href="#">Up</a>\n<a href="#mian">Typo</a><main id="main"></main>',
      ),
    );
    expect(checkFragments([skip]).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'a.html:9 broken fragment: /a#mian (no element with id "mian" on a.html)',
    ]);
  });

  it("reports an island whose code is not in the build", () => {
    const site = mkdtempSync(path.join(dir, "islands-"));
    writeFileSync(path.join(site, "menu.js"), "");
    const withIslands = parsePage(
      "a.html",
      "/a",
      page('<astro-island component-url="/menu.js" renderer-url="/client.js"></astro-island>'),
    );
    expect(checkIslandCode([withIslands], site).map((f) => f.message)).toEqual([
      'island code missing from the build: renderer-url="/client.js"',
    ]);
  });

  it("reports a page without a tab icon, and one whose tab icon is an SVG", () => {
    const png = parsePage("a.html", "/a", page("<main></main>", '<link rel="icon" href="/icons/favicon-48.png">\n'));
    const svg = parsePage("b.html", "/b", page("<main></main>", '<link rel="icon" href="/favicon.svg">\n'));
    const typed = parsePage(
      "c.html",
      "/c",
      page("<main></main>", '<link rel="shortcut icon" href="/icon?v=2" type="image/svg+xml">\n'),
    );
    const none = parsePage("d.html", "/d", page("<main></main>"));
    expect(checkTabIcon([png, svg, typed, none]).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      "b.html:6 tab icon is an SVG (/favicon.svg): name the PNG drawn from it instead",
      "c.html:6 tab icon is an SVG (/icon?v=2): name the PNG drawn from it instead",
      'd.html:3 no tab icon: the page has no <link rel="icon">',
    ]);
  });

  it("reports a component imported as an island under two specifiers: one chunk re-exporting the other", () => {
    const site = mkdtempSync(path.join(dir, "islands-"));
    mkdirSync(path.join(site, "_astro"));
    // As the build wrote them when one file imported "./ThemeToggle" and another "@/components/layout/ThemeToggle".
    writeFileSync(
      path.join(site, "_astro", "ThemeToggle.D9APYxc0.js"),
      'import{c as i}from"./icon.js";export{t as default};',
    );
    writeFileSync(
      path.join(site, "_astro", "ThemeToggle.DhZL2Ezo.js"),
      'import{default as f}from"./ThemeToggle.D9APYxc0.js";import"./IslandErrorBoundary.BTZg-OQ2.js";import"./index.BoMvYaau.js";export{f as default};',
    );
    const twoEntries = parsePage(
      "a.html",
      "/a",
      page(
        '<astro-island component-url="/_astro/ThemeToggle.D9APYxc0.js"></astro-island>\n<astro-island component-url="/_astro/ThemeToggle.DhZL2Ezo.js"></astro-island>',
      ),
    );
    expect(checkIslandCode([twoEntries], site).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      "a.html:9 island code is a second entry for one component: /_astro/ThemeToggle.DhZL2Ezo.js only re-exports ./ThemeToggle.D9APYxc0.js; import the component under one specifier everywhere",
    ]);
  });
});

describe("the structured-data checks", () => {
  const vocabulary = schemaOrgTypes();
  const hotel = {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: "Hotel",
    address: { "@type": "PostalAddress" },
  };

  it("knows schema.org's current types", () => {
    for (const type of [
      "Hotel",
      "HotelRoom",
      "Offer",
      "BedDetails",
      "LocationFeatureSpecification",
      "FAQPage",
      "Restaurant",
    ]) {
      expect(vocabulary.has(type), type).toBe(true);
    }
  });

  it("accepts schema.org JSON-LD", () => {
    expect(jsonLdFaults(JSON.stringify(hotel), vocabulary)).toEqual([]);
  });

  it("rejects a block that is not JSON", () => {
    expect(jsonLdFaults('{"@type": "Hotel",}', vocabulary)).toEqual([expect.stringMatching(/^JSON-LD does not parse/)]);
  });

  it("rejects a context other than schema.org", () => {
    expect(jsonLdFaults(JSON.stringify({ ...hotel, "@context": "https://example.org" }), vocabulary)).toEqual([
      'JSON-LD @context is "https://example.org", not "https://schema.org"',
    ]);
  });

  it("rejects a type, at any depth, that schema.org does not define", () => {
    const misspelt = {
      ...hotel,
      address: { "@type": "PostalAdress" },
      containsPlace: [{ "@type": ["HotelRoom", "Suit"] }],
    };
    expect(jsonLdFaults(JSON.stringify(misspelt), vocabulary)).toEqual([
      "JSON-LD @type not defined by schema.org: PostalAdress, Suit",
    ]);
  });

  it("fails Google's preset for an article without the headline Google requires", async () => {
    const article = { "@context": "https://schema.org", "@type": "NewsArticle", url: "https://example.org/news" };
    const failures = await googlePresetFailures(
      page("<main></main>", `<script type="application/ld+json">${JSON.stringify(article)}</script>\n`),
    );
    expect(failures).toContainEqual(expect.stringMatching(/NewsArticle.*headline/));
  });

  it("passes Google's preset for a Hotel", async () => {
    expect(
      await googlePresetFailures(
        page("<main></main>", `<script type="application/ld+json">${JSON.stringify(hotel)}</script>\n`),
      ),
    ).toEqual([]);
  });

  it("names an offer whose price the page does not show, and a room named otherwise than its heading", async () => {
    const room = { "@type": "HotelRoom", "@id": "https://hotel.example/rooms/deluxe", name: "Deluxe Room" };
    const offer = { "@type": "Offer", name: "Deluxe Room", price: 299, priceCurrency: "USD" };
    const graph = { "@context": "https://schema.org", "@graph": [room, offer] };
    const deluxe = parsePage(
      "deluxe.html",
      "/rooms/deluxe",
      page(
        '<main><h1>Deluxe</h1><p>$299<span class="sr-only">/night</span></p><p hidden>$299</p></main>',
        `<link rel="canonical" href="${room["@id"]}">\n<script type="application/ld+json">${JSON.stringify(graph)}</script>\n`,
      ),
    );
    expect(jsonLdShownMismatches(deluxe.document)).toEqual(['HotelRoom "Deluxe Room" but the heading reads otherwise']);
    deluxe.document.querySelector("p")!.textContent = "$298";
    expect(jsonLdShownMismatches(deluxe.document)).toContain('offer "Deluxe Room" at $299 is not shown');
  });

  it("names the page and the line of a faulty block", async () => {
    const faulty = parsePage(
      "rooms.html",
      "/rooms",
      page(
        "<main></main>",
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Hotell"}</script>\n',
      ),
    );
    expect((await checkJsonLd([faulty], vocabulary)).map(formatFinding)).toEqual([
      expect.stringMatching(/^rooms\.html:6:1: error \[json-ld\] JSON-LD @type not defined by schema\.org: Hotell/),
    ]);
  });
});

describe("the head and sitemap checks", () => {
  const origin = "https://hotel.example";
  const hero = (img: string, link = 'fetchpriority="high"') =>
    page(
      `<main><img ${img}></main>`,
      `<link rel="preload" as="image" imagesrcset="a.jpg 1x" imagesizes="100vw" ${link}>\n`,
    );
  const eager = 'srcset="a.jpg 1x" sizes="100vw" fetchpriority="high" loading="eager"';

  it("passes a hero preloaded from its image's srcset, and a page that preloads nothing", () => {
    const pages = [parsePage("a.html", "/", hero(eager)), parsePage("b.html", "/b", page("<main></main>"))];
    expect(checkImagePreloads(pages, ["/"])).toEqual([]);
  });

  it("reports a preload no image uses, a lazy or low-priority hero, a second preload and a home page without one", () => {
    const messages = checkImagePreloads([
      parsePage("a.html", "/a", hero('srcset="b.jpg 1x" sizes="100vw"')),
      parsePage("b.html", "/b", hero('srcset="a.jpg 1x" sizes="100vw" loading="lazy"', "")),
      parsePage("c.html", "/c", page("<main></main>", '<link rel="preload" as="image">\n'.repeat(2))),
      parsePage("d.html", "/", page("<main></main>")),
    ]).map((f) => `${f.file} ${f.message}`);
    expect(messages).toEqual([
      "a.html preloaded image: no image on the page has the preload's srcset",
      "b.html preloaded image: the preload is not fetchpriority=high",
      "b.html preloaded image: the image is not fetchpriority=high",
      "b.html preloaded image: the image is not loading=eager",
      "c.html 2 images preloaded: one at most",
      "d.html no image preloaded (its hero)",
    ]);
  });

  it("reports a link in the content that goes nowhere, and lets pages, ids, https, tel: and mailto: through", () => {
    const links = ["/rooms", "#gallery", "https://wa.me/1", "tel:+911", "mailto:a@b.c", "#", "javascript:void(0)", ""];
    const html = page(`<main>${links.map((href) => `<a href="${href}">x</a>`).join("")}<a>none</a></main>`);
    expect(checkDeadLinks([parsePage("a.html", "/a", html)]).map((f) => f.message)).toEqual([
      'a link that goes nowhere: href="#"',
      'a link that goes nowhere: href="javascript:void(0)"',
      'a link that goes nowhere: href=""',
      'a link that goes nowhere: href=""',
    ]);
  });

  it("reports a page missing from the sitemap or without both alternates, a noindex page in it, and a robots.txt naming no sitemap", () => {
    const site = mkdtempSync(path.join(dir, "sitemap-"));
    const entry = (loc: string, en: string, hi: string) =>
      `<url><loc>${origin}${loc}</loc><xhtml:link rel="alternate" hreflang="en" href="${origin}${en}"/><xhtml:link rel="alternate" hreflang="hi" href="${origin}${hi}"/></url>`;
    const noindex = '<meta name="robots" content="noindex">\n';
    writeFileSync(
      path.join(site, "sitemap.xml"),
      `<urlset>${entry("/", "/", "/hi")}${entry("/hi/rooms", "/rooms", "/hi/rooms")}${entry("/rooms", "/rooms", "/rooms")}${entry("/404", "/404", "/hi/404")}</urlset>`,
    );
    writeFileSync(path.join(site, "robots.txt"), `Sitemap: ${origin}/sitemap-index.xml\n`);
    const pages = [
      ...["/", "/hi/rooms", "/rooms", "/terms"].map((urlPath) =>
        parsePage(`${urlPath}.html`, urlPath, page("<main></main>")),
      ),
      parsePage("404.html", "/404", page("<main></main>", noindex)),
      parsePage("offline.html", "/offline", page("<main></main>", noindex)),
    ];
    expect(checkSitemap(pages, site, origin).map((f) => f.message)).toEqual([
      `robots.txt names no sitemap in the build (${origin}/sitemap-index.xml)`,
      "/rooms lacks its en and hi alternates in /sitemap.xml",
      "/terms is missing from /sitemap.xml",
      "/404 is marked noindex but the sitemap lists it",
    ]);
    writeFileSync(path.join(site, "sitemap-index.xml"), "<sitemapindex/>");
    expect(checkSitemap(pages.slice(0, 2), site, origin)).toEqual([]);
  });
});

describe("the facts check", () => {
  /** A link preview that says what the page says. */
  const previewHead = (title: string, image: string) =>
    [
      '<meta name="description" content="Rooms in Indore">',
      '<link rel="canonical" href="https://hotel.example/rooms">',
      `<meta property="og:title" content="${title}">`,
      '<meta property="og:description" content="Rooms in Indore">',
      `<meta property="og:image" content="${image}">`,
      '<meta property="og:url" content="https://hotel.example/rooms">',
      '<meta property="og:locale" content="en_IN">',
      '<meta name="twitter:card" content="summary_large_image">',
    ].join("\n");
  const rooms = parsePage(
    "dist/rooms.html",
    "/rooms",
    page(
      "<header>" +
        ["rooms", "amenities", "events", "contact", "booking"]
          .map((path) => `<a href="/${path}">${path}</a>`)
          .join("") +
        '</header><main><h1>Rooms</h1><article aria-labelledby="d"><h2 id="d">Deluxe Room</h2><p>$299/night</p><a href="/booking?room=deluxe">Book Now<span class="sr-only">, Deluxe Room</span></a><noscript><img src="a.jpg" alt="Deluxe Room, the bed"></noscript></article></main>',
      previewHead("Test", "https://photos.example/a.jpg"),
    ),
  );

  it("passes the facts a page shows, read by role, name and text as a guest without JavaScript reads them", () => {
    const facts = {
      texts: { "article:Deluxe Room": ["$299/night"] },
      links: [["article:Deluxe Room", /^Book Now/, "/booking?room=deluxe"]],
      attributes: [["main", "img", undefined, "alt", /Deluxe Room/]],
    } as const;
    expect(checkFacts([rooms], { "/rooms": facts as never })).toEqual([]);
  });

  it("names the page and the fact it does not show, and a page the build lacks", () => {
    const facts = { texts: { main: ["$399/night"] }, links: [["main", /^Book Now/, "/booking"]] } as const;
    expect(checkFacts([rooms], { "/rooms": facts as never, "/spa": {} }).map(formatFinding)).toEqual([
      "dist/rooms.html:1:1: error [facts] /rooms: main: no text $399/night",
      "dist/rooms.html:1:1: error [facts] /rooms: main: link /^Book Now/ → /booking, not /booking?room=deluxe",
      "/spa:1:1: error [facts] /spa: /spa is not in the build",
    ]);
  });

  it("names a page without its main heading, or whose header does not lead to its language's pages", () => {
    const hindi = parsePage("dist/hi/x.html", "/hi/x", page('<header><a href="/rooms">कमरे</a></header><main></main>'));
    expect(checkFacts([hindi], {}).map((finding) => finding.message)).toEqual([
      "/hi/x: not one main heading",
      ...["rooms", "amenities", "events", "contact", "booking"].map(
        (path) => `/hi/x: its header does not link to /hi/${path}`,
      ),
      '/hi/x: its language is "en"',
      "/hi/x: its Book Now leaves /hi",
      "/hi/x: its link preview's og:title is null, not Test",
      `/hi/x: its link preview's og:image is null, not ${/^https:\/\/\S+$/}`,
      "/hi/x: its link preview's og:locale is null, not hi_IN",
      "/hi/x: its link preview's twitter:card is null, not summary_large_image",
    ]);
  });

  it("names a link preview that differs from the page: a title, a description or an address of its own, a relative photo", () => {
    const previewed = (title: string, image: string) =>
      parsePage("dist/rooms.html", "/rooms", page("<main><h1>Rooms</h1></main>", previewHead(title, image)));
    const previewProblems = (found: Finding[]) =>
      found.map((finding) => finding.message).filter((message) => message.includes("link preview"));
    expect(previewProblems(checkFacts([previewed("Test", "https://photos.example/a.jpg")], {}))).toEqual([]);
    expect(previewProblems(checkFacts([previewed("Rooms", "/a.jpg")], {}))).toEqual([
      '/rooms: its link preview\'s og:title is "Rooms", not Test',
      `/rooms: its link preview's og:image is "/a.jpg", not ${/^https:\/\/\S+$/}`,
    ]);
  });
});

describe("the no-script check", () => {
  it("passes a wizard hidden without JavaScript beside its block of the reservations' links, and reports a field shown, a missing link, an unmarked first step and a form with no block", () => {
    const site = mkdtempSync(path.join(dir, "no-script-"));
    writeFileSync(
      path.join(site, "a.css"),
      "html:not(.js) .js-only{display:none!important}html:not(.js) .no-js-block{display:block!important}",
    );
    const links = [
      "https://wa.me/919000000000?text=Hi",
      "tel:+917314000001",
      "mailto:reservations@hotelshreejipalace.example",
    ];
    const wizard = (first: string, hrefs: string[], field = "") =>
      page(
        `<astro-island><ol aria-label="Steps"><li ${first}>1</li><li>2</li></ol><div class="no-js-block"><h3>Send it directly</h3>${hrefs.map((href) => `<a href="${href}">x</a>`).join("")}</div><div class="js-only"><form><input><button>Next</button></form></div>${field}</astro-island>`,
        '<link rel="stylesheet" href="/a.css">\n',
      );
    const messages = (html: string) => checkNoScript([parsePage("b.html", "/b", html)], site).map((f) => f.message);
    expect(messages(wizard('aria-current="step"', links))).toEqual([]);
    expect(messages(wizard("", links.slice(1), "<select></select>"))).toEqual([
      "/b: a <select> shown without JavaScript, outside a .js-only part",
      `/b: the no-script block offers no link to https://wa.me/919000000000?text=`,
      "/b: the step list does not mark its first step",
    ]);
    expect(messages(page('<form class="js-only"><input></form>'))).toEqual(
      ["a form with no .no-js-block in its place", ...hidingRules].map(
        (m) => `/b: ${m.startsWith("html") ? `no "${m}"` : m}`,
      ),
    );
  });
});
