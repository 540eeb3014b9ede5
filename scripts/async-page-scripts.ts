/**
 * Astro emits a page's own `<script>` (for example the home stats strip's ticker) as
 * `<script type="module" src>`, which the browser runs only after parsing and before
 * DOMContentLoaded: while it downloads, DOMContentLoaded waits. Marked `async`, it runs whenever it
 * arrives and holds nothing back (the islands' own loading never waits for a page script). A page
 * script must therefore not depend on running after the whole document is parsed.
 */
export function asyncModuleScripts(html: string): string {
  return html.replace(/<script type="module" src=/g, '<script type="module" async src=');
}
