/** The rooms page and the home page's room categories, in English. Room names and descriptions are in rooms.ts. */
export const roomsPage = {
  intro:
    "Three kinds of room, one standard of care: quiet air-conditioned rooms in the centre of Indore, each cleaned daily and looked after by a front desk that never closes.",
  /** {rooms} and {guests} come from the room data. */
  badge: "{rooms} Rooms • {guests} Guests Maximum Per Room",
  /** {price} is the formatted nightly price, e.g. "$299". */
  pricePerNight: "{price}/night",
  sizeLabel: "Size",
  sizeValue: "{size} sqm",
  guestsLabel: "Guests",
  guestsValue: "Up to {guests}",
  bedsLabel: "Beds",
  viewLabel: "View:",
  amenitiesLabel: "Room amenities",
  bookNow: "Book Now",
  /** Read by screen readers after "Book Now", so each card's link names its room. */
  bookNowRoom: "{room}",
  categories: {
    heading: "Our Room Categories",
    intro: "Comfortable, well-kept rooms for a night in the city or a week of business: choose the one that suits your stay.",
    perNight: "per night",
    guestsValue: "Up to {guests} guests",
    viewValue: "{view} view",
    amenitiesLabel: "Highlights",
    /** Shown after the first three amenities; {count} is how many are not shown. */
    moreAmenities: "+{count} more",
    moreAmenitiesLabel: "and {count} more amenities",
    viewAll: "View All Room Details",
  },
};

export type RoomsPageStrings = typeof roomsPage;
