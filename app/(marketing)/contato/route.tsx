import { randomUUID } from "node:crypto";
import { LANDING_DESCRIPTION, LANDING_TITLE, LandingPage } from "@/components/landing/landing-page";
import { submitLandingLead } from "@/lib/actions/landing";
import { documentResponse } from "@/lib/documents/render";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";
import { messages } from "@/lib/messages";
import { formatPhone } from "@/lib/phone";
import { MAX_LEAD_FORM_BYTES, readFormUpTo } from "@/lib/request-body";

/**
 * The landing page's lead form, posted as a plain form (the landing is a document). The action does
 * what it does for any form: the cross-site check, the schema, the rate limit, one lead per key. A
 * stored lead goes to /contato/enviado (303: a reload does not post again); a refused one gets the
 * landing again, at the form, with what was typed and why.
 */
export async function POST(request: Request) {
  const form = await readFormUpTo(request, MAX_LEAD_FORM_BYTES);
  if (form === "tooLarge") {
    return new Response(messages.guard.bodyTooLarge, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const formData = new FormData();
  for (const [name, value] of form) formData.append(name, value);
  // Without the page's script there is no key: one per post, so only the script's taps are one entry.
  if (!formData.get(IDEMPOTENCY_KEY_FIELD)) formData.set(IDEMPOTENCY_KEY_FIELD, randomUUID());

  const result = await submitLandingLead(null, formData);
  if (result.ok) return new Response(null, { status: 303, headers: { Location: "/contato/enviado" } });
  const typed = {
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    // As the phone field shows one it reads: "(11) 91234-5678"; anything else as typed.
    phone: formatPhone(form.get("phone") ?? ""),
    isMechanic: form.get("isMechanic") === "on",
  };
  return documentResponse(<LandingPage lead={{ typed, fieldErrors: result.fieldErrors, message: result.message }} />, {
    title: LANDING_TITLE,
    description: LANDING_DESCRIPTION,
    status: 422,
  });
}
