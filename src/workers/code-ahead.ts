/**
 * The worker that fetches island code ahead of the guest (decision 014), built into /code-ahead.js by
 * scripts/service-worker.ts. The page's head script starts it once the page has shown and posts the
 * URLs of its islands' components and renderers. It fetches each at low priority into the browser's
 * cache (which it shares with the page), reads each module for the modules it imports and fetches
 * those too, and ends itself when nothing is left. None of that work is on the page's own thread,
 * where a slow phone would turn it into long tasks; nothing fetched here runs.
 */
import { importedModules } from "@/lib/code-ahead";

const seen = new Set<string>();
let pending = 0;

function fetchAhead(url: string) {
  if (seen.has(url)) return;
  seen.add(url);
  pending += 1;
  fetch(url, { priority: "low" } as RequestInit)
    .then((response) => (response.ok ? response.text() : ""))
    .then((code) => importedModules(code, url).forEach(fetchAhead))
    .catch(() => undefined)
    .finally(() => {
      pending -= 1;
      if (pending === 0) self.close();
    });
}

self.addEventListener("message", (event: MessageEvent<unknown>) => {
  const urls = Array.isArray(event.data) ? event.data : [];
  for (const url of urls) if (typeof url === "string" && url) fetchAhead(new URL(url, self.location.href).href);
  if (pending === 0) self.close();
});
