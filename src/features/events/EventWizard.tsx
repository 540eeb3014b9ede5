import { useCallback, useMemo, type ReactNode } from "react";
import { useWizard } from "@/components/forms/use-wizard";
import { WizardShell } from "@/components/forms/WizardShell";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import type { Locale } from "@/lib/i18n/i18n";
import { eventInquiryLinkParams } from "@/lib/links/links";
import { formatMoney, type Currency } from "@/lib/stay/money";
import { ContactStepFields } from "./ContactStepFields";
import { emptyEvent, eventFieldLimits, hallFromLink, usableEventValues, type EventValues } from "./event-form";
import { eventInquiryMail, eventInquiryUrl, type EventMessageContext, type EventNames } from "./event-message";
import { eventStepProblem, eventStepRules, eventSteps } from "./event-rules";
import { EventSent } from "./EventSent";
import { EventStepFields, fieldId, type EventFieldsProps } from "./EventStepFields";
import { VenueStepFields } from "./VenueStepFields";
import type { ContactFieldStrings, EventInquiryStrings } from "@/content/schema/words";
import type { HallChoice } from "@/content/read/events";
import { words } from "@/content/read/island-words/calendar";

type EventWizardProps = {
  locale: Locale;
  strings: EventInquiryStrings;
  /** Name, e-mail and phone: the words both inquiry wizards share, so both forms speak alike. */
  contact: ContactFieldStrings;
  /** Seating layouts, slots and menus as the events page names them. */
  details: EventFieldsProps["details"];
  halls: HallChoice[];
  /** The lowest "from" price per plate of each package, as the site shows every price (with its tax line). */
  cateringFrom: Record<string, string>;
  currency: Currency;
  /** How the budget the planner names stands to tax, as the site's prices do ("incl. taxes", "before GST"), or null. */
  budgetTax: string | null;
  /** Where inquiries go: the hotel's WhatsApp number, and the e-mail alternative. */
  whatsapp: string;
  email: string;
  /** What to show when JavaScript does not run (static HTML, hidden once it does). */
  children?: ReactNode;
};

/** The unfinished inquiry, kept for the tab (src/lib/forms/session-draft.ts). */
export const eventDraftKey = "event-inquiry-draft";
const errorId = "event-error";

/** Step 1's server-rendered fields: what is typed or chosen there before the code arrives is kept. */
const typed = {
  fields: ["eventType", "slot", "guests"],
  id: fieldId,
  limit: () => 20,
} as const;

/**
 * The three-step event inquiry. The server renders step 1; on hydration the tab's draft comes
 * back, a hall chosen by a link (?hall=grand) wins over it, and anything typed meanwhile wins over both.
 */
function EventWizard(props: EventWizardProps) {
  const { locale, strings, contact, details, halls, cateringFrom, currency, budgetTax, whatsapp, email, children } =
    props;
  const dateLocale = dateLocaleFor(locale, words("calendar", locale));
  const hallSlugs = useMemo(() => halls.map((h) => h.slug as string), [halls]);
  const formatPrice = (amount: number) => formatMoney(amount, currency, locale);
  const names: EventNames = { eventTypes: strings.fields.eventType.options, ...details, halls };
  const context: EventMessageContext = { strings: strings.message, names, formatPrice, dateLocale };

  const start = useCallback(
    (stored: unknown, link: URLSearchParams, today: Date): EventValues => {
      const hall = hallFromLink(link, hallSlugs);
      return { ...emptyEvent, ...usableEventValues(stored, today, hallSlugs), ...(hall ? { hall } : {}) };
    },
    [hallSlugs],
  );
  const wizard = useWizard({
    form: "event",
    steps: eventSteps,
    stepNames: strings.steps,
    ids: { heading: "event-step-heading", error: errorId },
    empty: emptyEvent,
    draftKey: eventDraftKey,
    start,
    linkParams: eventInquiryLinkParams,
    typed,
    limits: eventFieldLimits,
    problemAt: (step, values) => {
      const rules = eventStepRules(strings.errors, contact.errors, { today: new Date(), halls: hallSlugs });
      return eventStepProblem(rules, step, values);
    },
    message: (values) => ({
      url: eventInquiryUrl(whatsapp, values, context),
      mail: eventInquiryMail(email, strings.mailSubject, values, context),
    }),
  });
  const { values, step, sent } = wizard;

  const fieldProps: EventFieldsProps = {
    values,
    onChange: wizard.change,
    strings,
    details,
    contactFields: contact.fields,
    invalid: wizard.invalid,
    errorId,
    dateLocale,
  };
  return (
    <WizardShell
      strings={strings}
      {...wizard.shell}
      missingMessage={strings.errors.eventRequired}
      noScript={children}
      done={
        sent && <EventSent strings={strings} sent={sent} onAnother={wizard.startOver} headingRef={wizard.successRef} />
      }
    >
      {step === 0 && <EventStepFields {...fieldProps} />}
      {step === 1 && (
        <VenueStepFields
          {...fieldProps}
          halls={halls}
          cateringFrom={cateringFrom}
          currency={currency}
          budgetTax={budgetTax}
        />
      )}
      {step === 2 && <ContactStepFields {...fieldProps} context={context} />}
    </WizardShell>
  );
}

export default withErrorBoundary(EventWizard);
