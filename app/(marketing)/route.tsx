import { LANDING_DESCRIPTION, LANDING_TITLE, LandingPage } from "@/components/landing/landing-page";
import { documentResponse } from "@/lib/documents/render";

// Built once for every visitor: no cookies, headers or database here.
export const dynamic = "force-static";

/** The landing page, a document (lib/documents/render.tsx): no framework, its form a plain post. */
export function GET() {
  return documentResponse(<LandingPage />, { title: LANDING_TITLE, description: LANDING_DESCRIPTION });
}
