import { localePath, type Locale } from "../i18n/i18n";

/**
 * Cookieless counting of the site's use, off unless the hotel switches it on (site.json
 * `analytics`). Pure rules here; the page's loader (src/components/layout/Analytics.astro) applies them.
 */
export const analyticsProviders = ["none", "plausible", "umami", "cloudflare"] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

/** The setting as site.json keeps it: the provider, where its script comes from, and the site's ID there. */
export type AnalyticsSetting = {
  provider: AnalyticsProvider;
  /** The script's origin (https://…): the provider's own service, or the hotel's self-hosted copy. */
  host?: string;
  /** The provider's name for this site: Plausible's domain, Umami's website ID, Cloudflare's token. */
  siteId?: string;
};

/** Where each provider's script lives when the hotel names no host of its own. */
export const defaultHosts = {
  plausible: "https://plausible.io",
  umami: "https://cloud.umami.is",
  cloudflare: "https://static.cloudflareinsights.com",
} as const;

/** Cloudflare's beacon always reports to this origin (its /cdn-cgi/rum). */
const cloudflareReports = "https://cloudflareinsights.com";

/** The forms whose hand-off to WhatsApp is counted. */
export type HandOffForm = "booking" | "event" | "table" | "contact";

/** What the page loads: the provider, its script's address and the script's data- attributes. */
export type AnalyticsScript = { provider: AnalyticsProvider; src: string; attributes: Record<string, string> };

type ActiveSetting = { provider: Exclude<AnalyticsProvider, "none">; host?: string; siteId: string };

/** The setting when it switches counting on (a provider and the site's ID there), else null. */
function active(setting: AnalyticsSetting | undefined): ActiveSetting | null {
  if (!setting || setting.provider === "none" || !setting.siteId) return null;
  return { ...setting, provider: setting.provider, siteId: setting.siteId };
}

const hostOf = (setting: ActiveSetting) =>
  setting.provider === "cloudflare" ? defaultHosts.cloudflare : (setting.host ?? defaultHosts[setting.provider]);

/**
 * The CSP sources a provider needs and no more: its script's origin for script-src, where it
 * reports for connect-src. Plausible and Umami report to the script's origin (the loader says so
 * with data-api / data-host-url, so Umami's cloud cannot move the reports elsewhere); Cloudflare's
 * beacon reports to cloudflareinsights.com.
 */
export function analyticsSources(setting: AnalyticsSetting | undefined): { script: string[]; connect: string[] } {
  const on = active(setting);
  if (!on) return { script: [], connect: [] };
  const host = hostOf(on);
  return { script: [host], connect: [on.provider === "cloudflare" ? cloudflareReports : host] };
}

/** The provider's script with its settings; null when counting is off. Automatic page views are off where the provider allows it, so every page view is sent by the loader without the query string. */
export function analyticsScript(setting: AnalyticsSetting | undefined): AnalyticsScript | null {
  const on = active(setting);
  if (!on) return null;
  const host = hostOf(on);
  const siteId = on.siteId;
  if (on.provider === "plausible") {
    const attributes = { "data-domain": siteId, "data-api": `${host}/api/event` };
    return { provider: on.provider, src: `${host}/js/script.manual.js`, attributes };
  }
  if (on.provider === "umami") {
    return {
      provider: on.provider,
      src: `${host}/script.js`,
      attributes: { "data-website-id": siteId, "data-host-url": host, "data-auto-track": "false" },
    };
  }
  return {
    provider: on.provider,
    src: `${host}/beacon.min.js`,
    attributes: { "data-cf-beacon": JSON.stringify({ token: siteId }) },
  };
}

/**
 * The page a successful hand-off is counted as: a fixed path per form and language
 * (/booking/sent, /hi/booking/sent), never anything the visitor typed or chose.
 */
export function handOffPath(form: HandOffForm, locale: Locale): string {
  return localePath(locale, `/${form}/sent`);
}

/** The name of the window event a form fires after a successful hand-off; the loader counts it. */
export const handOffEvent = "hotel:hand-off";

/** What the browser says about being tracked: Do Not Track ("1") and Global Privacy Control (true). */
export type TrackingSignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/**
 * Whether this page may load the provider's script at all: not when the browser asks not to be
 * tracked (the privacy notice promises it), and not Cloudflare's beacon on an address with a query,
 * since that beacon counts the page's own address and a query holds booking dates or a subject.
 */
export function mayCount(provider: AnalyticsProvider, search: string, signals: TrackingSignals): boolean {
  if (signals.doNotTrack === "1" || signals.globalPrivacyControl === true) return false;
  return !(provider === "cloudflare" && search !== "");
}
