// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fileForRoute, normaliseRoute, routesFromFiles, selectRoutes } from "./routes";

const files = [
  "index.html",
  "rooms.html",
  "404.html",
  "hi.html",
  "hi/rooms.html",
  "hi/404.html",
  "_astro/client.js",
  "index.html.gz",
  "amenities.html",
  "sitemap-0.xml",
  "admin/index.html",
];

describe("routesFromFiles", () => {
  it("lists every page of the build but the not-found pages and the editor, home first", () => {
    expect(routesFromFiles(files)).toEqual(["/", "/amenities", "/hi", "/hi/rooms", "/rooms"]);
  });

  it("includes Hindi pages added under /hi without being told", () => {
    expect(routesFromFiles(["index.html", "hi/index.html", "hi/contact.html"])).toEqual(["/", "/hi", "/hi/contact"]);
  });
});

describe("fileForRoute", () => {
  it("finds the built file that answers a route", () => {
    expect(fileForRoute("/", files)).toBe("index.html");
    expect(fileForRoute("/hi/rooms", files)).toBe("hi/rooms.html");
    expect(fileForRoute("/nowhere", files)).toBeUndefined();
  });
});

describe("selectRoutes", () => {
  const all = ["/", "/rooms", "/contact"];

  it("measures every route when none are asked for", () => {
    expect(selectRoutes(all)).toEqual(all);
    expect(selectRoutes(all, [])).toEqual(all);
  });

  it("accepts routes written loosely and keeps the order asked", () => {
    expect(selectRoutes(all, ["contact/", " / "])).toEqual(["/contact", "/"]);
    expect(normaliseRoute("rooms")).toBe("/rooms");
  });

  it("names a route the build does not have", () => {
    expect(() => selectRoutes(all, ["/rooms", "/spa"])).toThrow(/Not a route of this build: \/spa/);
  });
});
