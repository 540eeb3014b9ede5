/**
 * The contact page in English: the form, its messages, the message handed to WhatsApp, and the
 * information and location cards. The hotel's address, numbers and e-mails are in src/content/site.ts.
 */
export const contactPage = {
  intro: "Questions about a stay, a celebration or a meeting? Write, call or message us: someone is at the front desk day and night.",
  form: {
    heading: "Send us a Message",
    promise: "Fill in the form and we'll get back to you within 24 hours.",
    required: "required",
    optional: "optional",
    /** Shown above the fields: the asterisk explained. */
    requiredNote: "Fields marked * are required.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    /** Examples of the expected form, only where a format helps; names get none, so a placeholder never looks typed in. */
    placeholders: {
      email: "you@example.com",
      phone: "+91 98765 43210",
      message: "Tell us your dates, the number of guests and anything else we should know.",
    },
    /** Under the message field; {max} is the length limit. */
    messageHint: "Up to {max} characters.",
    submit: "Send Message",
    handOffNote: "Your message opens in WhatsApp, ready to send to our reservations team.",
    errors: {
      summaryHeading: "Please correct the following:",
      firstNameRequired: "Please enter your first name.",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address.",
      phoneInvalid: "Please enter a valid phone number.",
      messageRequired: "Please write your message.",
      /** {max} is the limit for the field. */
      tooLong: "Please keep this to {max} characters.",
    },
    success: {
      heading: "Your message is ready in WhatsApp",
      opened: "We opened WhatsApp in a new tab with your message. Press send there, and we'll get back to you within 24 hours.",
      blocked: "Your browser kept WhatsApp from opening in a new tab. Open it with the button below to send your message.",
      openWhatsApp: "Open WhatsApp",
      emailInstead: "Send by Email Instead",
      another: "Write Another Message",
    },
    toast: "Your message is ready to send in WhatsApp.",
    toastBlocked: "Open WhatsApp to send your message.",
    /** The toasts' region, for screen readers (followed by its keyboard shortcut). */
    notifications: "Notifications",
    noScript: "The form needs JavaScript. You can still reach us on WhatsApp, by phone or by e-mail with the details on this page.",
  },
  /** The text handed to WhatsApp and e-mail. Lines are "Label: value". */
  message: {
    heading: "*New Message from the Website*",
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    notProvided: "Not provided",
    /** The e-mail's subject when the visitor gave none. */
    defaultSubject: "Message from the website",
  },
  info: {
    heading: "Contact Information",
    address: "Address",
    phone: "Phone",
    frontDesk: "Front desk",
    reservations: "Reservations",
    email: "Email",
    generalEmail: "General inquiries",
    reservationsEmail: "Reservations",
    hours: "Hours",
    frontDeskHours: "24/7 Front Desk",
    conciergeHours: "Concierge 6:00 AM - 10:00 PM",
    whatsapp: "WhatsApp",
    whatsappLink: "Chat with us on WhatsApp",
    /** The chat link's first message. */
    whatsappGreeting: "Hello {name}, I have a question.",
  },
  location: {
    heading: "Location",
    openInMaps: "Open in Maps",
    newTab: "(opens in a new tab)",
  },
};

export type ContactPageStrings = typeof contactPage;
export type ContactFormStrings = ContactPageStrings["form"];
export type ContactMessageLabels = ContactPageStrings["message"];
