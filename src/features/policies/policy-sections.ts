import { localePath, type Locale } from "@/lib/i18n/i18n";
import { fill } from "@/lib/i18n/format";
import { officialPath } from "@/content/navigation";
import { policies, policyValues } from "@/content/read/policies";
import { words } from "@/content/read/words";
import { stayPricingIn } from "@/content/read/rates";
import { roomsIn } from "@/content/read/rooms";
import { paymentText } from "@/lib/stay/payment";

/*
 * The policies page's sections and FAQ, every rule filled in from the facts (src/content/policies.json)
 * in the page's language. Only this page reads them; the summary on room and booking pages and the
 * values every policy sentence may name stay in src/content/read/policies.ts.
 */

export type PolicySection = {
  id: string;
  heading: string;
  paragraphs: string[];
  link?: { label: string; href: string };
};

/** The policies page's sections, every rule filled in from the facts, in the page's language. */
export function policySectionsIn(locale: Locale): PolicySection[] {
  const s = words("policies", locale);
  const v = policyValues(locale);
  const p = policies;
  const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [
    {
      id: "check-in",
      heading: s.times.heading,
      paragraphs: [
        fill(s.times.checkIn, { time: v.checkIn }),
        fill(s.times.checkOut, { time: v.checkOut }),
        fill(s.times.early, { time: v.earlyFrom, percent: v.earlyPercent }),
        fill(s.times.late, { time: v.lateUntil, percent: v.latePercent }),
      ],
    },
    {
      id: "id",
      heading: s.id.heading,
      paragraphs: [
        fill(s.id.indian, { documents: v.documents }),
        s.id.pan,
        p.id.localIdsAccepted ? s.id.localAccepted : s.id.localRefused,
        fill(s.id.foreign, { hours: v.formCHours }),
      ],
    },
    {
      id: "children",
      heading: s.children.heading,
      paragraphs: [
        fill(s.children.free, { age: v.age }),
        fill(s.children.extraBed, { price: v.extraBed }),
        p.children.cotCharge > 0 ? fill(s.children.cot, { price: v.cot }) : s.children.cotFree,
      ],
    },
    {
      id: "cancellation",
      heading: s.cancellation.heading,
      paragraphs: [
        fill(s.cancellation.free, { hours: v.hours }),
        fill(s.cancellation.late, { nights: v.lateNights }),
        fill(s.cancellation.noShow, { nights: v.noShowNights }),
        s.cancellation.advance,
      ],
    },
    plansSection(locale),
    {
      id: "payment",
      heading: s.payment.heading,
      paragraphs: [
        fill(s.payment.methods, { methods: v.methods }),
        fill(s.payment.currencies, { currencies: v.currencies }),
        String(v.taxAnswer),
      ],
    },
    {
      id: "house-rules",
      heading: s.house.heading,
      paragraphs: [
        p.petsAllowed ? s.house.petsAllowed : s.house.petsRefused,
        p.smokingInRooms ? s.house.smokingAllowed : s.house.smokingRefused,
        s.house.alcohol,
        fill(s.house.visitors, { time: v.visitorsUntil }),
        fill(s.house.quiet, { from: v.quietFrom, until: v.quietUntil }),
      ],
    },
    {
      id: "official-numbers",
      heading: s.official.heading,
      paragraphs: [fill(s.official.numbers, v), fill(s.official.payment, v), fill(s.official.fraud, v)],
      link: { label: s.official.link, href: localePath(locale, officialPath) },
    },
  ].map((section) => ({ ...section, paragraphs: section.paragraphs.map(capitalised) }));
}

/**
 * Each rate plan's terms, room by room: its cancellation and how it is paid (rates.json), in the
 * words the plan chooser and the message use. The account is named on the official page alone.
 */
function plansSection(locale: Locale): PolicySection {
  const s = words("policies", locale);
  const payment = words("booking-later", locale).payment;
  const pricing = stayPricingIn(locale);
  const paragraphs = roomsIn(locale).flatMap((room) =>
    (pricing.rooms[room.slug]?.plans ?? []).map((plan) =>
      fill(s.plans.plan, {
        room: room.name,
        plan: plan.name,
        cancellation: plan.cancellation,
        payment: paymentText(plan.payment, payment, locale),
      }),
    ),
  );
  return { id: "plans", heading: s.plans.heading, paragraphs };
}

/** The FAQ, answers filled in. */
export function policyFaqIn(locale: Locale): { question: string; answer: string }[] {
  const s = words("policies", locale);
  const v = policyValues(locale);
  const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return s.faq.items.map((item) => ({ question: item.question, answer: capitalised(fill(item.answer, v)) }));
}
