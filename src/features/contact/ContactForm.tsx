import { contactLinkParams } from "@/lib/links/links";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { Send } from "lucide-react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Button } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { whatsappUrl } from "@/lib/links/whatsapp";
import {
  checkContact,
  contactFields,
  contactLimits,
  emptyContactValues,
  subjectFromSearch,
  validateContact,
  withCorrected,
  type ContactField,
  type ContactProblem,
  type ContactValues,
} from "./contact-form";
import { contactMailSubject, contactMessage, mailtoHref } from "./contact-message";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { KeptNotice } from "@/components/forms/KeptNotice";
import { MailLink, SentPanel } from "@/components/forms/SentPanel";
import { useInquiryForm } from "@/components/forms/use-inquiry-form";
import { earlyFormatAttributes } from "@/lib/forms/contact-rules";
import type { Notice } from "./ContactNotice";
import { ErrorSummary } from "./ErrorSummary";
import type { ContactFormStrings, ContactMessageLabels } from "@/content/schema/words";

// The toasts (sonner) load when the visitor starts on the form, not while the page loads.
const ContactNotice = lazy(() => import("./ContactNotice"));

type ContactFormProps = {
  strings: ContactFormStrings;
  messageLabels: ContactMessageLabels;
  /** The hotel's WhatsApp number, where the message goes. */
  whatsapp: string;
  /** The address the e-mail alternative writes to. */
  email: string;
};

const fieldId = (field: ContactField) => `contact-${field}`;

/** The server-rendered fields: what is typed there before the code arrives is kept. */
const typed = { fields: contactFields, id: fieldId, limit: (field: ContactField) => contactLimits[field] };

/** What each required field left empty breaks: the problems of an empty form. */
const requiredProblem = validateContact(emptyContactValues);

/** The subject a link asks for (a hall's 'Request Quote'); nothing else fills the form in, and nothing is kept for the tab. */
function start(_stored: unknown, link: URLSearchParams): ContactValues {
  const subject = subjectFromSearch(link.toString());
  return { ...emptyContactValues, ...(subject ? { subject } : {}) };
}

/**
 * The contact form's machine: the inquiry form's (useInquiryForm) with its own ways: a toast on
 * sending, the summary focused on every failed Send, a corrected field's message gone at once, and
 * the first field focused for another message.
 */
function useContactForm({ strings, messageLabels, whatsapp, email }: ContactFormProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticesWanted, setNoticesWanted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const startedOver = useRef(false);
  /** The guest went on to a field after the page's early check: taking over, the form leaves the focus there. */
  const focusStays = useRef(false);
  const inquiry = useInquiryForm({
    form: "contact",
    empty: emptyContactValues,
    start,
    linkParams: contactLinkParams,
    typed,
    check: checkContact,
    message: (values: ContactValues) => {
      const text = contactMessage(values, messageLabels);
      return {
        url: whatsappUrl(whatsapp, text),
        mail: mailtoHref(email, contactMailSubject(values, messageLabels), text),
      };
    },
    onSent: ({ blocked }) => {
      setNoticesWanted(true);
      setNotice({
        kind: blocked ? "info" : "success",
        text: blocked ? strings.toastBlocked : strings.toast,
        id: Date.now(),
      });
    },
    // The early check put the focus on its summary, which this form's own replaces; a guest who has
    // since gone on to a field (whose focus brought this code) is typing there, so it stays there.
    onRefusedEarly: (form) => {
      const focused = document.activeElement;
      focusStays.current = Boolean(form?.contains(focused) && !focused?.closest("[data-early-alert]"));
    },
  });
  const { problem, attempt } = inquiry.checks;

  useEffect(() => {
    if (attempt === 0) return;
    if (focusStays.current) focusStays.current = false;
    else if (problem) summaryRef.current?.focus();
    // Each Send's check brings the summary into focus, not each correction of a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => {
    if (!inquiry.sent && startedOver.current) firstFieldRef.current?.focus();
  }, [inquiry.sent]);

  const change = (field: ContactField, value: string) => {
    inquiry.change(field, value);
    // A corrected field loses its message at once; new messages wait for the next 'Send Message'.
    if (problem?.errors[field] && !validateContact({ ...inquiry.values, [field]: value })[field])
      inquiry.checks.amend(withCorrected(problem, field));
  };

  const startOver = () => {
    startedOver.current = true;
    inquiry.startOver();
  };

  const wantNotices = () => setNoticesWanted(true);
  return { inquiry, notice, noticesWanted, wantNotices, summaryRef, firstFieldRef, change, startOver };
}

type ContactMachine = ReturnType<typeof useContactForm>;
type Sent = NonNullable<ContactMachine["inquiry"]["sent"]>;

/** Once handed over: that the message waits in WhatsApp to be sent, the ways on, e-mail instead, another message. */
function ContactSent({ strings, contact, sent }: { strings: ContactFormStrings; contact: ContactMachine; sent: Sent }) {
  return (
    <SentPanel
      heading={strings.success.heading}
      headingRef={contact.inquiry.successRef}
      body={sent.blocked ? strings.success.blocked : strings.success.opened}
      sent={sent}
      openLabel={strings.success.openWhatsApp}
      alternative={<MailLink href={sent.mail} label={strings.success.emailInstead} />}
      another={{ label: strings.success.another, onClick: contact.startOver }}
    />
  );
}

type FieldProps = ReturnType<ReturnType<typeof fieldPropsOf>>;

/** What every field takes: its value and change, its message, its limit, and the messages for the page's early check. */
function fieldPropsOf(strings: ContactFormStrings, contact: ContactMachine) {
  const formatMessages = { email: strings.errors.emailInvalid, phone: strings.errors.phoneInvalid };
  const errors = contact.inquiry.checks.problem?.errors ?? {};
  return (field: ContactField) => ({
    id: fieldId(field),
    value: contact.inquiry.values[field],
    onValueChange: (value: string) => contact.change(field, value),
    error: problemText(strings, errors[field], field),
    requiredLabel: strings.required,
    maxLength: contactLimits[field],
    ...(requiredProblem[field] && { "data-missing-message": strings.errors[requiredProblem[field]] }),
    ...earlyFormatAttributes(field, formatMessages),
  });
}

/** A field's problem in the visitor's language. */
const problemText = (strings: ContactFormStrings, problem: ContactProblem | undefined, field: ContactField) =>
  problem && fill(strings.errors[problem], { max: contactLimits[field] });

/** The six fields, first name, e-mail and message required. */
function ContactFormFields({
  strings,
  field,
  firstFieldRef,
}: {
  strings: ContactFormStrings;
  field: (name: ContactField) => FieldProps;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field("firstName")}
          ref={firstFieldRef}
          label={strings.firstName}
          required
          autoComplete="given-name"
        />
        <TextField {...field("lastName")} label={strings.lastName} autoComplete="family-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field("email")}
          label={strings.email}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={strings.placeholders.email}
        />
        <TextField
          {...field("phone")}
          label={strings.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={strings.placeholders.phone}
        />
      </div>
      <TextField {...field("subject")} label={strings.subject} />
      <TextAreaField
        {...field("message")}
        label={strings.message}
        required
        rows={6}
        hint={fill(strings.messageHint, { max: contactLimits.message })}
        placeholder={strings.placeholders.message}
      />
    </>
  );
}

/** The form: the summary of the last Send's problems, the fields, the offline notice and Send. */
function ContactFormBody({ strings, contact }: { strings: ContactFormStrings; contact: ContactMachine }) {
  const { inquiry } = contact;
  const problem = inquiry.checks.problem;
  const problems = problem?.fields ?? [];
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: ContactField) => {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  };
  return (
    <form
      ref={inquiry.formRef}
      noValidate
      onSubmit={inquiry.submit}
      onFocus={contact.wantNotices}
      className="flex flex-col gap-5"
    >
      <ErrorSummary
        key={problems.length === 0 ? "early" : "checked"}
        heading={strings.errors.summaryHeading}
        summaryRef={contact.summaryRef}
        early={problems.length === 0}
      >
        {problems.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)}>
              {problemText(strings, problem?.errors[field], field)}
            </a>
          </li>
        ))}
      </ErrorSummary>
      <p className="text-sm text-muted-foreground">{strings.requiredNote}</p>
      <ContactFormFields
        strings={strings}
        field={fieldPropsOf(strings, contact)}
        firstFieldRef={contact.firstFieldRef}
      />
      {inquiry.kept && <KeptNotice kept={inquiry.kept} online={inquiry.online} />}
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          <Send aria-hidden="true" />
          {strings.submit}
        </Button>
        <p className="text-sm text-muted-foreground">{strings.handOffNote}</p>
      </div>
    </form>
  );
}

/**
 * The contact form: checks what the visitor typed, then hands the message to WhatsApp in a new tab
 * (opened inside the click, so popup blockers allow it), with an e-mail alternative. Nothing is sent
 * to a server, and nothing typed is lost when a field needs correcting.
 */
function ContactForm(props: ContactFormProps) {
  const contact = useContactForm(props);
  const { strings } = props;
  return (
    <>
      {contact.inquiry.sent ? (
        <ContactSent strings={strings} contact={contact} sent={contact.inquiry.sent} />
      ) : (
        <ContactFormBody strings={strings} contact={contact} />
      )}
      {contact.noticesWanted && (
        <Suspense fallback={null}>
          <ContactNotice notice={contact.notice} label={strings.notifications} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(ContactForm);
export { ContactForm };
