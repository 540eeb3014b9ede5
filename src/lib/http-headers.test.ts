import { describe, expect, it } from "vitest";
import {
  collectScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxSiteConfig,
  responseHeaders,
  responseKind,
  securityHeaders,
  staticHostHeadersFile,
  staticHostLimitProblems,
} from "./http-headers";

describe("security headers", () => {
  it("allows scripts only from the site and the hashed inline scripts", () => {
    const csp = contentSecurityPolicy(["sha256-abc="]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: https://images.unsplash.com");
  });
  it("sends the hardening headers on every response", () => {
    const headers = responseHeaders("html", []);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(headers["X-Permitted-Cross-Domain-Policies"]).toBe("none");
  });
  it("tells the browser to connect to the photo host before the page arrives, without CORS (photos are plain images)", () => {
    expect(responseHeaders("html", [])["Link"]).toBe("<https://images.unsplash.com>; rel=preconnect");
  });
  it("sends no CSP reporting headers unless the hotel sets an endpoint", () => {
    const headers = securityHeaders([]);
    expect(headers["Reporting-Endpoints"]).toBeUndefined();
    expect(headers["Content-Security-Policy"]).not.toMatch(/report-(to|uri)/);
  });
  it("reports CSP violations to the endpoint the hotel sets", () => {
    const headers = securityHeaders([], { cspReportUrl: "https://csp.example/r" });
    expect(headers["Reporting-Endpoints"]).toBe('csp-endpoint="https://csp.example/r"');
    expect(headers["Content-Security-Policy"]).toContain("report-to csp-endpoint");
    expect(headers["Content-Security-Policy"]).toContain("report-uri https://csp.example/r");
  });
  it("caches hashed assets for a year and makes pages revalidate", () => {
    expect(responseHeaders(responseKind("/_astro/client.abc123.js"), [])["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(responseHeaders(responseKind("/rooms"), [])["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(responseKind("/")).toBe("html");
    expect(responseKind("/hi/rooms.html")).toBe("html");
    // Files that keep their name across deploys revalidate too.
    expect(responseKind("/favicon.svg")).toBe("html");
  });
});

describe("inline script hashes", () => {
  it("hashes executable inline scripts and skips external scripts and data blocks", () => {
    const html = `<script>console.log(1)</script><script type="module" src="/a.js"></script>
      <script type="application/ld+json">{"@type":"Hotel"}</script><script type="module">go()</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // echo -n 'console.log(1)' | openssl dgst -sha256 -binary | base64
    expect(hashes[0]).toBe("sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=");
  });
  it("lists a script shared by several pages once", () => {
    expect(collectScriptHashes(["<script>a()</script>", "<script>a()</script>"])).toHaveLength(1);
  });
});

describe("static host configuration", () => {
  it("gives static hosts the same CSP as npm start", () => {
    const file = staticHostHeadersFile(["sha256-x="]);
    expect(file).toContain(`Content-Security-Policy: ${contentSecurityPolicy(["sha256-x="])}`);
    expect(file).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
  it("needs two rules however many pages the site has", () => {
    const rules = staticHostHeadersFile(["sha256-x="])
      .split("\n")
      .filter((line) => /^\S/.test(line));
    expect(rules).toEqual(["/*", "/_astro/*"]);
  });
  it("refuses a _headers file over Cloudflare Pages' limits: 100 rules, 2,000 characters a line", () => {
    expect(staticHostLimitProblems(staticHostHeadersFile(["sha256-x="]))).toEqual([]);
    const manyHashes = Array.from({ length: 40 }, (_, i) => `sha256-${"A".repeat(42)}${String(i).padStart(2, "0")}=`);
    expect(staticHostLimitProblems(staticHostHeadersFile(manyHashes)).join()).toMatch(/Content-Security-Policy.*2000/);
    const manyRules = Array.from({ length: 101 }, (_, i) => `/page-${i}\n  X-A: b`).join("\n");
    expect(staticHostLimitProblems(manyRules).join()).toMatch(/101 rules/);
  });
  it("answers unknown paths in nginx with the language's not-found page", () => {
    const conf = nginxSiteConfig([], { "/": "/404.html", "/hi/": "/hi/404.html" });
    expect(conf).toContain("set $not_found /404.html;");
    expect(conf).toContain('if ($uri ~ "^/hi/") {\n    set $not_found /hi/404.html;');
    expect(conf).toContain("error_page 404 @not_found;");
  });
  it("loads in stock nginx: brotli only in its own file, never protocol-relative redirects, no version shown", () => {
    const conf = nginxSiteConfig([], { "/": "/404.html" });
    expect(conf).not.toMatch(/^\s*brotli/m);
    expect(conf).toContain("absolute_redirect off;");
    expect(conf).toContain("server_tokens off;");
    expect(conf).toContain('add_header Vary "Accept-Encoding" always;');
  });
});
