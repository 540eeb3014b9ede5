/** The page a guest sees a content file's facts on, for grouping the launch check's report. */
const pages: [RegExp, string][] = [
  [/^site\.json$/, "Every page: header, footer, contact details, search results"],
  [/^official\.json$|^copy\/official\.json$/, "/official: official numbers and payment"],
  [/^rates\.json$|^rooms\//, "/rooms and each room's page: prices and the estimate"],
  [/^availability\.json$/, "/booking and each room's page: the calendar's marks"],
  [/^policies\.json$|^copy\/policies\.json$/, "/policies: stay policies"],
  [/^building-access\.json$|^copy\/building-access\.json$/, "/accessibility"],
  [/^live-stats\.json$|^testimonials\/|^offers\/|^experiences\/|^attractions\/|^copy\/home\.json$/, "/ (home)"],
  [/^transport-hubs\//, "/ (home) and /contact: getting here"],
  [/^halls\/|^event-services\/|^event-room-offer\.json$|^copy\/hall-details\.json$/, "/events"],
  [/^dining\.json$|^dishes\/|^copy\/dining\.json$/, "/dining"],
  [/^amenities\/|^copy\/amenities-page\.json$/, "/amenities"],
  [/^gallery\//, "/ (home): gallery and virtual tour"],
  [/^pilgrims\.json$|^copy\/pilgrims\.json$/, "/pilgrims: Ujjain, Omkareshwar and Simhastha"],
  [/^privacy\.json$/, "/privacy: the privacy notice"],
];

export function pageOf(file: string): string {
  return pages.find(([pattern]) => pattern.test(file))?.[1] ?? "Every page: words around the site";
}
