import { Mail, MessageCircle, Phone } from "lucide-react";
import { telHref } from "@/lib/links/links";
import { whatsappUrl } from "@/lib/links/whatsapp";
import { Card } from "@/components/ui/card";
import type { BookingPageStrings } from "@/content/schema/words";
import type { Site } from "@/content/schema/hotel";

type ContactProps = { strings: BookingPageStrings; site: Site };

/** WhatsApp, phone and e-mail for reservations: plain links that work without JavaScript. */
function ReservationLinks({ strings, site }: ContactProps) {
  const h = strings.help;
  const link = "inline-flex items-start gap-3 rounded-sm font-medium text-primary underline-offset-4 hover:underline";
  return (
    <ul className="flex flex-col gap-3 text-sm">
      <li>
        <a
          href={whatsappUrl(site.whatsapp, h.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <MessageCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {h.whatsapp}
            <span className="block font-normal text-muted-foreground">{site.whatsapp}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={telHref(site.phones.reservations)} className={link}>
          <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {h.call}
            <span className="block font-normal text-muted-foreground">{site.phones.reservations}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${site.emails.reservations}`} className={link}>
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            {h.email}
            <span className="block font-normal break-all text-muted-foreground">{site.emails.reservations}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}

/** Beside the wizard: for guests who would rather talk to a person. */
export function BookingHelp({ strings, site }: ContactProps) {
  return (
    <Card asChild className="p-6">
      <aside aria-labelledby="booking-help-heading">
        <h2 id="booking-help-heading" className="text-lg font-semibold">
          {strings.help.heading}
        </h2>
        <p className="mt-2 mb-5 text-sm text-muted-foreground">{strings.help.body}</p>
        <ReservationLinks strings={strings} site={site} />
      </aside>
    </Card>
  );
}

/** In the wizard's place when JavaScript does not run (the page's .js-only/.no-js-block rules swap them). */
export function BookingNoScript({ strings, site }: ContactProps) {
  return (
    <div className="no-js-block hidden">
      <h3 className="text-xl font-semibold">{strings.noScript.heading}</h3>
      <p className="mt-2 mb-5 text-sm text-muted-foreground">{strings.noScript.body}</p>
      <ReservationLinks strings={strings} site={site} />
    </div>
  );
}
