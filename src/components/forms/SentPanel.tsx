import type { ReactNode, Ref } from "react";
import { CircleCheck, ExternalLink, Mail } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { pageLocale } from "@/lib/i18n/i18n";
import { whatsappParts } from "@/lib/links/whatsapp";
import { words } from "@/content/read/island-words/hand-off";
import { CopyButton, CopyOutcome, useCopy } from "./CopyMessage";

type SentPanelProps = {
  heading: string;
  /** Focused when the panel replaces the form, so screen readers announce it. */
  headingRef: Ref<HTMLHeadingElement>;
  /** A word on what happened, under the heading (none where the heading says it all). */
  body?: string;
  /** The hand-off link, and whether the browser blocked its new tab. */
  sent: { url: string; blocked: boolean };
  /** The form's 'Open WhatsApp', for a blocked tab. */
  openLabel: string;
  /** Another way to send the same message (the e-mail link), beside the WhatsApp ones. */
  alternative?: ReactNode;
  /** 'Make Another Inquiry': back to an empty form. */
  another: { label: string; onClick: () => void };
  /** What the form adds between the words and the ways on (the estimated total). */
  children?: ReactNode;
};

/** The words both inquiry wizards (booking, event) give their panel, under the same names. */
type WizardSentWords = {
  success: { heading: string; body: string; blocked: string };
  buttons: { openWhatsApp: string; another: string };
};

/** A wizard's panel: its heading, the word for a tab that opened or was blocked, its 'Open WhatsApp' and 'another'. */
export function wizardSentProps(strings: WizardSentWords, sent: SentPanelProps["sent"], onAnother: () => void) {
  return {
    heading: strings.success.heading,
    body: sent.blocked ? strings.success.blocked : strings.success.body,
    sent,
    openLabel: strings.buttons.openWhatsApp,
    another: { label: strings.buttons.another, onClick: onAnother },
  };
}

/**
 * What replaces a form once it is handed over: a tick, the heading that takes focus, a word on what
 * happened (the message waits in WhatsApp for the guest to send it), the ways on, and another one.
 */
export function SentPanel({
  heading,
  headingRef,
  body,
  sent,
  openLabel,
  alternative,
  another,
  children,
}: SentPanelProps) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck className="size-14 text-primary" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-balance outline-none">
        {heading}
      </h3>
      {body && <p className="max-w-md text-pretty text-muted-foreground">{body}</p>}
      {children}
      <HandOffActions url={sent.url} blocked={sent.blocked} openLabel={openLabel}>
        {alternative}
      </HandOffActions>
      <Button type="button" variant="link" onClick={another.onClick}>
        {another.label}
      </Button>
    </div>
  );
}

/** The WhatsApp link to open by hand: the way on when the browser blocked the new tab, or to open it again. */
function WhatsAppLink({ href, label, quiet }: { href: string; label: string; quiet?: boolean }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ size: "lg", variant: quiet ? "outline" : "default" })}
    >
      {label}
      <ExternalLink aria-hidden="true" />
    </a>
  );
}

type HandOffActionsProps = {
  /** The hand-off link the form opened (or tried to). */
  url: string;
  /** The browser blocked the new tab: WhatsApp never opened, so the link is the way on ('Open WhatsApp'). */
  blocked: boolean;
  /** The form's 'Open WhatsApp', for a blocked tab. */
  openLabel: string;
  /** Another way to send the same message (the e-mail link), beside the two. */
  children?: ReactNode;
};

/**
 * The ways on once the message is written out in WhatsApp, which the guest must still send there:
 * 'Open WhatsApp again' (the same link, for a tab closed before Send) and 'Copy the message' (to
 * paste it anywhere), with what came of the copy.
 */
function HandOffActions({ url, blocked, openLabel, children }: HandOffActionsProps) {
  const t = words("hand-off", pageLocale());
  const text = whatsappParts(url)?.text ?? "";
  const { copied, copy } = useCopy(text);
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-3">
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <WhatsAppLink href={url} label={blocked ? openLabel : t.openAgain} quiet={!blocked} />
        <CopyButton onCopy={copy} />
        {children}
      </div>
      <CopyOutcome copied={copied} text={text} />
    </div>
  );
}

/** The same message as an e-mail, for those who would rather not use WhatsApp. */
export function MailLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={buttonVariants({ size: "lg", variant: "outline" })}>
      <Mail aria-hidden="true" />
      {label}
    </a>
  );
}
