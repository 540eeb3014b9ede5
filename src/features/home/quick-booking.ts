/** The guest counts offered: 1 up to the largest room's capacity, the last one meaning "that many or more". */
export function guestChoices(maxGuests: number): number[] {
  return Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1);
}
