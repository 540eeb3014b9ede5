/**
 * The editor (Decap CMS, decision 005): its page `public/admin/index.html` (served at /admin), its
 * configuration and Decap's bundle, all under /admin/. No public page links to it or loads a byte of it.
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
