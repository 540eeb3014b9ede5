/**
 * Why a route is slow, read from one Lighthouse result: where its LCP went (the phases), the
 * request chain that led to it, the long tasks and which scripts and kinds of work filled the main
 * thread. The benchmark prints it for every route and profile that misses a budget. Pure.
 */
import type { Lhr } from "./lhr";

export type Evidence = {
  /** LCP split into time to first byte, load delay, load time and render delay (ms, as Lighthouse simulated them). */
  lcpPhases: { phase: string; ms: number }[];
  /** The longest request chain from the document, each request's end (ms from navigation start) and size. */
  chain: { url: string; endMs?: number; bytes?: number }[];
  /** The longest main-thread tasks, longest first. */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** Main-thread time per script (total CPU time and the part spent evaluating it), most first. */
  scripts: { url: string; ms: number; evaluationMs: number }[];
  /** Main-thread time per kind of work (style and layout, script evaluation, parsing…), most first. */
  work: { kind: string; ms: number }[];
};

type Table = { type?: string; items?: unknown[] };
type ChainNode = { url?: string; navStartToEndTime?: number; transferSize?: number; isLongest?: boolean };
type ChainTree = Record<string, ChainNode & { children?: ChainTree }>;

const details = (lhr: Lhr, audit: string) => lhr.audits[audit]?.details as Table | undefined;
const itemsOf = (table: Table | undefined) =>
  Array.isArray(table?.items) ? (table.items as Record<string, unknown>[]) : [];
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

function lcpPhasesOf(lhr: Lhr): Evidence["lcpPhases"] {
  for (const part of itemsOf(details(lhr, "largest-contentful-paint-element"))) {
    const rows = itemsOf(part as Table).filter((row) => typeof row.phase === "string" && num(row.timing) !== undefined);
    if (rows.length > 0) return rows.map((row) => ({ phase: row.phase as string, ms: row.timing as number }));
  }
  return [];
}

/** Follows the branch Lighthouse marks as the longest in its network dependency tree. */
function chainOf(lhr: Lhr): Evidence["chain"] {
  const chain: Evidence["chain"] = [];
  let level = (lhr.audits["network-dependency-tree-insight"]?.details as { chains?: ChainTree } | undefined)?.chains;
  while (level && chain.length < 20) {
    const nodes = Object.values(level);
    const next = nodes.find((node) => node.isLongest) ?? (chain.length === 0 ? nodes[0] : undefined);
    if (!next?.url) break;
    chain.push({ url: next.url, endMs: num(next.navStartToEndTime), bytes: num(next.transferSize) });
    level = next.children;
  }
  return chain;
}

/** The evidence in one Lighthouse result; `top` limits the long tasks and scripts listed. */
export function evidenceOf(lhr: Lhr, top = 5): Evidence {
  const origin = originOf(lhr.requestedUrl);
  const short = (url: unknown) => shortUrl(String(url ?? "?"), origin);
  const longTasks = itemsOf(details(lhr, "long-tasks"))
    .map((row) => ({ url: short(row.url), startMs: num(row.startTime) ?? 0, ms: num(row.duration) ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  const scripts = itemsOf(details(lhr, "bootup-time"))
    .map((row) => ({ url: short(row.url), ms: num(row.total) ?? 0, evaluationMs: num(row.scripting) ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  const work = itemsOf(details(lhr, "mainthread-work-breakdown"))
    .map((row) => ({ kind: String(row.groupLabel ?? row.group ?? "?"), ms: num(row.duration) ?? 0 }))
    .sort((a, b) => b.ms - a.ms);
  const chain = chainOf(lhr).map((request) => ({ ...request, url: short(request.url) }));
  return { lcpPhases: lcpPhasesOf(lhr), chain, longTasks, scripts, work };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A URL as the report shows it: the path on the site's own origin, the host and path elsewhere. */
export function shortUrl(url: string, origin?: string): string {
  try {
    const parsed = new URL(url);
    if (origin && parsed.origin === origin) return parsed.pathname;
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The evidence as markdown list lines under a heading (URLs already shortened by evidenceOf). */
export function formatEvidence(heading: string, evidence: Evidence): string[] {
  const lines = [`#### ${heading}`, ""];
  if (evidence.lcpPhases.length > 0)
    lines.push(`- LCP phases: ${evidence.lcpPhases.map((p) => `${p.phase} ${ms(p.ms)}`).join(", ")}`);
  if (evidence.chain.length > 0)
    lines.push(
      `- Longest request chain: ${evidence.chain
        .map((r) => {
          const facts = [r.endMs === undefined ? "" : `ends ${ms(r.endMs)}`, r.bytes === undefined ? "" : kB(r.bytes)];
          const told = facts.filter(Boolean).join(", ");
          return `${r.url}${told ? ` (${told})` : ""}`;
        })
        .join(" → ")}`,
    );
  lines.push(
    evidence.longTasks.length === 0
      ? "- Long tasks: none"
      : `- Long tasks: ${evidence.longTasks.map((t) => `${ms(t.ms)} at ${ms(t.startMs)} (${t.url})`).join("; ")}`,
  );
  if (evidence.scripts.length > 0)
    lines.push(
      `- Main thread by script: ${evidence.scripts
        .map((s) => `${s.url} ${ms(s.ms)} (evaluation ${ms(s.evaluationMs)})`)
        .join("; ")}`,
    );
  if (evidence.work.length > 0)
    lines.push(`- Main thread by kind of work: ${evidence.work.map((w) => `${w.kind} ${ms(w.ms)}`).join(", ")}`);
  return lines;
}
