import { currentClientAddress } from "@/lib/client-address/current";
import { saveSupplierAnswers, type SaveAnswersOutcome } from "@/lib/data/supplier-links";
import { messages } from "@/lib/messages";
import { fromThisSite } from "@/lib/public-quote/origin";
import { MAX_SUPPLIER_ANSWER_BYTES, readFormUpTo } from "@/lib/request-body";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";
import { siteOrigin } from "@/lib/site-url";
import { allowSupplierLinkSave, openSupplierLink } from "@/lib/supplier-link/access";
import { DRAFT_COOKIE, encodeDraft } from "@/lib/supplier-link/draft";
import { type SupplierNotice } from "@/lib/supplier-link/notices";
import { unconfirmedPriceWarnings } from "@/lib/supplier-link/price-warnings";
import { supplierLinkPath } from "@/lib/suppliers/link-token";
import { supplierAnswerFormInput, supplierAnswerSchema, type TypedPartAnswer } from "@/lib/validation/supplier-answer";

const t = messages.supplierLink;

// The headers of the supplier's page, on these answers too (next.config.ts adds the same).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

function text(status: number, body: string) {
  return new Response(body, {
    status,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/**
 * Back to the page with 303 (the browser GETs it, so a reload does not post again) and the code of
 * what to tell the supplier, at the form. A refused answer's typed rows ride along in a cookie for
 * the link's path only (lib/supplier-link/draft.ts); any other outcome clears it. A relative
 * Location: the browser resolves it against the address it posted to, whatever proxy is in front.
 */
function backToPage(token: string, notice: SupplierNotice, draft?: { parts: TypedPartAnswer[] }) {
  const path = supplierLinkPath(token);
  const headers = new Headers({ ...PRIVATE, Location: `${path}?aviso=${notice}#resposta` });
  const secure = siteOrigin().startsWith("https:") ? "; Secure" : "";
  const kept = draft && encodeDraft(draft);
  headers.append(
    "Set-Cookie",
    kept
      ? `${DRAFT_COOKIE}=${kept}; Path=${path}; Max-Age=900; HttpOnly; SameSite=Lax${secure}`
      : `${DRAFT_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  );
  return new Response(null, { status: 303, headers });
}

const NOTICE_OF: Record<Exclude<SaveAnswersOutcome, { ok: true }>["reason"], SupplierNotice | undefined> = {
  gone: undefined,
  closed: "encerrada",
  unknownPart: "peca",
};

/**
 * A supplier's answer from its link's page (a plain form: it works without JavaScript). The token
 * opens the request as the page does, misses counted against the address; saves are counted per
 * link; the body is read up to MAX_SUPPLIER_ANSWER_BYTES; the answer is validated with the page's own
 * schema; saveSupplierAnswers decides the rest in one transaction (the deadline in the statement
 * that writes, the parts the link's own). Whatever happens the supplier lands back on the page.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  if (!fromThisSite(request.headers)) return text(403, t.forbidden);
  const form = await readFormUpTo(request, MAX_SUPPLIER_ANSWER_BYTES);
  if (form === "tooLarge") return text(413, t.tooLarge);
  const { token } = await params;
  const link = await openSupplierLink(token, await currentClientAddress());
  if (!link) return text(404, t.notFound);
  if (!link.open) return backToPage(token, "encerrada");
  if (!(await allowSupplierLinkSave(link.linkId))) return backToPage(token, "limite");

  const typed = supplierAnswerFormInput(form);
  const parsed = supplierAnswerSchema.safeParse(typed);
  if (!parsed.success) return backToPage(token, encodeDraft(typed) ? "revisar" : "invalida", typed);
  // A price that may be a slip ("11850" for 118,50) is asked about first: nothing saved until confirmed.
  if (unconfirmedPriceWarnings(parsed.data.parts, typed.parts, link.parts).size > 0) return backToPage(token, "conferir", typed);

  let outcome: SaveAnswersOutcome;
  try {
    outcome = await saveSupplierAnswers(token, parsed.data.parts);
  } catch (error) {
    console.error("resposta do fornecedor não salva", { linkId: link.linkId }, error);
    return backToPage(token, "erro", typed);
  }
  if (outcome.ok) return backToPage(token, "enviada");
  const notice = NOTICE_OF[outcome.reason];
  return notice ? backToPage(token, notice) : text(404, t.notFound);
}
