import { Accessibility, MessageCircle } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/look/utils";

type AccessibilityPageProps = {
  heading: string;
  intro: string;
  sampleNotice?: string;
  lines: string[];
  ask: { label: string; text: string; newTab: string; href: string };
  /** The room types that hold an accessible room, and what it has. */
  rooms: { heading: string; types: { name: string; href: string; lines: string[] }[] };
};

/** The building's accessibility on the accessibility page, and 'Tell us what you need' on WhatsApp. */
export function AccessibilityPage({ heading, intro, sampleNotice, lines, ask, rooms }: AccessibilityPageProps) {
  return (
    <section aria-labelledby="building-access-heading" className="mx-auto max-w-3xl px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id="building-access-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Accessibility className="size-5 text-primary" aria-hidden="true" />
        {heading}
      </h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">{intro}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {rooms.types.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{rooms.heading}</h3>
          <ul className="mt-2 space-y-2 leading-relaxed text-muted-foreground">
            {rooms.types.map((type) => (
              <li key={type.href}>
                <a
                  href={type.href}
                  className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                >
                  {type.name}
                </a>
                : {type.lines.join("; ")}
              </li>
            ))}
          </ul>
        </>
      )}
      {sampleNotice && <p className="mt-4 text-sm text-muted-foreground italic">{sampleNotice}</p>}
      <div className="mt-6 flex flex-col items-start gap-3 rounded-lg border bg-muted/40 p-4 sm:p-5">
        <p>{ask.text}</p>
        <a href={ask.href} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ size: "lg" }))}>
          <MessageCircle aria-hidden="true" />
          {ask.label}
          <span className="sr-only"> {ask.newTab}</span>
        </a>
      </div>
    </section>
  );
}
