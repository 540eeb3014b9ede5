/**
 * After `astro build`: writes the headers for static hosts (computed from the built pages'
 * inline scripts) and precompresses text files so `npm start` and static hosts serve them
 * with brotli or gzip at no CPU cost per request.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { nginxSnippet, staticHostHeadersFile } from "../src/lib/http-headers";
import { builtScriptHashes, distDir, htmlFiles, listFiles, notFoundPages, pagePath } from "./site-files";

/** Server configuration that belongs beside the site, not in it. */
const deployDir = path.resolve(distDir, "..", "deploy");
const hashes = builtScriptHashes();
const pages = htmlFiles().filter((f) => !f.endsWith("404.html")).map(pagePath).sort();

writeFileSync(path.join(distDir, "_headers"), staticHostHeadersFile(hashes, pages));
mkdirSync(deployDir, { recursive: true });
writeFileSync(path.join(deployDir, "nginx-headers.conf"), nginxSnippet(hashes, notFoundPages()));

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
let files = 0;
for (const file of listFiles(distDir)) {
  if (!compressible.test(file)) continue;
  const full = path.join(distDir, file);
  const body = readFileSync(full);
  if (body.length < 256) continue;
  writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${full}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  files += 1;
}
console.log(`postbuild: ${hashes.length} inline script hashes in the CSP; ${pages.length} pages; ${files} files precompressed`);
