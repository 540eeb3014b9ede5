import { splitLocale } from "../i18n/i18n";

/**
 * The navbar's active rule: Home only on "/", every other link when the current path
 * starts with the link's path (so /rooms is active on /rooms and /rooms/anything).
 */
export function isActiveLink(linkPath: string, currentPathname: string): boolean {
  const { path } = splitLocale(currentPathname);
  if (linkPath === "/") return path === "/";
  return path === linkPath || path.startsWith(`${linkPath}/`);
}
