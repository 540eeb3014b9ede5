import * as React from "react";
import { Slot } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "@/lib/look/button-variants";

import { clsx } from "clsx";

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : "button";

  return <Comp data-slot="button" className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}

export { Button, buttonVariants };
