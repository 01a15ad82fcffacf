import { currentClientAddress } from "@/lib/client-address/current";
import { acknowledgeCheckIn, type AcknowledgeCheckInResult } from "@/lib/data/check-ins";
import { messages } from "@/lib/messages";
import { MAX_LINK_FORM_BYTES, readFormUpTo } from "@/lib/request-body";
import { openPublicQuote } from "@/lib/public-quote/access";
import { fromThisSite } from "@/lib/public-quote/origin";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";
import { checkInNoticeParam, linkAcknowledgementSchema, type CheckInNotice } from "@/lib/validation/check-in";

const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

function text(status: number, body: string) {
  return new Response(body, {
    status,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/** Back to the link's check-in section with 303, as the answer route does: a reload posts nothing. */
function backToLink(token: string, notice: CheckInNotice) {
  return new Response(null, {
    status: 303,
    headers: { ...PRIVATE, Location: `${quoteLinkPath(token)}?entrada=${checkInNoticeParam(notice)}#entrada` },
  });
}

const NOTICE_OF: Record<Exclude<AcknowledgeCheckInResult, { ok: true }>["reason"], CheckInNotice> = {
  stale: "stale",
  acknowledged: "already",
  none: "stale",
  notFound: "failed",
};

/**
 * 'Confira a entrada do seu veículo': the customer's acknowledgement from the link's plain HTML
 * form (no JavaScript needed). The token opens the quote as the page does; then
 * acknowledgeCheckIn records it only if the hash the page showed is still the check-in's (a check-in
 * changed since is refused, and the page shows the new one), with his typed name, the server's
 * time, his address and browser.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  if (!fromThisSite(request.headers)) return text(403, messages.checkInLink.forbidden);
  const form = await readFormUpTo(request, MAX_LINK_FORM_BYTES);
  if (form === "tooLarge") return text(413, messages.guard.bodyTooLarge);
  const { token } = await params;
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  if (!view) return text(404, messages.publicQuote.notFound);

  const parsed = linkAcknowledgementSchema.safeParse({ name: form.get("name") ?? "", hash: form.get("hash") ?? "" });
  if (!parsed.success) return backToLink(token, parsed.error.issues.some((issue) => issue.path[0] === "name") ? "nameRequired" : "stale");

  try {
    const outcome = await acknowledgeCheckIn(view.shopId, view.quoteId, {
      sha256: parsed.data.hash,
      customerName: parsed.data.name,
      channel: "link",
      takenBy: null,
      clientAddress,
      userAgent: request.headers.get("user-agent") ?? "",
    });
    return backToLink(token, outcome.ok ? "acknowledged" : NOTICE_OF[outcome.reason]);
  } catch (error) {
    console.error("conferência da entrada não registrada", { shopId: view.shopId, quoteId: view.quoteId }, error);
    return backToLink(token, "failed");
  }
}
