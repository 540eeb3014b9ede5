/** A room's own page (/rooms/<slug>), in English. Room names and facts come from rooms.ts and locales/en/rooms.ts. */
export const roomPage = {
  meta: { title: "{room} | {name}", description: "{room} at {name}, Indore: {summary}" },
  breadcrumbLabel: "Breadcrumb",
  breadcrumbHome: "Home",
  breadcrumbRooms: "Rooms",
  priceLabel: "Price per room per night",
  factsHeading: "The room",
  sizeLabel: "Size",
  sizeValue: "{size} sqm",
  bedsLabel: "Beds",
  viewLabel: "View",
  guestsLabel: "Guests",
  guestsValue: "Up to {guests}",
  childrenLabel: "Children and extra bed",
  childrenWithBed: "Children under {age} stay free; an extra bed costs {price} a night.",
  childrenNoBed: "Children under {age} stay free using the existing beds; this room takes no extra bed.",
  mealPlanLabel: "Meal plan",
  mealPlans: { "room-only": "Room only", breakfast: "Breakfast included" },
  amenitiesHeading: "Room amenities",
  photosHeading: "Photos",
  /** Each photo in the grid opens the lightbox; read by screen readers. */
  openPhoto: "Open photo {index} of {count}: {alt}",
  bookThisRoom: "Book this room",
  askOnWhatsApp: "Ask about this room on WhatsApp",
  /** The message a guest sends from 'Ask about this room on WhatsApp'. */
  whatsappMessage: "Hello! I have a question about the {room}: {url}",
  newTab: "(opens in a new tab)",
  otherRooms: "Other rooms",
  /** On each room card (rooms page and home page): the link to the room's page. */
  details: "Room details",
};

export type RoomPageStrings = typeof roomPage;
