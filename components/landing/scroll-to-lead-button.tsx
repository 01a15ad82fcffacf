import { Button } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";

export const LEAD_SECTION_ID = "lead-form-section";
export const LEAD_FIRST_FIELD_ID = "lead-name";

/**
 * A link to the form; the documents' script (lib/documents/scripts.ts) then puts the cursor in its
 * first field, so keyboard and screen-reader users land where they are sent.
 */
export function ScrollToLeadButton({ children = "Comece Agora" }: { children?: React.ReactNode }) {
  return (
    <Button asChild size="lg" variant="secondary" className="bg-background text-foreground hover:bg-background/90">
      <a href={`#${LEAD_SECTION_ID}`} data-focus={LEAD_FIRST_FIELD_ID}>
        {children}
        <ArrowRight aria-hidden="true" />
      </a>
    </Button>
  );
}
