import { Card } from "@/components/ui/card";
import { ReservationLinks } from "@/components/forms/ReservationLinks";
import type { BookingPageStrings } from "@/content/schema/words";
import type { Site } from "@/content/schema/hotel";

type ContactProps = { strings: BookingPageStrings; site: Site };

/** Beside the wizard: for guests who would rather talk to a person. */
export function BookingHelp({ strings, site }: ContactProps) {
  return (
    <Card asChild className="p-6">
      <aside aria-labelledby="booking-help-heading">
        <h2 id="booking-help-heading" className="text-lg font-semibold">
          {strings.help.heading}
        </h2>
        <p className="mt-2 mb-5 text-sm text-muted-foreground">{strings.help.body}</p>
        <ReservationLinks words={strings.help} site={site} withDetails />
      </aside>
    </Card>
  );
}
