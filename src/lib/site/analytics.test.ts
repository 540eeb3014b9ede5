import { describe, expect, it } from "vitest";
import { analyticsScript, analyticsSources, handOffPath, mayCount } from "./analytics";

describe("analytics: the hosts each provider may reach", () => {
  it("allows no host at all when counting is off or has no site ID", () => {
    expect(analyticsSources(undefined)).toEqual({ script: [], connect: [] });
    expect(analyticsSources({ provider: "none" })).toEqual({ script: [], connect: [] });
    expect(analyticsSources({ provider: "plausible" })).toEqual({ script: [], connect: [] });
  });

  it("allows Plausible's own host for its script and its reports", () => {
    const sources = analyticsSources({ provider: "plausible", siteId: "hotel.example" });
    expect(sources).toEqual({ script: ["https://plausible.io"], connect: ["https://plausible.io"] });
  });

  it("allows a self-hosted Umami's host only, not Umami's cloud gateways", () => {
    const setting = { provider: "umami", host: "https://stats.hotel.example", siteId: "abc-123" } as const;
    expect(analyticsSources(setting)).toEqual({
      script: ["https://stats.hotel.example"],
      connect: ["https://stats.hotel.example"],
    });
    expect(analyticsScript(setting)?.attributes["data-host-url"]).toBe("https://stats.hotel.example");
  });

  it("allows Cloudflare's beacon host and its report host", () => {
    expect(analyticsSources({ provider: "cloudflare", siteId: "token" })).toEqual({
      script: ["https://static.cloudflareinsights.com"],
      connect: ["https://cloudflareinsights.com"],
    });
  });
});

describe("analytics: the script the page loads", () => {
  it("loads nothing when counting is off", () => {
    expect(analyticsScript({ provider: "none" })).toBeNull();
  });

  it("loads Plausible's manual script, so the page sends each page view without its query", () => {
    expect(analyticsScript({ provider: "plausible", siteId: "hotel.example" })).toEqual({
      provider: "plausible",
      src: "https://plausible.io/js/script.manual.js",
      attributes: { "data-domain": "hotel.example", "data-api": "https://plausible.io/api/event" },
    });
  });

  it("turns Umami's automatic page views off, for the same reason", () => {
    expect(analyticsScript({ provider: "umami", siteId: "abc" })?.attributes["data-auto-track"]).toBe("false");
  });

  it("gives Cloudflare's beacon its token", () => {
    expect(analyticsScript({ provider: "cloudflare", siteId: "t0k" })?.attributes).toEqual({
      "data-cf-beacon": '{"token":"t0k"}',
    });
  });
});

describe("analytics: the page a hand-off is counted as", () => {
  it("is a fixed path per form in each language", () => {
    expect(handOffPath("booking", "en")).toBe("/booking/sent");
    expect(handOffPath("booking", "hi")).toBe("/hi/booking/sent");
    expect(handOffPath("event", "en")).toBe("/event/sent");
    expect(handOffPath("table", "hi")).toBe("/hi/table/sent");
    expect(handOffPath("contact", "en")).toBe("/contact/sent");
  });
});

describe("counting only where the visitor allows it", () => {
  it("loads nothing when the browser sends Do Not Track", () => {
    expect(mayCount("plausible", "", { doNotTrack: "1" })).toBe(false);
  });

  it("loads nothing when the browser sends Global Privacy Control", () => {
    expect(mayCount("umami", "", { globalPrivacyControl: true })).toBe(false);
  });

  it("counts when the browser sends neither signal, or Do Not Track switched off", () => {
    expect(mayCount("plausible", "?checkIn=2027-01-04", { doNotTrack: "0", globalPrivacyControl: false })).toBe(true);
  });

  it("never loads Cloudflare's beacon, which counts the page's own address, on an address with a query", () => {
    expect(mayCount("cloudflare", "?subject=Taxi", {})).toBe(false);
    expect(mayCount("cloudflare", "", {})).toBe(true);
  });
});
