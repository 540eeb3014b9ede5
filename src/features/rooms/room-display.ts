/** The first `shown` amenities, and how many are left for the '+N more' badge. */
export function amenityPreview(amenities: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, shown), more: Math.max(0, amenities.length - shown) };
}
