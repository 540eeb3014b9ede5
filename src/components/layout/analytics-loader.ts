import { handOffEvent, type AnalyticsProvider, type AnalyticsScript } from "@/lib/site/analytics";
import { whenShown } from "@/lib/site/prerender";

type Count = (path: string) => void;
type Counters = {
  plausible?: (event: "pageview", options: { u: string }) => void;
  umami?: { track: (props: (defaults: Record<string, unknown>) => Record<string, unknown>) => void };
};

/**
 * How each provider counts a page view of `path`: Plausible and Umami are told the path alone (never
 * the query, which on a booking link holds dates); Cloudflare's beacon counts the page by itself and
 * takes no page view from the page, so a hand-off is not counted there.
 */
function counterFor(provider: AnalyticsProvider): Count {
  const counters = window as unknown as Counters;
  if (provider === "plausible") return (path) => counters.plausible?.("pageview", { u: `${location.origin}${path}` });
  if (provider === "umami") return (path) => counters.umami?.track((defaults) => ({ ...defaults, url: path }));
  return () => {};
}

/**
 * Loads the provider's script once the page has loaded (never ahead of the page's own work) and is
 * shown (a page prerendered ahead of the guest's tap is a visit only once opened: decision 023), counts
 * this page, then each successful hand-off the forms announce (`handOffEvent`, with a fixed path).
 */
export function startAnalytics(settings: AnalyticsScript) {
  const pending = [location.pathname];
  let count: Count | null = null;
  window.addEventListener(handOffEvent, (event) => {
    const path = (event as CustomEvent<{ path: string }>).detail.path;
    if (count) count(path);
    else pending.push(path);
  });
  const load = () => {
    const script = document.createElement("script");
    script.src = settings.src;
    script.defer = true;
    for (const [name, value] of Object.entries(settings.attributes)) script.setAttribute(name, value);
    script.addEventListener("load", () => {
      count = counterFor(settings.provider);
      for (const path of pending.splice(0)) count(path);
    });
    document.head.append(script);
  };
  const loadOnceShown = () => whenShown(document, load);
  if (document.readyState === "complete") loadOnceShown();
  else window.addEventListener("load", loadOnceShown, { once: true });
}
