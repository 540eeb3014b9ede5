/**
 * How the navigation rows' Chromium trusts the benchmark's own HTTPS servers (the site's front and the
 * photo stand-in): by their keys, as a guest's phone trusts a site with a real certificate, not by
 * ignoring certificate errors. Under `--ignore-certificate-errors` (or DevTools' own switch,
 * Puppeteer's `acceptInsecureCerts`) every response still carries its certificate error, and
 * Chromium then evicts a page in the back/forward cache when one of its requests answers with such
 * an error after it was left (`IgnoreEventAndEvict`, disallow-activation reason 15,
 * `kCertificateErrors`): the room page, left while its island code was still coming, was reloaded
 * on Back. `--ignore-certificate-errors-spki-list` makes the certificate verifier accept these keys
 * as valid, so no response carries an error and nothing is evicted for it.
 */
import { X509Certificate, createHash } from "node:crypto";

/** The base64 SHA-256 of a certificate's SubjectPublicKeyInfo (DER): the form Chromium's flag takes. */
export function spkiHash(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

/** Chromium's flag that trusts exactly these certificates (their keys), and no other invalid one. */
export function trustFlag(certificatePems: readonly string[]): string {
  return `--ignore-certificate-errors-spki-list=${certificatePems.map(spkiHash).join(",")}`;
}
