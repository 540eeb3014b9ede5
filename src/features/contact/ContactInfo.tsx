import type { ReactNode } from "react";
import { cardClassName } from "@/components/ui/card";
import { cn } from "@/lib/look/utils";
import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { mapSearchUrl, telHref } from "@/lib/links/links";
import { whatsappUrl } from "@/lib/links/whatsapp";
import { addressLines, mapQuery } from "./address";
import type { ContactPageStrings } from "@/content/schema/words";
import type { Site } from "@/content/schema/hotel";

type ContactInfoProps = { site: Site; locale: Locale; strings: ContactPageStrings };

const cardClass = cn(cardClassName, "p-6");
const linkClass = "rounded-sm font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]";

function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{label}</h3>
        <div className="mt-1 space-y-1 text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** Address, phones, e-mails, hours and a WhatsApp chat link: static HTML, so every link works without JavaScript. */
export function ContactInfoCard({ site, locale, strings }: ContactInfoProps) {
  const s = strings.info;
  const chatUrl = whatsappUrl(site.whatsapp, fill(s.whatsappGreeting, { name: site.name }));
  return (
    <section aria-labelledby="contact-info-heading" className={cardClass}>
      <h2 id="contact-info-heading" className="text-xl font-semibold">
        {s.heading}
      </h2>
      <ul className="mt-6 space-y-6">
        <InfoItem icon={<MapPin className="size-5" aria-hidden="true" />} label={s.address}>
          {addressLines(site.address, locale).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </InfoItem>
        <InfoItem icon={<Phone className="size-5" aria-hidden="true" />} label={s.phone}>
          <p>
            {s.frontDesk}:{" "}
            <a href={telHref(site.phones.frontDesk)} className={linkClass}>
              {site.phones.frontDesk}
            </a>
          </p>
          <p>
            {s.reservations}:{" "}
            <a href={telHref(site.phones.reservations)} className={linkClass}>
              {site.phones.reservations}
            </a>
          </p>
        </InfoItem>
        <InfoItem icon={<Mail className="size-5" aria-hidden="true" />} label={s.email}>
          <p>
            {s.generalEmail}:{" "}
            <a href={`mailto:${site.emails.info}`} className={linkClass}>
              {site.emails.info}
            </a>
          </p>
          <p>
            {s.reservationsEmail}:{" "}
            <a href={`mailto:${site.emails.reservations}`} className={linkClass}>
              {site.emails.reservations}
            </a>
          </p>
        </InfoItem>
        <InfoItem icon={<Clock className="size-5" aria-hidden="true" />} label={s.hours}>
          <p>{s.frontDeskHours}</p>
          <p>{s.conciergeHours}</p>
        </InfoItem>
        <InfoItem icon={<MessageCircle className="size-5" aria-hidden="true" />} label={s.whatsapp}>
          <p>
            <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {s.whatsappLink}
              <span className="sr-only"> {strings.location.newTab}</span>
            </a>
          </p>
        </InfoItem>
      </ul>
    </section>
  );
}

/** Where the hotel is, with a link that opens the visitor's maps (no embedded third-party map). */
export function LocationCard({ site, locale, strings }: ContactInfoProps) {
  return (
    <section aria-labelledby="contact-location-heading" className={cardClass}>
      <h2 id="contact-location-heading" className="text-xl font-semibold">
        {strings.location.heading}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 rounded-lg bg-muted px-4 py-8 text-center">
        <MapPin className="size-10 text-primary" aria-hidden="true" />
        <address className="text-sm not-italic">
          <span className="block font-semibold">{site.name}</span>
          {addressLines(site.address, locale).map((line) => (
            <span key={line} className="block text-muted-foreground">
              {line}
            </span>
          ))}
        </address>
        <a
          href={mapSearchUrl(mapQuery(site.name, site.address, locale))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          {strings.location.openInMaps}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only"> {strings.location.newTab}</span>
        </a>
      </div>
    </section>
  );
}
