/**
 * What a static host does with `dist/_headers`, following Cloudflare Pages' documented rules
 * (https://developers.cloudflare.com/pages/configuration/headers/), which Netlify's format shares:
 *
 * - a line that starts without indentation is a URL pattern; the indented `Name: value` lines
 *   below it are its headers; `#` starts a comment; `! Name` removes a header (Cloudflare);
 * - `*` (a splat) matches any run of characters, `:name` (a placeholder) one path segment;
 * - a request inherits the headers of every rule whose pattern matches; a header set by several
 *   rules gets their values joined with ", ";
 * - static assets come with `Cache-Control: public, max-age=0, must-revalidate` unless a rule sets it.
 *
 * No emulator runs here: the newest wrangler whose `engines` allows Node 20 is 4.86.0, whose
 * `pages dev` needs the workerd binary from the network; this parser is what the tests use instead.
 */

export type ParsedRule = { pattern: string; set: [string, string][]; detach: string[] };

export const hostDefaults: Record<string, string> = { "cache-control": "public, max-age=0, must-revalidate" };

export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${i + 1}: a header before any URL pattern`);
    const body = line.trim();
    if (body.startsWith("!")) {
      rule.detach.push(body.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = body.indexOf(":");
    if (colon <= 0) throw new Error(`_headers line ${i + 1}: expected "Name: value", got ${JSON.stringify(body)}`);
    rule.set.push([body.slice(0, colon).trim().toLowerCase(), body.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternRegex(pattern: string): RegExp {
  const path = pattern.replace(/^https:\/\/[^/]+/, "");
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/** The headers (lower-case names) a host adds to the response for a URL path. */
export function headersForPath(rules: readonly ParsedRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const detached = new Set<string>();
  for (const rule of rules) {
    if (!patternRegex(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.set) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    for (const name of rule.detach) detached.add(name);
  }
  for (const name of detached) delete headers[name];
  for (const [name, value] of Object.entries(hostDefaults)) if (!(name in headers) && !detached.has(name)) headers[name] = value;
  return headers;
}
