import { Mail, MessageCircle, Phone } from "lucide-react";
import { telHref } from "@/lib/links/links";
import { whatsappUrl } from "@/lib/links/whatsapp";
import type { EventInquiryStrings } from "@/content/schema/words";
import type { Site } from "@/content/schema/hotel";

/** In the wizard's place when JavaScript does not run: WhatsApp, phone and e-mail, plain links. */
export function EventInquiryNoScript({ strings, site }: { strings: EventInquiryStrings; site: Site }) {
  const n = strings.noScript;
  const link = "inline-flex items-start gap-3 rounded-sm font-medium text-primary underline-offset-4 hover:underline";
  return (
    <div className="no-js-block hidden">
      <h3 className="text-xl font-semibold">{n.heading}</h3>
      <p className="mt-2 mb-5 text-sm text-muted-foreground">{n.body}</p>
      <ul className="flex flex-col gap-3 text-sm">
        <li>
          <a
            href={whatsappUrl(site.whatsapp, n.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <MessageCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {n.whatsapp}
          </a>
        </li>
        <li>
          <a href={telHref(site.phones.reservations)} className={link}>
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {n.call}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.emails.reservations}`} className={link}>
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {n.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
