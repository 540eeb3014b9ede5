/**
 * `npm run test:conformance`: holds every built page (found in dist/, or DIST_DIR) to three checkers
 * nobody here wrote: the W3C Nu HTML Checker, linkinator over the production server, and
 * structured-data-testing-tool with schema.org's vocabulary; to the hotel's facts each page shows
 * (facts.ts); and to the HTML weight in budgets.json. Prints each finding as
 * `file:line:column: error [checker] message` and exits 1 on any error or unaccepted warning.
 * CONFORMANCE_PORT picks the server's port (a free one by default).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { formatBytes } from "../support/budgets";
import { cleanupAll, freePort, startGroup, stopGroup, waitForHttp } from "../support/processes";
import { distDir } from "../../server/site-files";
import { formatFinding, type Finding } from "./findings";
import { checkHtml, loadAllowList } from "./html";
import { checkJsonLd } from "./json-ld";
import { checkFragments, checkIslandCode, checkServedLinks, checkTabIcon, type CrawlReport } from "./links";
import { checkDeadLinks, checkImagePreloads, checkSitemap } from "./head-and-sitemap";
import { checkNoScript } from "./no-script";
import { builtPages } from "./pages";
import { checkFacts } from "./facts";
import { htmlGzipBytes, htmlWeightFindings, loadWeightAllowances, unusedWeightAllowances } from "./weights";
import { site } from "../../src/content/read/site";

const root = path.resolve(import.meta.dirname, "..", "..");
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function servedLinks(pages: Parameters<typeof checkServedLinks>[0]): Promise<CrawlReport> {
  const port = Number(process.env.CONFORMANCE_PORT) || (await freePort());
  const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
  const server = startGroup("the site server", process.execPath, [tsxCli, "server/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const origin = `http://localhost:${port}`;
    await waitForHttp(`${origin}/`, server);
    return await checkServedLinks(pages, { origin, siteOrigin: new URL(site.url).origin });
  } finally {
    await stopGroup(server);
  }
}

function section(title: string, findings: readonly Finding[]) {
  console.log(
    `\n${title}: ${findings.filter((f) => f.severity === "error").length} errors, ${findings.filter((f) => f.severity === "warning").length} warnings`,
  );
  for (const finding of findings) console.log(formatFinding(finding));
}

// Ctrl-C or a stopped CI job: stop the server (its own process group) before leaving.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanupAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143)));
}

const pages = builtPages(distDir, root);
if (pages.length === 0) {
  console.error(`No HTML pages in ${path.relative(root, distDir) || distDir}/: run \`npm run build\` first.`);
  process.exit(2);
}
console.log(`Conformance of ${pages.length} built pages: ${pages.map((p) => p.urlPath).join(" ")}`);

const allowList = loadAllowList();
const [html, links, jsonLd] = await Promise.all([
  checkHtml(
    pages.map((p) => path.join(root, p.file)),
    allowList,
    root,
  ),
  servedLinks(pages),
  checkJsonLd(pages),
]);

section("HTML (Nu HTML Checker)", [...html.errors, ...html.warnings]);
for (const entry of allowList) {
  const count = html.accepted.filter((f) => f.message.includes(entry.message)).length;
  if (count > 0)
    console.log(`  accepted ${count}× by test/conformance/vnu-allow.json: "${entry.message}" (${entry.reason})`);
}
for (const entry of html.unusedAllowances) console.log(`  no page needs this allowance any more: "${entry.message}"`);
const staticLinks = [
  ...checkFragments(pages),
  ...checkIslandCode(pages, distDir),
  ...checkTabIcon(pages),
  ...checkDeadLinks(pages),
  ...checkImagePreloads(pages),
  ...checkSitemap(pages, distDir, new URL(site.url).origin),
];
section(
  `Links (linkinator: ${links.checked} internal URLs checked, ${links.skipped} external skipped; fragments, island code, tab icon, dead links, image preloads, sitemap)`,
  [...links.findings, ...staticLinks],
);
const blocks = pages.flatMap((p) => [...p.document.querySelectorAll('script[type="application/ld+json"]')]).length;
const noScript = checkNoScript(pages, distDir);
section("Without JavaScript (forms hidden, their no-script blocks shown)", noScript);
section(`Structured data (${blocks} JSON-LD blocks: schema.org vocabulary, Google preset)`, jsonLd);

const facts = checkFacts(pages);
section("Facts (the hotel's facts a guest reads on each page without JavaScript, test/conformance/facts.ts)", facts);

const weightAllowances = loadWeightAllowances();
const weights = htmlWeightFindings(pages, undefined, weightAllowances);
const heaviest = pages.reduce((a, b) => (htmlGzipBytes(b.html) > htmlGzipBytes(a.html) ? b : a));
section(
  `HTML weight (budgets.json; heaviest ${heaviest.urlPath}, ${htmlGzipBytes(heaviest.html)} bytes gzip)`,
  weights,
);
for (const entry of weightAllowances) {
  const page = pages.find((p) => p.urlPath === entry.route);
  if (page && !unusedWeightAllowances([page], [entry]).length)
    console.log(
      `  over budget but accepted up to ${formatBytes(entry.htmlGzipMax)} by budgets.json's weightAllowances: ${entry.route}, ${htmlGzipBytes(page.html)} bytes (${entry.why})`,
    );
}
for (const entry of unusedWeightAllowances(pages, weightAllowances))
  console.log(
    `  no page needs this allowance any more: ${entry.route} (remove it from budgets.json's weightAllowances)`,
  );

const failures =
  html.errors.length +
  html.warnings.length +
  links.findings.length +
  staticLinks.length +
  jsonLd.length +
  facts.length +
  noScript.length +
  weights.length;
console.log(`\n${failures === 0 ? "Conformance passed" : `Conformance FAILED: ${failures} findings`} (${seconds()})`);
process.exitCode = failures === 0 ? 0 : 1;
