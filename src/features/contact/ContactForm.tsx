import { contactLinkParams, withoutLinkParams } from "@/lib/links/links";
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Send } from "lucide-react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Button } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import { whatsappUrl } from "@/lib/links/whatsapp";
import {
  contactFields,
  contactLimits,
  emptyContactValues,
  fieldsWithErrors,
  subjectFromSearch,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactProblem,
  type ContactValues,
} from "./contact-form";
import { contactMailSubject, contactMessage, mailtoHref } from "./contact-message";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { KeptNotice } from "@/components/forms/KeptNotice";
import { MailLink, SentPanel, WhatsAppLink } from "@/components/forms/SentPanel";
import { useHandOff } from "@/components/forms/use-hand-off";
import { refusedEarly, typedBeforeHydration } from "@/components/forms/use-wizard";
import { earlyFormatAttributes } from "@/lib/forms/contact-rules";
import type { Notice } from "./ContactNotice";
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

/** The summary's list and its links: the island's, and those the page's early check writes before it is live. */
const summaryList =
  "mt-2 list-disc space-y-1 pl-5 text-sm [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-destructive";

type ErrorSummaryProps = {
  heading: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  /**
   * No check has run: the summary's place, hidden, whose list the page's early check fills in before
   * the island is live (src/page-scripts/early-step-check.ts); React leaves that list as it finds it on hydration.
   * Give the two their own keys: the first check replaces the early summary rather than reusing it.
   */
  early: boolean;
  /** The list's items, one link per field to correct. */
  children: ReactNode;
};

/** The problems of the last Send, each a link to its field, focused when it appears. */
function ErrorSummary({ heading, summaryRef, early, children }: ErrorSummaryProps) {
  return (
    <div
      ref={summaryRef}
      id={early ? "contact-errors-early" : undefined}
      data-early-alert={early ? "" : undefined}
      hidden={early}
      tabIndex={-1}
      role="alert"
      aria-labelledby="contact-errors-heading"
      className="rounded-lg border border-destructive bg-destructive/5 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-destructive/30"
    >
      <h3 id="contact-errors-heading" className="font-semibold text-destructive">
        {heading}
      </h3>
      {early ? (
        <ul className={summaryList} dangerouslySetInnerHTML={{ __html: "" }} />
      ) : (
        <ul className={summaryList}>{children}</ul>
      )}
    </div>
  );
}

/**
 * The contact form: checks what the visitor typed, then hands the message to WhatsApp in a new tab
 * (opened inside the click, so popup blockers allow it), with an e-mail alternative. Nothing is sent
 * to a server, and nothing typed is lost when a field needs correcting.
 */
function ContactForm({ strings, messageLabels, whatsapp, email }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticesWanted, setNoticesWanted] = useState(false);
  const { sent, kept, online, handOff, reset } = useHandOff<{ url: string; mail: string }>({
    form: "contact",
    onSent: ({ blocked }) => {
      setNoticesWanted(true);
      setNotice({
        kind: blocked ? "info" : "success",
        text: blocked ? strings.toastBlocked : strings.toast,
        id: Date.now(),
      });
    },
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const startedOver = useRef(false);
  /** The guest went on to a field after the page's early check: taking over, the form leaves the focus there. */
  const focusStays = useRef(false);

  // On hydration: anything typed into the server-rendered fields while the code was loading, and
  // the subject a link names (a hall's 'Request Quote'; the page is static, so it is read here).
  // A layout effect, so the values are in before a press made meanwhile is played again.
  // If the page's early check answered a press and kept it from the island, the form starts where it left off.
  useLayoutEffect(() => {
    const subject = subjectFromSearch(window.location.search);
    // Read once: the address loses its query, so no later page or counter sees the subject.
    const tidy = withoutLinkParams(new URL(window.location.href), contactLinkParams);
    if (tidy !== null) window.history.replaceState(window.history.state, "", tidy);
    const start = {
      ...emptyContactValues,
      ...(subject ? { subject } : {}),
      ...typedBeforeHydration(document, typed),
    };
    setValues(start);
    if (refusedEarly(formRef.current)) {
      // The early check put the focus on its summary, which this form's own replaces; a guest who has
      // since gone on to a field (whose focus brought this code) is typing there, so it stays there.
      const focused = document.activeElement;
      focusStays.current = Boolean(formRef.current?.contains(focused) && !focused?.closest("[data-early-alert]"));
      setErrors(validateContact(start));
      setAttempts((n) => n + 1);
    }
  }, []);

  const problems = fieldsWithErrors(errors);

  useEffect(() => {
    if (attempts === 0) return;
    if (focusStays.current) focusStays.current = false;
    else summaryRef.current?.focus();
  }, [attempts]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
    else if (startedOver.current) firstFieldRef.current?.focus();
  }, [sent]);

  const formatMessages = { email: strings.errors.emailInvalid, phone: strings.errors.phoneInvalid };
  const message = (problem: ContactProblem | undefined, field: ContactField) =>
    problem && fill(strings.errors[problem], { max: contactLimits[field] });

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A corrected field loses its message at once; new messages wait for the next 'Send Message'.
    if (errors[field] && !validateContact(next)[field]) {
      setErrors((current) => {
        const { [field]: _fixed, ...rest } = current;
        return rest;
      });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (fieldsWithErrors(found).length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    const text = contactMessage(values, messageLabels);
    handOff(() => ({
      url: whatsappUrl(whatsapp, text),
      mail: mailtoHref(email, contactMailSubject(values, messageLabels), text),
    }));
  }

  function startOver() {
    startedOver.current = true;
    setValues(emptyContactValues);
    setErrors({});
    reset();
  }

  function focusField(event: MouseEvent<HTMLAnchorElement>, field: ContactField) {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  }

  const common = (field: ContactField) => ({
    id: fieldId(field),
    value: values[field],
    onValueChange: (value: string) => change(field, value),
    error: message(errors[field], field),
    requiredLabel: strings.required,
    maxLength: contactLimits[field],
    // The field's own messages, for the page's early check (src/page-scripts/early-step-check.ts).
    ...(requiredProblem[field] && { "data-missing-message": strings.errors[requiredProblem[field]] }),
    ...earlyFormatAttributes(field, formatMessages),
  });

  return (
    <>
      {sent ? (
        <SentPanel
          heading={strings.success.heading}
          headingRef={successRef}
          body={sent.blocked ? strings.success.blocked : strings.success.opened}
        >
          <div className="flex flex-col gap-3 sm:flex-row">
            <WhatsAppLink href={sent.url} label={strings.success.openWhatsApp} quiet={!sent.blocked} />
            <MailLink href={sent.mail} label={strings.success.emailInstead} />
          </div>
          <Button type="button" variant="link" onClick={startOver}>
            {strings.success.another}
          </Button>
        </SentPanel>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          onFocus={() => setNoticesWanted(true)}
          className="flex flex-col gap-5"
        >
          <ErrorSummary
            key={problems.length === 0 ? "early" : "checked"}
            heading={strings.errors.summaryHeading}
            summaryRef={summaryRef}
            early={problems.length === 0}
          >
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)}>
                  {message(errors[field], field)}
                </a>
              </li>
            ))}
          </ErrorSummary>
          <p className="text-sm text-muted-foreground">{strings.requiredNote}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...common("firstName")}
              ref={firstFieldRef}
              label={strings.firstName}
              required
              autoComplete="given-name"
            />
            <TextField {...common("lastName")} label={strings.lastName} autoComplete="family-name" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...common("email")}
              label={strings.email}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              placeholder={strings.placeholders.email}
            />
            <TextField
              {...common("phone")}
              label={strings.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={strings.placeholders.phone}
            />
          </div>
          <TextField {...common("subject")} label={strings.subject} />
          <TextAreaField
            {...common("message")}
            label={strings.message}
            required
            rows={6}
            hint={fill(strings.messageHint, { max: contactLimits.message })}
            placeholder={strings.placeholders.message}
          />
          {kept && <KeptNotice kept={kept} online={online} />}
          <div className="flex flex-col gap-3">
            <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
              <Send aria-hidden="true" />
              {strings.submit}
            </Button>
            <p className="text-sm text-muted-foreground">{strings.handOffNote}</p>
          </div>
        </form>
      )}
      {noticesWanted && (
        <Suspense fallback={null}>
          <ContactNotice notice={notice} label={strings.notifications} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(ContactForm);
export { ContactForm };
