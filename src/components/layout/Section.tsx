import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

const spacing = {
  /** A section of an inner page (rooms, events, amenities, contact). */
  page: "py-12 sm:py-16",
  /** A home-page section, with more air between the stories. */
  home: "py-16 sm:py-24",
} as const;

type SectionProps = Omit<ComponentProps<"section">, "className"> & {
  /** How much vertical space the section takes. */
  spacing?: keyof typeof spacing;
  /** Classes for the outer band (background, borders), which runs the full width. */
  className?: string;
  /** Classes for the centred column inside it (grids, alignment). */
  innerClassName?: string;
  children: ReactNode;
};

/**
 * The page-section shell every page shares: a full-width band with a centred column of at most
 * 80rem and the site's side margins. Its heading's id names it for assistive technology.
 */
export function Section({ spacing: size = "page", className, innerClassName, children, ...props }: SectionProps) {
  return (
    <section className={className} {...props}>
      <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", spacing[size], innerClassName)}>{children}</div>
    </section>
  );
}
