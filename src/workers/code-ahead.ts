/**
 * The worker that fetches island code ahead of the guest (decision 014), built into /code-ahead.js by
 * scripts/service-worker.ts. The page's head script starts it once the page has shown and posts the
 * URLs of its islands' components and renderers. It fetches each at low priority into the browser's
 * cache (which it shares with the page), two at a time, reads each module for the modules it imports
 * and fetches those too, and when nothing is left it tells the page (an empty message: the head script,
 * `bootScript` in src/lib/theme.ts, then readies the islands marked for it) and ends itself. None of that
 * work is on the page's own thread, where a slow phone would turn it into long tasks; nothing fetched
 * here runs.
 */
import { importedModules } from "@/lib/code-ahead";

/**
 * At most this many requests at once. On a slow link the browser shares the bandwidth among the
 * requests in flight, and the code a tap asks for meanwhile is one of them: two leave it most of the
 * link, where the whole walk at once (33 modules on a room page) left it a sliver.
 */
const inFlightLimit = 2;

const seen = new Set<string>();
const queue: string[] = [];
let inFlight = 0;

function fetchAhead(url: string) {
  if (seen.has(url)) return;
  seen.add(url);
  queue.push(url);
  fetchNext();
}

function fetchNext() {
  while (inFlight < inFlightLimit && queue.length > 0) {
    const url = queue.shift()!;
    inFlight += 1;
    fetch(url, { priority: "low" } as RequestInit)
      .then((response) => (response.ok ? response.text() : ""))
      .then((code) => importedModules(code, url).forEach(fetchAhead))
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
        fetchNext();
        if (inFlight === 0) done();
      });
  }
}

self.addEventListener("message", (event: MessageEvent<unknown>) => {
  const urls = Array.isArray(event.data) ? event.data : [];
  for (const url of urls) if (typeof url === "string" && url) fetchAhead(new URL(url, self.location.href).href);
  if (inFlight === 0) done();
});

function done() {
  self.postMessage(null);
  self.close();
}
