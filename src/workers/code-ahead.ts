/**
 * The worker that fetches island code ahead of the guest (decision 014), built into /code-ahead.js by
 * scripts/service-worker.ts. The page's head script starts one once the page has shown and posts it the
 * URLs of the components and renderers of the islands it readies ahead (a calendar's,
 * `data-ready-ahead`), and after the guest's first use the other islands' URLs as a second group, to
 * the same worker where one has started (decision 014). It fetches each at low priority into the
 * browser's cache (which it shares with the page), two at a time, reads each module for the modules it
 * imports and fetches those too. When a group is in, lazy imports included, it tells the page (an
 * empty message: the first lets the readying start, src/page-scripts/ready-ahead.ts) and goes on to the next,
 * or waits for one: a module fetched for one group is not fetched again for the next. The page ends
 * the worker once its last group is in. None of that work is on the page's own thread, where a slow phone
 * would turn it into long tasks; nothing fetched here runs.
 */
import { importedModules } from "@/page-scripts/code-ahead";

/**
 * At most this many requests at once. On a slow link the browser shares the bandwidth among the
 * requests in flight, and the code a tap asks for meanwhile is one of them: two leave it most of the
 * link, where the whole walk at once (33 modules on a room page) left it a sliver.
 */
const inFlightLimit = 2;

const seen = new Set<string>();
/** The groups posted and not yet started, first first. */
const groups: string[][] = [];
const queue: string[] = [];
let inFlight = 0;
/** Whether a group is being fetched: the page is told when it is in. */
let fetching = false;

/**
 * The groups of URLs in a message: an array of groups, or (a page from before the groups, still in a
 * visitor's offline copy) one flat array. Such older pages do not end the worker: it waits, idle,
 * until the page goes.
 */
function groupsOf(data: unknown): string[][] {
  if (!Array.isArray(data)) return [];
  const strings = (list: unknown[]) => list.filter((url): url is string => typeof url === "string" && url !== "");
  return data.every(Array.isArray) ? data.map(strings) : [strings(data)];
}

function startNextGroup() {
  const group = groups.shift();
  if (!group) return;
  fetching = true;
  for (const url of group) fetchAhead(new URL(url, self.location.href).href);
  fetchNext();
}

function fetchAhead(url: string) {
  if (seen.has(url)) return;
  seen.add(url);
  queue.push(url);
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
      });
  }
  if (fetching && inFlight === 0 && queue.length === 0) {
    fetching = false;
    self.postMessage(null);
    startNextGroup();
  }
}

self.addEventListener("message", (event: MessageEvent<unknown>) => {
  groups.push(...groupsOf(event.data));
  if (!fetching) startNextGroup();
});
