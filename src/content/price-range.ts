/** The hotel's price range for search engines ("$299 - $799"), derived from the room prices so it is never typed twice. */
export function priceRange(rooms: readonly { price: number }[]): string {
  const prices = rooms.map((room) => room.price);
  return `$${Math.min(...prices)} - $${Math.max(...prices)}`;
}
