import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/look/utils";

const spacing = {
  /** A section of an inner page (rooms, events, amenities, contact). */
  page: "py-12 sm:py-16",
  /** A home-page section, with more air between the stories. */
  home: "py-16 sm:py-24",
} as const;

export type SectionSpacing = keyof typeof spacing;

/** The centred column every page section shares: at most 80rem wide, with the site's side margins. */
export function sectionColumn(size: SectionSpacing, className?: string): string {
  return cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", spacing[size], className);
}

type SectionProps = Omit<ComponentProps<"section">, "className"> & {
  /** How much vertical space the section takes. */
  spacing?: SectionSpacing;
  /** Classes for the outer band (background, borders), which runs the full width. */
  className?: string;
  /** Classes for the centred column inside it (grids, alignment). */
  innerClassName?: string;
  children: ReactNode;
};

/**
 * The page-section shell: a full-width band around the centred column. Its heading's id names it
 * for assistive technology (`aria-labelledby`). In .astro markup, use `sectionColumn()` directly.
 */
export function Section({ spacing: size = "page", className, innerClassName, children, ...props }: SectionProps) {
  return (
    <section className={className} {...props}>
      <div className={sectionColumn(size, innerClassName)}>{children}</div>
    </section>
  );
}
