import { describe, expect, it } from "vitest";
import {
  collectScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxSnippet,
  responseHeaders,
  responseKind,
  staticHostHeadersFile,
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
  });
  it("caches hashed assets for a year and makes pages revalidate", () => {
    expect(responseHeaders(responseKind("/_astro/client.abc123.js"), [])["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(responseHeaders(responseKind("/rooms"), [])["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(responseKind("/")).toBe("html");
    expect(responseKind("/hi/rooms.html")).toBe("html");
    expect(responseKind("/favicon.svg")).toBe("other");
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
    const file = staticHostHeadersFile(["sha256-x="], ["/", "/rooms"]);
    expect(file).toContain(`Content-Security-Policy: ${contentSecurityPolicy(["sha256-x="])}`);
    expect(file).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(file).toMatch(/\/rooms\n {2}Cache-Control: public, max-age=0, must-revalidate/);
  });
  it("answers unknown paths in nginx with the language's not-found page", () => {
    const conf = nginxSnippet([], { "/": "/404.html", "/hi/": "/hi/404.html" });
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("location /hi/ {");
    expect(conf).toContain("error_page 404 /hi/404.html;");
  });
});
