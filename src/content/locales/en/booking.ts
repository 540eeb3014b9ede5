/**
 * Every visible string of the booking page and its wizard in English, including the validation
 * messages (the specification's exact wording) and the labels of the inquiry sent on WhatsApp.
 * A translation has exactly these keys. "{placeholders}" are filled in by the code.
 */
export const booking = {
  intro:
    "Tell us who you are and when you would like to stay. Your inquiry goes straight to our reservations team on WhatsApp, and we reply within 24 hours.",
  title: "Complete Your Reservation",
  subtitle: "Three short steps. Nothing is booked or paid until we confirm with you.",
  progressLabel: "Booking progress",
  steps: {
    guest: "Guest Details",
    booking: "Booking Details",
    confirmation: "Confirmation",
  },
  /** Read by screen readers after a step's name in the indicator. */
  stepCompleted: "(completed)",
  stepOf: "Step {current} of {total}",
  /** Every field is required except special requests, which says so in its label. */
  fields: {
    checkIn: { label: "Check-in Date", placeholder: "Select check-in date" },
    checkOut: { label: "Check-out Date", placeholder: "Select check-out date" },
    roomType: { label: "Room Type", placeholder: "Select a room", hint: "{price}, up to {guests} guests" },
    guests: {
      label: "Number of Guests",
      placeholder: "Select guests",
      options: { "1": "1 Guest", "2": "2 Guests", "3": "3 Guests", "4": "4 Guests" },
    },
    specialRequests: {
      label: "Special Requests (optional)",
      placeholder: "Early check-in, airport pick-up, dietary needs, an extra bed…",
      counter: "{count} / {max} characters",
    },
  },
  errors: {
    bookingRequired: "Please select all required booking details.",
    dateOrder: "Check-out date must be after check-in date.",
  },
  buttons: {
    next: "Next",
    previous: "Previous",
    submit: "Send Inquiry via WhatsApp",
    sending: "Sending...",
    another: "Make Another Inquiry",
    openWhatsApp: "Open WhatsApp",
  },
  summary: {
    heading: "Review your inquiry",
    guest: "Guest",
    stay: "Stay",
    name: "Name",
    email: "Email",
    phone: "Phone",
    room: "Room",
    guests: "Guests",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    handOff:
      "Sending opens WhatsApp in a new tab with your inquiry written out. Press send there to reach our reservations team.",
  },
  success: {
    heading: "Booking Inquiry Sent!",
    body: "Your booking details have been successfully sent via WhatsApp. We will get back to you shortly.",
    blocked: "Your browser did not open WhatsApp in a new tab. Use the link below to send your inquiry.",
  },
  noScript: {
    heading: "Send us your inquiry directly",
    body: "The booking form needs JavaScript, which is not running in this browser. Our reservations team will gladly take your inquiry by WhatsApp, phone or e-mail.",
  },
  help: {
    heading: "Prefer to talk to us?",
    body: "Our reservations team answers every inquiry within 24 hours, and the front desk is open around the clock.",
    whatsapp: "Chat on WhatsApp",
    whatsappGreeting: "Hello, I would like to ask about a stay.",
    call: "Call reservations",
    email: "E-mail reservations",
  },
  /** The inquiry as the hotel receives it on WhatsApp (PRODUCT.md section 5). "{value}" is filled in. */
  message: {
    heading: "*New Booking Inquiry*",
    name: "Name: {value}",
    email: "Email: {value}",
    phone: "Phone: {value}",
    room: "Room: {value}",
    guests: "Guests: {value}",
    checkIn: "Check-in: {value}",
    checkOut: "Check-out: {value}",
    nights: "Nights: {value}",
    specialRequests: "Special requests: {value}",
    notSpecified: "Not specified",
    notSelected: "Not selected",
    notApplicable: "N/A",
    none: "None",
  },
};

export type BookingStrings = typeof booking;
export type InquiryMessageStrings = BookingStrings["message"];
