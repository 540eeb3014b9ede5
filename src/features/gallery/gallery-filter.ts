/** The gallery's filter: "all", or one category. */
export type GalleryFilter<C extends string> = C | "all";

/** The photos a filter shows, in gallery order. */
export function photosShown<T extends { category: string }>(
  items: readonly T[],
  filter: GalleryFilter<T["category"]>,
): T[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}

/** The categories worth a filter button: those that have at least one photo, in the given order. */
export function categoriesWithPhotos<C extends string>(order: readonly C[], items: readonly { category: C }[]): C[] {
  return order.filter((category) => items.some((item) => item.category === category));
}
