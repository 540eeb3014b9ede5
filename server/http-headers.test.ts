import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPageProblems,
  collectScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxSiteConfig,
  responseHeaders,
  responseKind,
  securityHeaders,
  speculationAllowedFor,
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
    expect(headers["Referrer-Policy"]).toBe("strict-origin");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(headers["X-Permitted-Cross-Domain-Policies"]).toBe("none");
  });
  it("keeps HTTPS to the site's own address when the hotel says not every subdomain works over https", () => {
    expect(securityHeaders([])["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders([], { hstsSubdomains: false })["Strict-Transport-Security"]).toBe("max-age=63072000");
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
  it("lets no cache keep the service worker, so a new build is found on the next visit", () => {
    expect(responseHeaders(responseKind("/sw.js"), [])["Cache-Control"]).toBe("no-cache");
  });
  it("lets no cache keep /version.json, which tells whether an edit is live", () => {
    expect(responseHeaders(responseKind("/version.json"), [])["Cache-Control"]).toBe("no-store");
    expect(staticHostHeadersFile([])).toMatch(/^\/version\.json\n( {2}! .+\n)* {2}Cache-Control: no-store$/m);
    expect(nginxSiteConfig([], {})).toMatch(/location = \/version\.json \{[^}]*Cache-Control "no-store"/);
  });
  it("lets pages start a service worker and a web app manifest from the site only", () => {
    const csp = contentSecurityPolicy([]);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });
});

describe("the editor at /admin", () => {
  it("runs Sveltia's same-origin bundle without eval, without an inline script and without any CDN", () => {
    const csp = adminContentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|unpkg|jsdelivr|cdn/);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https?:)/);
    expect(csp).toContain("font-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it("talks to GitHub's API and status page (the local mode reads the folder itself, no server) and reads back photos picked for upload (blob:), nowhere else", () => {
    expect(adminContentSecurityPolicy()).toMatch(
      /connect-src 'self' blob: data: https:\/\/api\.github\.com https:\/\/www\.githubstatus\.com;/,
    );
  });
  it("shows previews of photos being uploaded (blob:), the site's photos and the editor's GitHub picture", () => {
    expect(adminContentSecurityPolicy()).toContain(
      "img-src 'self' data: blob: https://images.unsplash.com https://avatars.githubusercontent.com",
    );
  });
  it("keeps the public pages' policy as strict as before: no eval, no blob:, no GitHub", () => {
    const csp = contentSecurityPolicy(["sha256-abc="]);
    expect(csp).not.toMatch(/unsafe-eval|blob:|github/);
    expect(responseHeaders("html", ["sha256-abc="])["Content-Security-Policy"]).toBe(csp);
  });
  it("sends the public pages without a Cross-Origin-Opener-Policy, which would cost every visitor a fresh process", () => {
    for (const kind of ["html", "hashed"] as const) {
      expect(Object.keys(responseHeaders(kind, [])).map((name) => name.toLowerCase())).not.toContain(
        "cross-origin-opener-policy",
      );
    }
    // The rest of the cross-origin hardening stays: no framing, no cross-origin embedding of our files.
    expect(responseHeaders("html", [])["X-Frame-Options"]).toBe("DENY");
    expect(responseHeaders("html", [])["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });
  it("answers every path under /admin with the editor's headers, and only those paths", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/config.yml",
      "/admin/sveltia-cms.js",
      "/admin/fonts/noto-mono.woff2",
    ]) {
      expect(responseKind(path), path).toBe("admin");
    }
    for (const path of ["/administration", "/adminx/a.js", "/hi/admin", "/_astro/admin.js", "/"]) {
      expect(responseKind(path), path).not.toBe("admin");
    }
    expect(responseHeaders("admin", ["sha256-abc="])).toEqual(adminHeaders());
  });
  it("keeps the login pop-up's way back to the editor, search engines out, and the editor fresh after a deploy", () => {
    const headers = adminHeaders();
    // GitHub login: the OAuth pop-up posts the token to window.opener, which COOP same-origin would cut.
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Cache-Control"]).toBe("private, no-cache");
    // The rest of the hardening is the public pages'.
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });
  it("reports the editor's violations to the hotel's endpoint too, when one is set", () => {
    const headers = adminHeaders({ cspReportUrl: "https://csp.example/r" });
    expect(headers["Reporting-Endpoints"]).toBe('csp-endpoint="https://csp.example/r"');
    expect(headers["Content-Security-Policy"]).toContain("report-uri https://csp.example/r");
  });
  it("refuses an editor page its policy would break: an inline script or a script from a CDN", () => {
    expect(
      adminPageProblems(
        '<script src="/admin/sveltia-cms.js"></script><script type="module" src="/admin/live.js"></script>',
      ),
    ).toEqual([]);
    expect(adminPageProblems("<script>CMS.init()</script>").join()).toMatch(/1 inline script/);
    expect(
      adminPageProblems('<script src="https://unpkg.com/@sveltia/cms/dist/sveltia-cms.js"></script>').join(),
    ).toMatch(/loads https:\/\/unpkg\.com/);
    expect(adminPageProblems("<script src='//cdn.example/x.js'></script>")).toHaveLength(1);
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
  it("gives no hash to text that only looks like a script: a room named <script>alert(2)</script> in an attribute, a comment or a title", () => {
    const named = "&lt;script&gt;alert(2)&lt;/script&gt;";
    const html = `<title>x <script>alert(2)</script></title><img alt="<script>alert(2)</script>">
      <!-- <script>alert(2)</script> --><p>${named}</p><textarea><script>alert(2)</script></textarea>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
  it("hashes a script's text as the browser runs it, entities unread, and a script inside a template", () => {
    const [raw] = inlineScriptHashes("<script>a('&amp;')</script>");
    expect(raw).toBe(inlineScriptHashes("<template><script>a('&amp;')</script></template>")[0]);
    expect(raw).not.toBe(inlineScriptHashes("<script>a('&')</script>")[0]);
  });
  it("lists a script shared by several pages once", () => {
    expect(collectScriptHashes(["<script>a()</script>", "<script>a()</script>"])).toHaveLength(1);
  });
});

describe("the CSP with the hotel's analytics", () => {
  const plausible = { analytics: { provider: "plausible", siteId: "hotel.example" } } as const;
  const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

  it("allows no analytics host while counting is off", () => {
    const csp = contentSecurityPolicy(["sha256-abc="], { analytics: { provider: "none" } });
    expect(csp).toBe(contentSecurityPolicy(["sha256-abc="]));
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
  });

  it("allows exactly the provider's hosts for scripts and connections, nothing else", () => {
    const csp = contentSecurityPolicy(["sha256-abc="], plausible);
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc=' https://plausible.io");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://plausible.io");
    expect(directive(csp, "img-src")).toBe(directive(contentSecurityPolicy(["sha256-abc="]), "img-src"));
  });

  it("derives npm start's, nginx's and _headers' policy from the same setting", () => {
    const csp = contentSecurityPolicy(["sha256-x="], plausible);
    expect(responseHeaders("html", ["sha256-x="], plausible)["Content-Security-Policy"]).toBe(csp);
    expect(staticHostHeadersFile(["sha256-x="], plausible)).toContain(`Content-Security-Policy: ${csp}\n`);
    expect(nginxSiteConfig(["sha256-x="], { "/": "/404.html" }, plausible)).toContain(
      `add_header Content-Security-Policy "${csp}" always;`,
    );
  });

  it("keeps the editor's policy free of analytics hosts", () => {
    expect(adminHeaders(plausible)["Content-Security-Policy"]).not.toContain("plausible");
  });
});

describe("static host configuration", () => {
  it("gives static hosts the same CSP as npm start", () => {
    const file = staticHostHeadersFile(["sha256-x="]);
    expect(file).toContain(`Content-Security-Policy: ${contentSecurityPolicy(["sha256-x="])}`);
    expect(file).toMatch(/\/_astro\/\*\n( {2}! .+\n)* {2}Cache-Control: public, max-age=31536000, immutable/);
  });
  it("needs six rules however many pages the site has", () => {
    const rules = staticHostHeadersFile(["sha256-x="])
      .split("\n")
      .filter((line) => /^\S/.test(line));
    expect(rules).toEqual(["/*", "/_astro/*", "/sw.js", "/version.json", "/speculation-rules.json", "/admin/*"]);
  });
  it("gives /admin/* on static hosts the editor's policy in place of the site's, never both", () => {
    const file = staticHostHeadersFile(["sha256-x="]);
    const adminRule = file.slice(file.indexOf("/admin/*\n"));
    // Cloudflare applies every matching rule: the editor's rule first removes what /* set.
    expect(adminRule).toMatch(
      /^\/admin\/\*\n {2}! Content-Security-Policy\n( {2}! .+\n)* {2}Content-Security-Policy: /,
    );
    expect(adminRule).toContain(`  Content-Security-Policy: ${adminContentSecurityPolicy()}\n`);
    expect(adminRule).toContain("  Cross-Origin-Opener-Policy: same-origin-allow-popups\n");
    expect(adminRule).toContain("  Cache-Control: private, no-cache\n");
    expect(adminRule).toContain("  X-Robots-Tag: noindex, nofollow\n");
    expect(staticHostLimitProblems(file)).toEqual([]);
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
  it("serves the editor in nginx with the editor's headers, at /admin and below it", () => {
    const conf = nginxSiteConfig(["sha256-x="], { "/": "/404.html" });
    const block = (start: string) => conf.slice(conf.indexOf(start), conf.indexOf("\n}", conf.indexOf(start)));
    for (const start of ["location = /admin {", "location /admin/ {"]) {
      expect(block(start)).toContain(`add_header Content-Security-Policy "${adminContentSecurityPolicy()}" always;`);
      expect(block(start)).toContain('add_header Cache-Control "private, no-cache" always;');
      expect(block(start)).not.toContain("sha256-x=");
    }
    expect(block("location = /admin {")).toContain("try_files /admin/index.html =404;");
  });
});

describe("speculation rules on every host (decision 023)", () => {
  it("are named by pages only: not by the editor, hashed files, the worker or /version.json", () => {
    expect(responseHeaders("html", [])["Speculation-Rules"]).toBe('"/speculation-rules.json"');
    for (const kind of ["admin", "hashed", "worker", "version"] as const)
      expect(responseHeaders(kind, [])["Speculation-Rules"], kind).toBeUndefined();
  });

  it("are left out for a request that saves data or comes over 2G, as Node gives its headers", () => {
    expect(speculationAllowedFor({})).toBe(true);
    expect(speculationAllowedFor({ "save-data": "on" })).toBe(false);
    expect(speculationAllowedFor({ ect: "slow-2g" })).toBe(false);
    expect(speculationAllowedFor({ ect: "4g", "save-data": "off" })).toBe(true);
  });

  it("come from a variable in nginx, emptied under Save-Data and on 2G, and the file has its own type", () => {
    const conf = nginxSiteConfig([], { "/": "/404.html" });
    expect(conf).toContain(`set $speculation_rules '"/speculation-rules.json"';`);
    expect(conf).toContain('if ($http_save_data ~* "^\\s*on\\s*$") {\n    set $speculation_rules "";');
    expect(conf).toContain('if ($http_ect ~* "^\\s*(slow-)?2g\\s*$") {\n    set $speculation_rules "";');
    expect(conf).toContain("add_header Speculation-Rules $speculation_rules always;");
    expect(conf).toContain('add_header Vary "Accept-Encoding, Save-Data" always;');
    expect(conf).toMatch(
      /location = \/speculation-rules\.json \{\n {4}types \{ \} default_type application\/speculationrules\+json;/,
    );
  });

  it("are named on static hosts by pages only, and the file has its own type there", () => {
    const file = staticHostHeadersFile([]);
    expect(file).toMatch(/^\/\*\n(.+\n)* {2}Speculation-Rules: "\/speculation-rules\.json"\n/);
    for (const path of ["/_astro/*", "/sw.js", "/version.json", "/admin/*"])
      expect(file.slice(file.indexOf(`${path}\n`)), path).toMatch(/^\S+\n( {2}! .+\n)* {2}! Speculation-Rules\n/);
    expect(file).toContain("/speculation-rules.json\n  Content-Type: application/speculationrules+json\n");
  });
});
