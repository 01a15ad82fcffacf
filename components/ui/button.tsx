import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

// The part every button shares is the `btn` class (app/globals.css), and each variant's look a
// `btn-<variant>` class, not a list of utilities: a page repeats each button's classes in its HTML
// and again in its RSC payload, and a list of 20 customers has 60 buttons. Classes passed in are
// utilities, a later layer than these components, so they still win over the variant's.
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
    },
    size: {
      default: "h-10 px-4 py-2",
      sm: "h-9 px-3",
      lg: "h-11 px-6 text-base",
      icon: "size-10",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

/**
 * `asChild` styles its one child (a link, usually) as the button instead of wrapping it. The child
 * is cloned, not passed through Radix's Slot: Slot composes refs with a hook, and the customer's
 * documents (lib/documents/render.tsx) are rendered outside Next's React, where no hook can run.
 * The child keeps its own props; the button's class and props go on top.
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, { "data-slot": "button", ...props, className: cn(classes, children.props.className) } as object);
  }
  return (
    <button data-slot="button" className={cn(classes)} {...props}>
      {children}
    </button>
  );
}

export { Button, buttonVariants };
