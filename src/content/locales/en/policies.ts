/**
 * The stay policies page, its FAQ and the short summary shown on room pages and in the booking
 * wizard, in English. Every {placeholder} is filled from src/content/policies.ts and site.ts.
 */
export const policyStrings = {
  meta: {
    title: "Stay Policies & FAQ | {name}",
    description:
      "Check-in and check-out times, the ID we ask for, children and extra beds, cancellation, payment and house rules at {name}, Indore.",
  },
  heading: "Stay Policies & FAQ",
  intro: "Everything guests ask us before they book, answered here first.",
  sampleNotice:
    "These policies are samples: the hotel has not confirmed the times and charges yet. Please check them with us before you travel.",
  onThisPage: "On this page",
  night: { one: "{count} night", other: "{count} nights" },
  times: {
    heading: "Check-in and check-out",
    checkIn: "Check-in from {time}.",
    checkOut: "Check-out by {time}.",
    early:
      "Arriving early, off an overnight train? From {time} we check you in as soon as a room is ready, for {percent}% of the nightly rate. To be sure of a room the moment you arrive, book the night before.",
    late: "Late check-out until {time} costs {percent}% of the nightly rate when the room is free; after that, a full night.",
  },
  id: {
    heading: "ID at check-in",
    indian: "Indian guests: every adult shows one original photo ID: {documents}.",
    pan: "A PAN card is not accepted, as it carries no address.",
    localAccepted: "Guests whose ID gives an Indore address are welcome.",
    localRefused: "We cannot accommodate guests whose ID gives an Indore address.",
    foreign:
      "Foreign guests: a passport with a valid Indian visa (or an OCI card). As the law requires, we register every foreign guest with the authorities (Form C) within {hours} hours of arrival.",
    documents: {
      aadhaar: "Aadhaar card",
      passport: "passport",
      "driving-licence": "driving licence",
      "voter-id": "voter ID card",
    },
  },
  children: {
    heading: "Children, extra beds and cots",
    free: "Children under {age} stay free in their parents' room, using the existing beds.",
    extraBed: "An extra bed costs {price} a night, in the rooms that take one.",
    cot: "A cot for a baby costs {price} a night.",
    cotFree: "A cot for a baby is free; ask for it when you book.",
  },
  cancellation: {
    heading: "Cancellation, advance and no-show",
    free: "Cancel free of charge up to {hours} hours before check-in.",
    late: "A later cancellation is charged {nights}.",
    noShow: "If you do not arrive and have not told us, we charge {nights}.",
    advance:
      "An advance of {nights} confirms your booking; we ask for it only as described under 'Official numbers and payment'.",
    noAdvance: "No advance is needed: you pay at the hotel.",
  },
  payment: {
    heading: "Payment",
    methods: "We accept {methods}.",
    currencies: "Bills are settled in {currencies}.",
    items: {
      cash: "cash",
      upi: "UPI",
      cards: "debit and credit cards",
      "bank-transfer": "bank transfer (NEFT/IMPS)",
    },
    taxIncluded: "The prices on this website include all taxes.",
    taxAdded: "The prices on this website are before tax: {percent}% {name} is added to your bill.",
    taxNone: "The prices on this website are per room per night; our confirmation states the taxes for your dates.",
  },
  house: {
    heading: "House rules",
    petsAllowed: "Pets are welcome; please tell us when you book.",
    petsRefused: "We cannot accept pets, except assistance dogs.",
    smokingAllowed: "Smoking is allowed in the rooms set aside for it.",
    smokingRefused: "All rooms are non-smoking; please smoke only in the open-air area by the entrance.",
    alcohol: "Alcohol may be enjoyed in your room in line with local law; it is not allowed in the lobby or halls.",
    visitors:
      "Visitors are welcome in the lobby and restaurant; in rooms until {time}, after showing an ID at the desk.",
    quiet: "Quiet hours from {from} to {until}.",
  },
  official: {
    heading: "Official numbers and payment",
    numbers: "Our only official numbers: phone {phone}, WhatsApp {whatsapp}.",
    payment:
      "We ask for payment only at our front desk, or by a payment request sent from these numbers in the name of {name}. We never ask you to pay a person or any other number.",
    fraud:
      "If anyone else offers you a booking or asks for money in our name, do not pay: call us, and report it on the national cyber-crime helpline 1930 or at cybercrime.gov.in.",
  },
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        question: "Can I check in early, off the overnight train?",
        answer:
          "Yes, from {earlyFrom} as soon as a room is ready, for {earlyPercent}% of the nightly rate. To be sure of a room on arrival, book the night before.",
      },
      {
        question: "Which ID do I need?",
        answer:
          "Every adult needs one original photo ID: {documents}. A PAN card is not accepted. Foreign guests need a passport and a valid visa.",
      },
      {
        question: "Can my child stay with us?",
        answer: "Yes. Children under {age} stay free using the existing beds; an extra bed costs {extraBed} a night.",
      },
      {
        question: "What if I cancel?",
        answer:
          "Cancellation is free up to {hours} hours before check-in. After that, and if you do not arrive, we charge {lateNights}.",
      },
      { question: "How do I pay?", answer: "{methods}. {taxAnswer}" },
      {
        question: "Is this WhatsApp number really the hotel's?",
        answer:
          "Our only official numbers are {phone} and WhatsApp {whatsapp}. We never ask for payment from any other number.",
      },
    ],
  },
  summary: {
    heading: "Good to know before you book",
    checkIn: "Check-in",
    checkInValue: "from {time}",
    checkOut: "Check-out",
    checkOutValue: "by {time}",
    id: "ID",
    idValue: "Photo ID for every adult: {documents}",
    cancellation: "Cancellation",
    cancellationValue: "Free up to {hours} hours before check-in",
    link: "All stay policies",
  },
};

export type PolicyStrings = typeof policyStrings;
