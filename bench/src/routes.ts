import { pagePath } from "../../server/index";

/** A built file that is a not-found page ("404.html", "hi/404.html"): served for unknown paths, not a route. */
export function isNotFoundPage(file: string): boolean {
  return file === "404.html" || file.endsWith("/404.html");
}

/** The content editor's page ("admin/index.html"): the hotel's desktop tool, not a page a guest opens. */
export function isEditorPage(file: string): boolean {
  return file === "admin.html" || file.startsWith("admin/");
}

/**
 * The routes of a build, from its file names: every `.html` page except the not-found pages and the editor,
 * the home page first, then by path (so "/hi" and "/hi/rooms" follow the English pages).
 */
export function routesFromFiles(files: readonly string[]): string[] {
  const routes = files.filter((f) => f.endsWith(".html") && !isNotFoundPage(f) && !isEditorPage(f)).map(pagePath);
  return [...new Set(routes)].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/** The built file that answers a route ("/" → "index.html", "/hi" → "hi.html" or "hi/index.html"). */
export function fileForRoute(route: string, files: readonly string[]): string | undefined {
  return files.find((f) => f.endsWith(".html") && !isNotFoundPage(f) && pagePath(f) === route);
}

/** Normalises a route a person typed ("rooms/", "/rooms") to the form the build uses ("/rooms"). */
export function normaliseRoute(route: string): string {
  const trimmed = route.trim().replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** The routes to measure: all of them, or the ones asked for, in the order asked; throws naming any that the build does not have. */
export function selectRoutes(all: readonly string[], wanted?: readonly string[]): string[] {
  if (!wanted || wanted.length === 0) return [...all];
  const normalised = [...new Set(wanted.map(normaliseRoute))];
  const unknown = normalised.filter((r) => !all.includes(r));
  if (unknown.length > 0) {
    throw new Error(`Not a route of this build: ${unknown.join(", ")}. Routes: ${all.join(", ")}`);
  }
  return normalised;
}
