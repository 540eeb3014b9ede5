import { Mail, Phone, Clock } from "lucide-react";
import { footerQuickLinks, legalLinks } from "@/content/navigation";
import { yearsOfExcellence } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import { localePath, type Locale } from "@/lib/i18n/i18n";
import { telHref } from "@/lib/links/links";
import type { CommonStrings } from "@/content/schema/words";
import type { Site } from "@/content/schema/hotel";

type FooterProps = {
  site: Site;
  locale: Locale;
  strings: CommonStrings;
};

const headingClass = "mb-4 text-sm font-semibold uppercase tracking-wider text-foreground";
const linkClass = "rounded-sm text-muted-foreground hover:text-foreground hover:underline";

export function Footer({ site, locale, strings }: FooterProps) {
  const f = strings.footer;
  return (
    <footer className="render-when-near border-t bg-muted/50" id="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <AboutHotel site={site} f={f} />
        <QuickLinks locale={locale} f={f} />
        <ContactInfo site={site} f={f} />
        <div>
          <h2 className={headingClass}>{f.services}</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {f.serviceItems.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
      </div>
      <LegalBar site={site} locale={locale} f={f} />
    </footer>
  );
}

type FooterWords = CommonStrings["footer"];

/** The hotel's name, a line about it, and its social pages. */
function AboutHotel({ site, f }: { site: Site; f: FooterWords }) {
  return (
    <div>
      <p className="text-lg font-bold">{site.name}</p>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{fill(f.blurb, { year: site.foundedYear })}</p>
      <ul className="mt-4 flex gap-3">
        {site.social.map((s) => (
          <li key={s.url}>
            <a
              href={s.url}
              className="inline-flex size-10 items-center justify-center rounded-full border text-muted-foreground hover:text-foreground"
              aria-label={fill(f.followUs, { network: s.name })}
              rel="noopener noreferrer"
              target="_blank"
            >
              <SocialIcon />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuickLinks({ locale, f }: { locale: Locale; f: FooterWords }) {
  return (
    <nav aria-labelledby="footer-quick-links">
      <h2 id="footer-quick-links" className={headingClass}>
        {f.quickLinks}
      </h2>
      <ul className="space-y-2 text-sm">
        {footerQuickLinks.map((link) => (
          <li key={link.key}>
            <a href={localePath(locale, link.path)} className={linkClass}>
              {f.quickLinkItems[link.key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The front desk's hours, email and phone. */
function ContactInfo({ site, f }: { site: Site; f: FooterWords }) {
  return (
    <div>
      <h2 className={headingClass}>{f.contactInfo}</h2>
      <ul className="space-y-3 text-sm text-muted-foreground">
        <li className="flex gap-2">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{f.frontDesk}</span>
        </li>
        <li className="flex gap-2">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <a href={`mailto:${site.emails.info}`} className={`${linkClass} break-all`}>
              {site.emails.info}
            </a>
            <br />
            {f.respondWithin}
          </span>
        </li>
        <li className="flex gap-2">
          <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <a href={telHref(site.phones.frontDesk)} className={linkClass}>
            {site.phones.frontDesk}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The copyright line and the legal pages, along the bottom. */
function LegalBar({ site, locale, f }: { site: Site; locale: Locale; f: FooterWords }) {
  const years = yearsOfExcellence(site.foundedYear);
  return (
    <div className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p>{fill(f.copyright, { year: site.copyrightYear, name: site.name, years })}</p>
        <nav aria-label={f.legalLabel}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.key}>
                <a href={localePath(locale, link.path)} className={linkClass}>
                  {f[link.key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** An outline camera-in-a-square glyph for the photo-sharing network (lucide no longer ships brand logos). */
function SocialIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
