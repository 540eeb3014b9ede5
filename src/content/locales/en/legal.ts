/**
 * The policy pages linked from the footer. Plain, short, true to how the site works:
 * no accounts, no cookies, no server that stores what a guest types.
 */
export type LegalPage = {
  title: string;
  description: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export const legal: Record<"privacy" | "terms" | "accessibility", LegalPage> = {
  privacy: {
    title: "Privacy Policy",
    description:
      "What {name} does with the details you give us on this website: they go to us on WhatsApp or e-mail, and nowhere else.",
    updated: "Last updated: 1 November 2026",
    sections: [
      {
        heading: "What this website collects",
        paragraphs: [
          "Nothing is stored by this website. It has no accounts, sets no cookies and runs no advertising or tracking scripts.",
          "When you send a booking inquiry or a message, the details you typed are put into a WhatsApp message (or an e-mail, if you choose that) that opens on your own device. Nothing is sent until you send that message yourself.",
          "While you fill in the booking form, your draft is kept in your browser's session storage for this tab only, so a reload does not lose it. It is deleted when you close the tab or start a new inquiry.",
        ],
      },
      {
        heading: "What we do with your message",
        paragraphs: [
          "We use your name, contact details, dates and requests only to answer your inquiry and to prepare your stay or event. We do not sell or share them for marketing.",
          "WhatsApp and your e-mail provider handle the message under their own privacy policies.",
        ],
      },
      {
        heading: "Photos and maps",
        paragraphs: [
          "Photos are loaded from our image host, which sees your browser's address like any website. 'Get Directions' and 'Open in Maps' open a map service in a new tab only when you choose them.",
        ],
      },
      {
        heading: "Questions",
        paragraphs: ["Write to {email} or call {phone} and we will tell you what we hold about you, or delete it."],
      },
    ],
  },
  terms: {
    title: "Terms of Service",
    description: "The terms for using the {name} website and sending a booking inquiry.",
    updated: "Last updated: 1 November 2026",
    sections: [
      {
        heading: "Inquiries, not bookings",
        paragraphs: [
          "A booking inquiry sent from this website is a request, not a confirmed reservation. Your booking is confirmed when our reservations team replies to confirm it, with the rate and any deposit.",
        ],
      },
      {
        heading: "Prices and offers",
        paragraphs: [
          "Prices are per room per night and may change with dates and availability; the price in our confirmation is the one that applies. Offers apply as described on the offer, while it is valid.",
        ],
      },
      {
        heading: "Check-in and stays",
        paragraphs: [
          "Guests are asked for a valid photo identity document at check-in, as Indian law requires. Check-in and check-out times, the documents we accept, children and extra beds, cancellation and payment are set out on our Stay Policies page.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["Questions about these terms: {email}, {phone}."],
      },
    ],
  },
  accessibility: {
    title: "Accessibility",
    description: "How the {name} website is built to work for everyone, and how to tell us when it does not.",
    updated: "Last updated: 1 November 2026",
    sections: [
      {
        heading: "Our aim",
        paragraphs: [
          "We want every guest to be able to read this website and send us an inquiry, whatever device or assistive technology they use. We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
        ],
      },
      {
        heading: "What we have done",
        paragraphs: [
          "Every page works with a keyboard alone, starts with a 'Skip to main content' link and has a logical heading structure. Forms have visible labels and announce errors. Photos have text descriptions. Colours keep sufficient contrast in the light and the dark theme, and animations stop when your device asks for reduced motion. Every page can be read without JavaScript.",
          "We test each page with automated accessibility checks and by keyboard before it is published.",
        ],
      },
      {
        heading: "Tell us what does not work",
        paragraphs: [
          "If something on this website is hard for you to use, write to {email} or call {phone}. We will help you with your inquiry directly and fix the problem.",
        ],
      },
    ],
  },
};
