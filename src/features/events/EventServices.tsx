import { Section } from "@/components/layout/Section";
import { ServiceIcon } from "@/components/icons/ServiceIcon";
import { Card } from "@/components/ui/card";
import type { EventServiceWithText } from "@/content/read/halls";

/** 'Event Planning Services': what the hotel does for an event besides the hall. */
export function EventServices({
  services,
  heading,
  intro,
}: {
  services: EventServiceWithText[];
  heading: string;
  intro: string;
}) {
  return (
    <Section aria-labelledby="event-services-heading" className="render-when-near border-y bg-muted/40">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="event-services-heading" className="text-3xl font-bold tracking-tight text-balance">
          {heading}
        </h2>
        <p className="mt-3 text-pretty text-muted-foreground">{intro}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {services.map((service) => (
          <Card asChild key={service.slug} className="p-6 text-center">
            <li>
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <ServiceIcon icon={service.icon} className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{service.description}</p>
            </li>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
