import { z } from "zod";
import { hallDetailsSchema, hallDetailsTextSchema } from "./events";
import { money, twoDecimals, wordsInEveryLanguage } from "./rates";
import { analyticsProviders, defaultHosts } from "@/lib/site/analytics";
import { currencies } from "@/lib/stay/money";
import type { PriceSettings } from "@/lib/stay/price";
import { isUploadPath, photoSourceProblem } from "@/lib/photos/photos";
import taxTablesFile from "../tax-tables.json" with { type: "json" };

/** A phone number as the hotel writes it: optional +, then digits, spaces, hyphens, parentheses. */
export const phoneNumber = z.string().regex(/^\+?[\d\s\-()]{7,20}$/, "must be a phone number such as +91 731 000 0000");

/**
 * A photo: a photo-host URL without size parameters (the site adds width and format), with the
 * photo's width and height; or a file uploaded through the editor, `/src/assets/uploads/<name>.jpg`,
 * whose own size is used (width and height, if given, are ignored). The build also checks that an
 * uploaded file exists (src/content.config.ts); the editor shows `src` as an image field
 * (`x-widget`, read by scripts/admin-config.ts). Rules and messages: photoSourceProblem() in src/lib/photos/photos.ts.
 */
const photoSizeHint = "In pixels, for a photo-host address only: an uploaded photo's own size is used.";
export const photoSource = z
  .string()
  .superRefine((src, ctx) => {
    const problem = photoSourceProblem(src);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({ "x-widget": "image" });
export const photoSchema = z
  .object({
    src: photoSource,
    width: z.number().int().positive("must be more than 0").optional().meta({ "x-hint": photoSizeHint }),
    height: z.number().int().positive("must be more than 0").optional().meta({ "x-hint": photoSizeHint }),
  })
  .superRefine((photo, ctx) => {
    if (isUploadPath(photo.src)) return;
    for (const side of ["width", "height"] as const) {
      if (photo[side] === undefined)
        ctx.addIssue({ code: "custom", path: [side], message: "must be given for a photo-host address" });
    }
  });

/** One tax rule: nights from `from` whose price is at most `upTo` (none: any price above the other rules of that date). */
const taxRuleSchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD, such as 2025-09-22"),
  upTo: money.optional(),
  percent: z.number().nonnegative().max(100).refine(twoDecimals, "must have at most two decimals"),
  /** Beside a price in each language: "+ 5% GST". */
  words: wordsInEveryLanguage,
});

/**
 * Ready tax tables the owner picks rather than types (tax-tables.json): GST on hotel rooms from
 * 22 September 2025 (Notification 15/2025-Central Tax (Rate)), 5% on a night up to ₹7,500 and 18%
 * above, with its words in every language. A table is for prices in one currency.
 */
export const taxTableSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"),
  currency: z.enum(currencies),
  /** The tax's name in a stay's total: "₹22,785 incl. GST". */
  name: z.string().min(1, "must not be empty"),
  rules: z.array(taxRuleSchema).min(1, "must have at least one rule"),
});
export const taxTablesSchema = z.object({
  tables: z.array(taxTableSchema).min(1).meta({ "x-summary": "{{fields.id}}", "x-item": "table" }),
});
export type TaxTable = z.infer<typeof taxTableSchema>;
const taxTableIds = taxTablesFile.tables.map((table) => table.id) as [string, ...string[]];

/** How the editor's tax choice reads: the kind first, then the fields it needs. */
const taxKindHint =
  "none: no tax beside prices. included: prices include taxes. added: your own rules below. table: a ready table, chosen in 'Table' (for rupees: india-gst-2025, GST 5% on a night up to ₹7,500 and 18% above, from 22 September 2025).";

/** The groups of amounts a currency switch makes the owner re-enter, as the editor labels them. */
export const amountGroupLabels = {
  roomRates: "Room rates: weekday, weekend, seasons, plan differences",
  policies: "Stay policies: extra bed and cot",
  halls: "Banquet halls: per-plate prices",
  dishes: "Restaurant: dishes",
  experiences: "Experiences: prices per person",
} as const;
export type AmountGroup = keyof typeof amountGroupLabels;
/** Each group of amounts with the currency it was entered in. */
export const amountsEnteredInSchema = z
  .object(
    Object.fromEntries(
      Object.entries(amountGroupLabels).map(([group, label]) => [group, z.enum(currencies).meta({ "x-label": label })]),
    ) as Record<AmountGroup, z.ZodEnum<{ USD: "USD"; INR: "INR" }>>,
  )
  .meta({
    "x-label": "Amounts entered in",
    "x-hint":
      "After switching the currency, re-enter each group's amounts in the new currency, then set the group here to it. Until then the launch check lists every amount of the group.",
  });

/**
 * Cookieless counting (src/lib/site/analytics.ts): off ("none") unless the hotel picks a provider and
 * gives the site's ID there; `host` is a self-hosted Plausible or Umami (an https origin, no path).
 * The CSP is derived from it, so the host must be a bare origin, and the ID plain letters and digits.
 */
const analyticsSchema = z
  .object({
    provider: z.enum(analyticsProviders).meta({
      "x-hint":
        "Counts visits and sent inquiries without cookies. 'none' sends nothing. See the README, 'Counting visits and inquiries'.",
    }),
    host: z
      .string()
      .regex(
        /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/,
        "must be an https:// address with no path, such as https://plausible.io",
      )
      .optional()
      .meta({ "x-hint": "Only for a self-hosted Plausible or Umami; leave empty for the provider's own service." }),
    siteId: z
      .string()
      .regex(/^[\w.:-]{1,100}$/, "must be letters, digits, dots, hyphens or underscores (the ID the provider gives)")
      .optional()
      .meta({ "x-hint": "Plausible: the site's domain. Umami: the website ID. Cloudflare: the site token." }),
  })
  .superRefine((setting, ctx) => {
    if (setting.provider !== "none" && !setting.siteId) {
      ctx.addIssue({ code: "custom", path: ["siteId"], message: `is needed for ${setting.provider}` });
    }
    if (setting.provider === "cloudflare" && setting.host && setting.host !== defaultHosts.cloudflare) {
      ctx.addIssue({
        code: "custom",
        path: ["host"],
        message: "must be left empty for Cloudflare (its host is fixed)",
      });
    }
  });

export const siteSchema = z.object({
  name: z.string().min(1, "must not be empty"),
  /** The public address the site is served from, without a trailing slash. */
  url: z
    .url()
    .refine((u) => !u.endsWith("/"), "must not end with /")
    .meta({ "x-label": "Website address", "x-hint": "The site's own address, such as https://www.hotel.in" }),
  foundedYear: z.number().int().min(1900),
  copyrightYear: z.number().int().min(1900),
  totalRooms: z.number().int().positive("must be more than 0"),
  address: z.object({
    street: z.string().min(1, "must not be empty"),
    locality: z.string().min(1, "must not be empty"),
    region: z.string().min(1, "must not be empty"),
    postalCode: z.string().min(1, "must not be empty"),
    country: z.string().length(2),
  }),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).meta({
    "x-label": "Map position",
    "x-hint": "The hotel's entrance on a map: right-click it in Google Maps to copy both numbers.",
  }),
  phones: z.object({ frontDesk: phoneNumber, reservations: phoneNumber }),
  emails: z.object({ info: z.email(), reservations: z.email() }),
  /** The WhatsApp number inquiries go to, in international form. */
  whatsapp: phoneNumber.meta({ "x-label": "WhatsApp number", "x-hint": "Every inquiry from the site is sent here." }),
  social: z.array(z.object({ name: z.string().min(1, "must not be empty"), url: z.url() })).min(1),
  /**
   * How every price is shown. SAMPLE until the hotel confirms: US dollars as the specification
   * shows them, taxes stated as included. For rupees with GST on top, the ready table
   * `"tax": { "kind": "table", "table": "india-gst-2025" }` (tax-tables.json), or the hotel's own
   * list of tax rules, each from a date, up to an amount per night (none: above the others), with
   * its rate and its words beside a price in each language; the rules sharing the latest `from` on
   * or before a night are the ones in force that night, and the prices on the pages show the
   * latest table. `from: true` reads each price as the lowest ("from $299") when rates vary with
   * dates. `amountsEnteredIn` records, per group of amounts, the currency the owner entered them
   * in: after a switch, the launch check lists every amount still to re-enter (check/currency-switch.ts).
   */
  pricing: z
    .object({
      currency: z.enum(currencies),
      tax: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("none").meta({ "x-hint": taxKindHint }) }),
        z.object({ kind: z.literal("included") }),
        z.object({
          kind: z.literal("added"),
          /** The tax's name in a stay's total: "₹22,785 incl. GST". */
          name: z.string().min(1, "must not be empty"),
          rules: z.array(taxRuleSchema).min(1, "must have at least one rule"),
        }),
        /** A ready table of tax-tables.json, by its id. */
        z.object({ kind: z.literal("table"), table: z.enum(taxTableIds) }),
      ]),
      from: z.boolean(),
      amountsEnteredIn: amountsEnteredInSchema,
    })
    .superRefine((pricing, ctx) => {
      if (pricing.tax.kind !== "table") return;
      const table = taxTablesFile.tables.find((t) => t.id === (pricing.tax as { table: string }).table);
      if (table && table.currency !== pricing.currency)
        ctx.addIssue({
          code: "custom",
          path: ["tax", "table"],
          message: `is a table for prices in ${table.currency}: choose ${table.currency} as the currency, or another tax`,
        });
    }),
  heroPhoto: photoSchema,
  /** The link-preview image: a photo-host address or a photo uploaded through the editor. */
  ogImage: photoSource,
  /**
   * Where browsers report Content-Security-Policy violations (an https address of a reporting
   * service). None by default: no reporting headers are sent.
   */
  cspReportUrl: z
    .url()
    .refine((u) => u.startsWith("https://"), "must be an https:// address")
    .optional(),
  /** Cookieless counting of visits and sent inquiries; none unless set. */
  analytics: analyticsSchema.optional(),
  /** The GitHub repository the editor saves into (public/admin/config.yml reads it). */
  editor: z.object({
    repository: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name as GitHub shows it, such as hotel-shreeji/website")
      .meta({
        "x-label": "GitHub repository (owner/name)",
        "x-hint": "Where the site's files are kept, as in its GitHub address: github.com/owner/name.",
      }),
    branch: z.string().min(1, "must not be empty").meta({ "x-hint": "The branch the site is built from: main." }),
  }),
  /**
   * Whether every subdomain of the site's domain works over https: the HTTPS header
   * (Strict-Transport-Security) then covers them all for two years. Kept as sent until "no".
   */
  hstsIncludeSubDomains: z.enum(["not confirmed", "yes", "no"]).meta({
    "x-label": "Every subdomain works over https",
    "x-hint":
      "Browsers will refuse plain http:// for two years on every address under your domain (mail., booking., …). Choose yes only if all of them work over https; no limits it to this site's own address.",
  }),
});

/** The site's facts as kept in site.json, a tax table named by its id. */
export type SiteFile = z.infer<typeof siteSchema>;
/**
 * The site's facts as pages read them (read/site.ts): a picked tax table is resolved into its rules.
 * The rooms' price range is derived from their prices (roomsPriceRange() in read/prices.ts).
 */
export type Site = Omit<SiteFile, "pricing"> & { pricing: PriceSettings };
export type Photo = z.infer<typeof photoSchema>;

/** An accessible room of a room type, as Google's lodging model records a mobility-accessible unit. */
export const accessibleRoomSchema = z.object({
  /** How many rooms of this type are accessible. */
  count: z.number().int().positive("must be more than 0"),
  /** A route without steps from the entrance to the room. */
  stepFreeRoute: z.boolean(),
  /** The clear width of the room's door, in centimetres. */
  doorWidthCm: z.number().int().min(60, "must be at least 60 cm").max(200, "must be at most 200 cm"),
  rollInShower: z.boolean(),
  grabBars: z.boolean(),
  accessibleToilet: z.boolean(),
  /** A fire alarm that flashes, for a guest who does not hear it. */
  visualAlarm: z.boolean(),
});
export type AccessibleRoom = z.infer<typeof accessibleRoomSchema>;

export const roomSchema = z.object({
  /** Used in URLs (/booking?room=deluxe) and to find the room's text in each language. */
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"),
  id: z.number().int().positive("must be more than 0"),
  sizeSqm: z.number().positive("must be more than 0"),
  guests: z.number().int().positive("must be more than 0"),
  /** Shown on the home page's room categories. */
  featured: z.boolean(),
  /** Whether an extra bed fits (its charge is in policies.json). */
  extraBed: z.boolean(),
  /** At least one: a room's page and card open with its first photo. */
  photos: z.array(photoSchema).min(1, "must have at least one photo"),
  /** The type's accessible room, when it holds one: what a wheelchair user finds there. */
  accessibleRoom: accessibleRoomSchema.optional(),
});
/** A room's facts as its file holds them; its rates, the base nightly rate included, are in rates.json. */
export type RoomFacts = z.infer<typeof roomSchema>;
/** A room as pages read it: its facts with its base nightly rate (read/rooms.ts adds it from rates.json). */
export type Room = RoomFacts & { price: number };

export const roomTextSchema = z.object({
  name: z.string().min(1, "must not be empty"),
  description: z.string().min(1, "must not be empty"),
  beds: z.string().min(1, "must not be empty"),
  view: z.string().min(1, "must not be empty"),
  amenities: z.array(z.string().min(1, "must not be empty")).min(1),
  /** One alt text per photo, in the same order. */
  photoAlts: z.array(z.string().min(1, "must not be empty")).min(1, "must describe at least one photo"),
});
export type RoomText = z.infer<typeof roomTextSchema>;

/* The home page's lists. Facts (photos, ratings, distances) and their words (each language's file) have a schema each. */

const slugSchema = z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens");
const text = z.string().min(1, "must not be empty");
/** A path on this site as written in English ("/events", "/#location"); pages put it into the visitor's language. */
const sitePath = z.string().regex(/^\/\S*$/, "must be a path on this site such as /events");

export const liveStatsModes = ["simulation", "figures", "none"] as const;

/** The live stats as kept in live-stats.json: the most rooms occupied is the hotel's room count (site.json). */
export const liveStatsFileSchema = z.object({
  /**
   * "simulation" (the demo: occupancy made up, ticking, marked LIVE) must not go live: it is false
   * urgency. "figures" shows the hotel's own satisfaction, awards and years, unchanging; "none" hides the strip.
   */
  show: z.enum(liveStatsModes).meta({
    "x-label": "What the strip shows",
    "x-hint":
      "simulation: made-up rooms occupied, for the demo only. figures: your real satisfaction and awards below, with no occupancy. none: no strip.",
  }),
  occupiedStart: z.number().int(),
  occupiedMin: z.number().int().nonnegative(),
  /** Per cent, with one decimal. */
  satisfactionStart: z.number().min(0).max(100),
  satisfactionMaxDrift: z.number().nonnegative(),
  awards: z.number().int().nonnegative(),
  tickSeconds: z.number().positive("must be more than 0"),
});

export const liveStatsSchema = z
  .object({
    show: z.enum(liveStatsModes),
    occupiedStart: z.number().int(),
    occupiedMin: z.number().int().nonnegative(),
    occupiedMax: z.number().int().positive("must be more than 0"),
    /** Per cent, with one decimal. */
    satisfactionStart: z.number().min(0).max(100),
    /** How far the shown satisfaction may stray from its start before rounding. */
    satisfactionMaxDrift: z.number().nonnegative(),
    awards: z.number().int().nonnegative(),
    tickSeconds: z.number().positive("must be more than 0"),
  })
  .refine((s) => s.occupiedMin <= s.occupiedStart && s.occupiedStart <= s.occupiedMax, {
    message: "occupiedStart must lie between occupiedMin and occupiedMax",
    path: ["occupiedStart"],
  });
export type LiveStatsConfig = z.infer<typeof liveStatsSchema>;

export const experienceSchema = z.object({
  slug: slugSchema,
  photo: photoSchema,
  rating: z.number().min(1).max(5),
  /** The page that describes it ('Learn More'). */
  href: sitePath,
  /** The lowest price per person, in the site's currency, named in the price label as {price}. */
  priceFrom: z.number().positive("must be more than 0").optional(),
});
export const experienceTextSchema = z.object({
  title: text,
  category: text,
  description: text,
  duration: text,
  participants: text,
  priceLabel: text,
  highlight: text,
  photoAlt: text,
});
export type Experience = z.infer<typeof experienceSchema>;
export type ExperienceText = z.infer<typeof experienceTextSchema>;

export const offerSchema = z.object({
  slug: slugSchema,
  photo: photoSchema,
  /** The largest discount the offer gives, filled into its label ("Up to {percent}% off"). */
  discountPercent: z.number().int().min(1, "must be at least 1").max(99, "must be below 100: nothing is given away"),
});
export const offerTextSchema = z.object({
  title: text,
  label: text.refine((s) => s.includes("{percent}"), "must contain {percent}"),
  description: text,
  validity: text,
  features: z.array(text).min(1),
  photoAlt: text,
});
export type Offer = z.infer<typeof offerSchema>;
export type OfferText = z.infer<typeof offerTextSchema>;

export const galleryCategories = ["rooms", "dining", "events", "hotel"] as const;
export type GalleryCategory = (typeof galleryCategories)[number];
export const galleryItemSchema = z.object({
  id: slugSchema,
  photo: photoSchema,
  category: z.enum(galleryCategories),
  /** Where the photo comes in the virtual tour (1 first); a photo without one is not a stop. */
  tourStop: z.number().int().positive("must be more than 0").optional(),
});
export const galleryTextSchema = z.object({ title: text, description: text, alt: text });
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type GalleryText = z.infer<typeof galleryTextSchema>;

export const testimonialSchema = z.object({
  slug: slugSchema,
  rating: z.number().int().min(1).max(5),
  /** False for the demo's sample reviews: the home page says they are samples, and the launch check refuses them. */
  guestConsent: z.boolean().meta({
    "x-label": "A real guest's review, published with their consent",
    "x-hint": "Tick only for a review a guest gave the hotel and agreed to see on the site.",
  }),
});
/** Names and comments are sample content until the hotel supplies real, consented reviews. */
export const testimonialTextSchema = z.object({ name: text, location: text, eventType: text, comment: text });
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialText = z.infer<typeof testimonialTextSchema>;

export const attractionIcons = ["temple", "palace", "market", "food", "gem"] as const;
export type AttractionIcon = (typeof attractionIcons)[number];
export const attractionSchema = z.object({
  slug: slugSchema,
  distanceMiles: z.number().min(0.3, "must be at least 0.3 miles").max(3, "must be at most 3.0 miles"),
  travelMinutes: z.number().int().positive("must be more than 0"),
  travelMode: z.enum(["walk", "drive"]),
  /** A lucide icon, by a name the location guide maps to the icon. */
  icon: z.enum(attractionIcons),
});
export const attractionTextSchema = z.object({ name: text, category: text, description: text });
export type Attraction = z.infer<typeof attractionSchema>;
export type AttractionText = z.infer<typeof attractionTextSchema>;

export const transportHubSchema = z.object({
  slug: slugSchema,
  minutes: z.number().int().positive("must be more than 0"),
  icon: z.enum(["plane", "train", "bus"]),
});
export const transportHubTextSchema = z.object({ name: text, method: text });
export type TransportHub = z.infer<typeof transportHubSchema>;
export type TransportHubText = z.infer<typeof transportHubTextSchema>;

/* Amenities, banquet halls and event services: facts in each entry's English file, words in each language's file. */

/** The icons a content list may name; components map each key to a lucide icon. */
export const serviceIconKeys = ["utensils", "party", "snowflake", "car", "wifi", "concierge", "calendar"] as const;
export type ServiceIconKey = (typeof serviceIconKeys)[number];

const contentSlug = z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens");

export const amenitySchema = z.object({
  slug: contentSlug,
  icon: z.enum(serviceIconKeys),
  photo: photoSchema,
  /** The page that tells more (the restaurant → /dining); its link text is the amenity's linkLabel. */
  href: sitePath.optional(),
});
export type Amenity = z.infer<typeof amenitySchema>;

export const amenityTextSchema = z.object({
  title: z.string().min(1, "must not be empty"),
  /** May name hall capacities as {grandCapacity} and {elegantCapacity} (hall slug + "Capacity"), filled from halls.ts. */
  description: z.string().min(1, "must not be empty"),
  photoAlt: z.string().min(1, "must not be empty"),
  /** The link to the amenity's own page, where it has one. */
  linkLabel: z.string().min(1, "must not be empty").optional(),
});
export type AmenityText = z.infer<typeof amenityTextSchema>;

export const hallSchema = z
  .object({
    slug: contentSlug,
    /** Guests, seated or standing, the hall takes at most: the largest figure in `layouts`. */
    capacity: z.number().int().positive("must be more than 0"),
    sizeSqm: z.number().positive("must be more than 0"),
    airConditioned: z.boolean(),
    photo: photoSchema,
    ...hallDetailsSchema.shape,
  })
  .refine((hall) => hall.capacity === Math.max(...Object.values(hall.layouts)), {
    message: "must equal the largest capacity in layouts",
    path: ["capacity"],
  });
export type Hall = z.infer<typeof hallSchema>;

export const hallTextSchema = z.object({
  name: z.string().min(1, "must not be empty"),
  description: z.string().min(1, "must not be empty"),
  features: z.array(z.string().min(1, "must not be empty")).min(1),
  photoAlt: z.string().min(1, "must not be empty"),
  ...hallDetailsTextSchema.shape,
});
export type HallText = z.infer<typeof hallTextSchema>;

export const eventServiceSchema = z.object({
  slug: contentSlug,
  icon: z.enum(serviceIconKeys),
});
export type EventService = z.infer<typeof eventServiceSchema>;

export const eventServiceTextSchema = z.object({
  title: z.string().min(1, "must not be empty"),
  description: z.string().min(1, "must not be empty"),
});
export type EventServiceText = z.infer<typeof eventServiceTextSchema>;

/** Where an entry comes in its list (1 first): the editor and the data files keep the display order explicit. */
export const displayOrder = z.number().int().positive("must be more than 0");
