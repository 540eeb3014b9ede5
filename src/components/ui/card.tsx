import * as React from "react";
import { Slot } from "radix-ui";

import { clsx as cn } from "clsx";

/*
 * shadcn/ui's card, with `asChild` so a card can be the <article>, <li>, <figure> or <aside> the
 * content calls for (as taxonomy's card is used), instead of a <div> around it.
 */
/** The card's look, for the few cards written in .astro markup (where `asChild` cannot reach). */
const cardClassName = "rounded-xl border bg-card text-card-foreground shadow-sm";

function Card({ className, asChild = false, ...props }: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp className={cn(cardClassName, className)} {...props} />;
}

export { Card, cardClassName };
