/**
 * The event inquiry page (/events/inquiry) in English: the wizard, its messages and the labels of
 * the inquiry sent on WhatsApp (PRODUCT.md section 5b). Name, e-mail and phone use the words both
 * inquiry wizards share (copy/contact-fields.json). "{placeholders}" are filled in by the code.
 */
export const eventInquiry = {
  meta: {
    title: "Event Inquiry | {name}",
    description:
      "Ask for a quote for a wedding, engagement, birthday, meeting or conference: date, guests, hall, seating and food in three steps, sent on WhatsApp.",
  },
  heading: "Plan Your Event",
  intro:
    "Tell us the date, the guests, the hall and the food in three short steps. Your inquiry goes to our events team on WhatsApp, and we reply with a quote within 24 hours.",
  title: "Event Inquiry",
  subtitle: "Nothing is booked or paid until our events team confirms with you.",
  progressLabel: "Event inquiry progress",
  steps: { event: "The Event", venue: "Venue & Food", contact: "Your Details" },
  /** Read by screen readers after a step's name in the indicator. */
  stepCompleted: "(completed)",
  stepOf: "Step {current} of {total}",
  fields: {
    eventType: {
      label: "Type of event",
      placeholder: "Select the occasion",
      options: {
        wedding: "Wedding",
        engagement: "Engagement",
        birthday: "Birthday",
        "corporate-meeting": "Corporate meeting",
        conference: "Conference",
        other: "Other",
      },
    },
    date: { label: "Event date", placeholder: "Select the date" },
    alternateDate: { label: "Alternate date (optional)", placeholder: "Select another date" },
    slot: { label: "Time", placeholder: "Select lunch, dinner or full day" },
    guests: { label: "Number of guests", hint: "From 1 to {max}." },
    hall: { label: "Hall", placeholder: "Select a hall", suggest: "Suggest a hall", hint: "Up to {guests} guests" },
    layout: { label: "Seating layout", placeholder: "Select a layout" },
    catering: { label: "Food", placeholder: "Select catering", none: "No catering", hint: "From {price} per plate" },
    budget: { label: "Budget per plate (optional)", hint: "In {currency}, before taxes." },
    rooms: {
      label: "Rooms for guests (optional)",
      hint: "For out-of-town guests: how many rooms, for how many nights.",
    },
    roomCount: { label: "Rooms" },
    nights: { label: "Nights" },
    notes: {
      label: "Notes (optional)",
      placeholder: "Decoration, music, a stage, special dietary needs…",
      counter: "{count} / {max} characters",
    },
  },
  errors: {
    eventRequired: "Please fill in all required event details.",
    pastDate: "The event date cannot be in the past.",
    alternatePast: "The alternate date cannot be in the past.",
    alternateSame: "The alternate date must differ from the event date.",
    guests: "Please enter the number of guests as a whole number from 1 to {max}.",
    venueRequired: "Please choose a hall, a seating layout and the food.",
    budget: "Please enter the budget per plate as an amount, e.g. 15.",
    rooms: "Please enter both the rooms and the nights as whole numbers, e.g. 5 rooms for 2 nights.",
  },
  capacity: {
    heading: "This hall may be too small",
    tooMany: "{guests} guests is more than the {hall} seats in a {layout} layout ({capacity}).",
    fits: "These seat {guests}:",
    fit: "{hall}, {layout} ({capacity})",
    noneFits: "No single hall seats {guests}. Send the inquiry anyway and our events team will suggest a solution.",
    canSend: "You can still send the inquiry.",
  },
  buttons: {
    next: "Next",
    previous: "Previous",
    submit: "Send Inquiry via WhatsApp",
    sending: "Sending...",
    another: "Make Another Inquiry",
    openWhatsApp: "Open WhatsApp",
    emailInstead: "Send by e-mail instead",
  },
  summary: {
    heading: "Review your inquiry",
    event: "Event",
    venue: "Venue and food",
  },
  handOff:
    "Sending opens WhatsApp in a new tab with your inquiry written out. Press send there to reach our events team.",
  success: {
    heading: "Event Inquiry Sent!",
    body: "Your event details have been sent via WhatsApp. Our events team will get back to you with a quote shortly.",
    blocked:
      "Your browser did not open WhatsApp in a new tab. Use the link below to send your inquiry, or send it by e-mail.",
  },
  noScript: {
    heading: "Send us your event inquiry directly",
    body: "The inquiry form needs JavaScript, which is not running in this browser. Our events team will gladly take your inquiry by WhatsApp, phone or e-mail.",
    whatsapp: "Chat on WhatsApp",
    whatsappGreeting: "Hello, I would like to ask about an event.",
    call: "Call us",
    email: "E-mail us",
  },
  /** The e-mail alternative's subject. */
  mailSubject: "Event inquiry: {event} on {date}",
  /** The inquiry as the hotel receives it on WhatsApp (PRODUCT.md section 5b). "{value}" is filled in. */
  message: {
    heading: "*New Event Inquiry*",
    name: "Name: {value}",
    email: "Email: {value}",
    phone: "Phone: {value}",
    event: "Event: {value}",
    date: "Date: {value}",
    alternateDate: "Alternate date: {value}",
    time: "Time: {value}",
    guests: "Guests: {value}",
    hall: "Hall: {value}",
    seating: "Seating: {value}",
    food: "Food: {value}",
    budget: "Budget per plate: {value}",
    rooms: "Rooms for guests: {value}",
    notes: "Notes: {value}",
    none: "None",
    hotelToSuggest: "Hotel to suggest",
    noCatering: "No catering",
    notSpecified: "Not specified",
    roomCount: { one: "{count} room", other: "{count} rooms" },
    nightCount: { one: "{count} night", other: "{count} nights" },
  },
};

export type EventInquiryStrings = typeof eventInquiry;
export type EventMessageStrings = EventInquiryStrings["message"];
