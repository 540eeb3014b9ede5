import type { BuildingAccess } from "./schema-stay";

/**
 * The building's accessibility, for the accessibility page. SAMPLE VALUES until the hotel has
 * measured its own doors and rooms; the page says so while `sample` is true.
 */
export const buildingAccess = {
  sample: true,
  lift: true,
  stepFreeEntrance: true,
  accessibleRooms: 1,
  doorWidthCm: 90,
  grabBars: true,
  rollInShower: true,
  accessibleToilet: true,
  accessibleParkingSpaces: 2,
} satisfies BuildingAccess;
