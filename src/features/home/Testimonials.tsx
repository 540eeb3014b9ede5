import { Section } from "@/components/layout/Section";
import { Quote } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import { SectionHeading } from "@/components/layout/SectionHeading";
import { Stars } from "./Stars";
import { Card } from "@/components/ui/card";
import type { HomeStrings } from "@/content/schema/words";
import type { testimonialsIn } from "@/content/read/home";

type TestimonialsProps = {
  items: ReturnType<typeof testimonialsIn>;
  strings: HomeStrings["testimonials"];
};

/**
 * Guest reviews: stars (read out as 'Rated 5 out of 5'), the words, who and for what occasion.
 * While any review is not a real guest's, given with consent (the samples), the section says so.
 */
export function Testimonials({ items, strings }: TestimonialsProps) {
  const samples = items.some((review) => !review.guestConsent);
  return (
    <Section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="render-when-near bg-muted/40"
      spacing="home"
    >
      <SectionHeading id="testimonials-heading" title={strings.heading} intro={strings.intro} />
      {samples && <p className="mt-4 text-center text-sm text-muted-foreground italic">{strings.sampleNotice}</p>}
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((review) => (
          <li key={review.slug}>
            <Card asChild className="flex h-full flex-col p-6">
              <figure>
                <div className="flex items-center justify-between gap-4">
                  <Stars rating={review.rating} label={fill(strings.rating, { rating: review.rating })} />
                  <Quote className="size-6 text-primary/40" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-pretty">
                  <p>{review.comment}</p>
                </blockquote>
                <figcaption className="mt-6 border-t pt-4">
                  <p className="font-semibold">{review.name}</p>
                  <p className="text-sm text-muted-foreground">
                    <span className="font-medium text-primary">{review.eventType}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {review.location}
                  </p>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
