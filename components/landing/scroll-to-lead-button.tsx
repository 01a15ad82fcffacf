"use client";

import { Button } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";

export const LEAD_SECTION_ID = "lead-form-section";
export const LEAD_FIRST_FIELD_ID = "lead-name";

/**
 * A real link to the form (works before hydration); once hydrated it scrolls smoothly and puts
 * the cursor in the first field, so keyboard and screen-reader users land where they are sent.
 */
export function ScrollToLeadButton({ children = "Comece Agora" }: { children?: React.ReactNode }) {
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    const section = document.getElementById(LEAD_SECTION_ID);
    if (!section) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    document.getElementById(LEAD_FIRST_FIELD_ID)?.focus({ preventScroll: true });
  }

  return (
    <Button asChild size="lg" variant="secondary" className="bg-background text-foreground hover:bg-background/90">
      <a href={`#${LEAD_SECTION_ID}`} onClick={handleClick}>
        {children}
        <ArrowRight aria-hidden="true" />
      </a>
    </Button>
  );
}
