/**
 * The named entries of an object and no others: what an island is given of a larger set of strings,
 * so its props (serialised into the page's HTML) carry only what it shows.
 */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}
