import type { ReactNode, Ref } from "react";
import { CircleCheck, ExternalLink, Mail } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

type SentPanelProps = {
  heading: string;
  /** Focused when the panel replaces the form, so screen readers announce it. */
  headingRef: Ref<HTMLHeadingElement>;
  body: string;
  /** The links and the 'another' button. */
  children: ReactNode;
};

/** What replaces a form once it is handed over: a tick, the heading that takes focus, a word on what happened. */
export function SentPanel({ heading, headingRef, body, children }: SentPanelProps) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck className="size-14 text-primary" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {heading}
      </h3>
      <p className="max-w-md text-pretty text-muted-foreground">{body}</p>
      {children}
    </div>
  );
}

/** The WhatsApp link to open by hand: the way on when the browser blocked the new tab. */
export function WhatsAppLink({ href, label, quiet }: { href: string; label: string; quiet?: boolean }) {
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

/** The same message as an e-mail, for those who would rather not use WhatsApp. */
export function MailLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={buttonVariants({ size: "lg", variant: "outline" })}>
      <Mail aria-hidden="true" />
      {label}
    </a>
  );
}
