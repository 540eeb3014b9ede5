/** The not-found page reports the path a visitor tried, so broken links show up in the console and in monitoring. */
export function logMissingPage(pathname: string): void {
  console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
}
