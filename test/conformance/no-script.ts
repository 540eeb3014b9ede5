/**
 * What a browser without JavaScript shows of a form's page, read from the built HTML: the head script
 * adds .js to <html>, and without it the site's stylesheet hides every .js-only part and shows every
 * .no-js-block. So every form and its fields sit in a .js-only part (no form that cannot work is
 * offered), a page with a form has a .no-js-block in its place, a wizard's block offers WhatsApp, the
 * reservations phone and e-mail (the site's facts), and a wizard's step list marks its first step.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Finding } from "./findings";
import type { BuiltPage } from "./pages";
import { telHref } from "../../src/lib/links/links";
import { site } from "../../src/content/read/site";

export const hidingRules = [
  "html:not(.js) .js-only{display:none!important}",
  "html:not(.js) .no-js-block{display:block!important}",
];

const reservations = [
  `https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=`,
  telHref(site.phones.reservations),
  `mailto:${site.emails.reservations}`,
];

export function checkNoScript(pages: readonly BuiltPage[], distDir: string): Finding[] {
  return pages.flatMap((page) => {
    const problems: [Element | null, string][] = [];
    const fields = [...page.document.querySelectorAll("form, form button, input, select, textarea")];
    if (fields.length === 0) return [];
    for (const field of fields.filter((f) => !f.closest(".js-only")))
      problems.push([field, `a <${field.localName}> shown without JavaScript, outside a .js-only part`]);
    const blocks = [...page.document.querySelectorAll(".no-js-block")];
    if (!blocks.some((b) => b.textContent?.trim())) problems.push([null, "a form with no .no-js-block in its place"]);
    const css = [...page.document.querySelectorAll('link[rel="stylesheet"]')]
      .map((link) => readFileSync(path.join(distDir, link.getAttribute("href")!), "utf8"))
      .join("");
    for (const rule of hidingRules.filter((r) => !css.includes(r))) problems.push([null, `no "${rule}"`]);
    for (const wizard of blocks.filter((b) => b.querySelector("h3"))) {
      const hrefs = [...wizard.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");
      for (const start of reservations.filter((r) => !hrefs.some((href) => href.startsWith(r))))
        problems.push([wizard, `the no-script block offers no link to ${start}`]);
      const steps = wizard.closest("astro-island")?.querySelectorAll("ol[aria-label] > li");
      if (steps?.length && steps[0]!.getAttribute("aria-current") !== "step")
        problems.push([steps[0]!, "the step list does not mark its first step"]);
    }
    return problems.map(([element, message]) => ({
      checker: "html" as const,
      severity: "error" as const,
      file: page.file,
      ...(element ? page.position(element) : { line: 1, column: 1 }),
      message: `${page.urlPath}: ${message}`,
    }));
  });
}
