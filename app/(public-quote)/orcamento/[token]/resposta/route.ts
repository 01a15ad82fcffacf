import { currentClientAddress } from "@/lib/client-address/current";
import { answerQuote, type AnswerOutcome } from "@/lib/data/quote-answers";
import { messages } from "@/lib/messages";
import { MAX_LINK_FORM_BYTES, readFormUpTo } from "@/lib/request-body";
import { queueAnswerNotice } from "@/lib/quote-sending/answer-email";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { openPublicQuote } from "@/lib/public-quote/access";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";
import { siteOrigin } from "@/lib/site-url";
import { fromThisSite } from "@/lib/public-quote/origin";
import {
  answerFormInput,
  answerNoticeOf,
  answerNoticeParam,
  CUSTOMER_NAME_MAX,
  quoteAnswerSchema,
  TYPED_NAME_COOKIE,
  type AnswerNotice,
} from "@/lib/validation/quote-answer";

// The headers of the customer's page, on these answers too (next.config.ts adds the same).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

function text(status: number, body: string) {
  return new Response(body, {
    status,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/**
 * Back to the quote with 303 (the browser GETs it, so a reload does not post again), and the code
 * of what to tell the customer. At the answer's section, where that is said, except for a new
 * version: that one is said at the top, above what changed since `shownVersion` (the version he
 * answered, `&de=`) and the quote to read again. A relative Location: the browser resolves it
 * against the address it posted to, whatever host or proxy is in front.
 *
 * A refused approval keeps the name he typed: the page works without JavaScript, so it comes back
 * in a short-lived cookie scoped to this link (never in the URL, where it would reach logs and the
 * history), which the page puts back in the field. An answer recorded clears it.
 */
function backToQuote(token: string, notice: AnswerNotice, kept: { shownVersion?: number; typedName?: string } = {}) {
  const path = quoteLinkPath(token);
  // Said at the top: a new version above what changed; a quote with nothing to answer has no answer section.
  const at = notice === "stale" || notice === "noItems" ? "" : "#resposta";
  const from = notice === "stale" && kept.shownVersion !== undefined ? `&de=${kept.shownVersion}` : "";
  const headers = new Headers({ ...PRIVATE, Location: `${path}?aviso=${answerNoticeParam(notice)}${from}${at}` });
  const secure = siteOrigin().startsWith("https:") ? "; Secure" : "";
  const name = kept.typedName ?? "";
  headers.append(
    "Set-Cookie",
    name
      ? `${TYPED_NAME_COOKIE}=${encodeURIComponent(name)}; Path=${path}; Max-Age=900; HttpOnly; SameSite=Lax${secure}`
      : `${TYPED_NAME_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  );
  return new Response(null, { status: 303, headers });
}

/** What the approval form posted as the name, if it reads as one (else nothing is kept). */
function typedNameOf(input: Record<string, string>) {
  const name = (input.name ?? "").trim();
  return input.answer === "approve" && name.length <= CUSTOMER_NAME_MAX && !/\p{Cc}/u.test(name) ? name : "";
}

/** The version number the form said it showed, if it is one. */
function shownVersionOf(input: Record<string, string>) {
  return /^\d{1,9}$/.test(input.version ?? "") ? Number(input.version) : undefined;
}

/**
 * The customer's answer to the quote on the link (components/public-quote/quote-link.tsx's two forms,
 * plain HTML so they work without JavaScript). The token opens the quote exactly as the page's
 * does, misses counted against the address; then the answer goes to answerQuote, which decides
 * everything under the quote's lock (version and hash still the latest, unanswered, valid, the
 * consent to non-original parts). Whatever happens the customer goes back to the page, which
 * shows the quote as it now stands and what became of the answer.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  if (!fromThisSite(request.headers)) return text(403, messages.publicQuote.answer.forbidden);
  const form = await readFormUpTo(request, MAX_LINK_FORM_BYTES);
  if (form === "tooLarge") return text(413, messages.guard.bodyTooLarge);
  const { token } = await params;
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  if (!view) return text(404, messages.publicQuote.notFound);

  const raw = answerFormInput(form);
  const kept = { shownVersion: shownVersionOf(raw), typedName: typedNameOf(raw) };
  const parsed = quoteAnswerSchema.safeParse(raw);
  if (!parsed.success) return backToQuote(token, answerNoticeOf(parsed.error), kept);
  const input = parsed.data;
  const approving = input.answer === "approve";

  let outcome: AnswerOutcome | undefined;
  try {
    outcome = await answerQuote(view.shopId, view.quoteId, {
      versionNumber: input.version,
      sha256: input.hash,
      answer: approving ? "approved" : "rejected",
      customerName: approving ? input.name : null,
      reason: approving ? null : input.reason || null,
      nonOriginalPartsConsent: approving && input.partsConsent,
      clientAddress,
      userAgent: request.headers.get("user-agent") ?? "",
    });
  } catch (error) {
    console.error("resposta ao orçamento não registrada", { shopId: view.shopId, quoteId: view.quoteId }, error);
    return backToQuote(token, "failed", kept);
  }
  // The quote went away between the two reads (deleted by the shop): as for any other gone link.
  if (!outcome) return text(404, messages.publicQuote.notFound);
  // A refusal's reason is the name of the notice that says it.
  if (!outcome.ok) return backToQuote(token, outcome.reason, kept);

  // Committed: the shop's e-mail is queued (one INSERT; a worker sends it, and retries a failure).
  await queueAnswerNotice(view.shopId, view.quoteId, outcome.answer.versionNumber);
  return backToQuote(token, approving ? "approved" : "refused");
}
