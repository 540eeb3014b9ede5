/** The building's accessibility, on the accessibility page, in English. Figures come from src/content/building-access.ts. */
export const buildingAccessStrings = {
  heading: "Getting around the hotel",
  intro: "What a guest using a wheelchair, a walker or a pram will find in the building.",
  sampleNotice:
    "These details are samples until the hotel has measured its own doors and rooms; ask us to confirm what matters to you.",
  lift: "A lift serves every floor, including the top-floor restaurant.",
  noLift: "The hotel has no lift; rooms on the ground floor can be reserved on request.",
  entrance: "The main entrance is step-free, with automatic doors.",
  noEntrance: "The main entrance has steps; staff will help you in by the side door.",
  room: "{count} accessible room: a {width} cm wide door, space to turn a wheelchair, {bathroom}.",
  bathroomWithGrabBars: "grab bars by the toilet and a roll-in shower with a seat",
  bathroomBasic: "a step-free bathroom",
  toilet: "An accessible toilet near the lobby, for guests and visitors.",
  venues: "The restaurant and both banquet halls are reached by the lift, without steps.",
  parking: "{count} accessible parking spaces beside the entrance; please ask the front desk.",
  ask: "Tell us what you need",
  askText: "We will get the room and the help ready before you arrive.",
  whatsappMessage: "Hello! Before my stay I would like to tell you what I need for access:",
  newTab: "(opens WhatsApp in a new tab)",
};

export type BuildingAccessStrings = typeof buildingAccessStrings;
