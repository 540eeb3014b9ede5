import { Mail, MessageCircle, Phone } from "lucide-react";
import { telHref } from "@/lib/links/links";
import { whatsappUrl } from "@/lib/links/whatsapp";
import type { Site } from "@/content/schema/hotel";

/** The words of the three ways to reach reservations, each form's own. */
export type ReservationLinkWords = { whatsapp: string; whatsappGreeting: string; call: string; email: string };

type Props = {
  words: ReservationLinkWords;
  site: Site;
  /** Shows the number and the address under each way's name (the booking page's help card). */
  withDetails?: boolean;
};

const link = "inline-flex items-start gap-3 rounded-sm font-medium text-primary underline-offset-4 hover:underline";
const icon = "mt-0.5 size-4 shrink-0";

/**
 * WhatsApp, phone and e-mail for reservations: plain links that work without JavaScript, beside a
 * form or in its place when JavaScript does not run.
 */
export function ReservationLinks({ words, site, withDetails = false }: Props) {
  const detail = (label: string, value: string, wrap = "") =>
    withDetails ? (
      <span className={wrap || undefined}>
        {label}
        <span className={`block font-normal ${wrap ? "break-all " : ""}text-muted-foreground`}>{value}</span>
      </span>
    ) : (
      label
    );
  return (
    <ul className="flex flex-col gap-3 text-sm">
      <li>
        <a
          href={whatsappUrl(site.whatsapp, words.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <MessageCircle className={icon} aria-hidden="true" />
          {detail(words.whatsapp, site.whatsapp)}
        </a>
      </li>
      <li>
        <a href={telHref(site.phones.reservations)} className={link}>
          <Phone className={icon} aria-hidden="true" />
          {detail(words.call, site.phones.reservations)}
        </a>
      </li>
      <li>
        <a href={`mailto:${site.emails.reservations}`} className={link}>
          <Mail className={icon} aria-hidden="true" />
          {detail(words.email, site.emails.reservations, "min-w-0")}
        </a>
      </li>
    </ul>
  );
}

/**
 * In a form's place when JavaScript does not run (the page's .js-only/.no-js-block rules swap them):
 * a heading, a line, and the three ways to reach reservations.
 */
export function NoScriptReservations({ heading, body, ...links }: Props & { heading: string; body: string }) {
  return (
    <div className="no-js-block hidden">
      <h3 className="text-xl font-semibold">{heading}</h3>
      <p className="mt-2 mb-5 text-sm text-muted-foreground">{body}</p>
      <ReservationLinks {...links} />
    </div>
  );
}
