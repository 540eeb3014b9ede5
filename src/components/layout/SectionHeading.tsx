import { cn } from "@/lib/look/utils";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
  className?: string;
};

/** A home-page section's heading: a short line above, the <h2>, and an introduction. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
    </div>
  );
}
