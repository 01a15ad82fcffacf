import { cookies, headers } from "next/headers";
import { after } from "next/server";
import { DeadQuoteLink } from "@/components/public-quote/dead-link";
import { QuoteLink } from "@/components/public-quote/quote-link";
import { currentSessionToken } from "@/lib/auth/session-token";
import { currentClientAddress } from "@/lib/client-address/current";
import { getQuoteVersion, recordQuoteView } from "@/lib/data/quote-versions";
import { documentResponse } from "@/lib/documents/render";
import { formatQuoteNumber } from "@/lib/format";
import { publicQuote as t } from "@/lib/messages/public-quote";
import { openDeadQuoteLink, openPublicQuote } from "@/lib/public-quote/access";
import { snapshotDocument, snapshotIsPriced } from "@/lib/quotes/snapshot";
import { answerNoticeOfParam, TYPED_NAME_COOKIE } from "@/lib/validation/quote-answer";

type Context = { params: Promise<{ token: string }> };

/** `?versao=2`: an earlier version, read-only; anything else is the current one. */
function requestedVersion(value: string | null) {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The name the customer typed before his approval was refused (the answer route's cookie). */
async function typedName() {
  const value = (await cookies()).get(TYPED_NAME_COOKIE)?.value ?? "";
  try {
    return decodeURIComponent(value).slice(0, 120);
  } catch {
    return "";
  }
}

/**
 * 'Visualizado': the first time the customer's link showed this version. Not when the visitor is
 * the shop itself (signed in as the quote's owner, checking what it sent): the session cookie is
 * only decoded (lib/auth/session-token.ts), no database read, since the account behind it does not
 * matter here. After the response: the customer's page does not wait for the record.
 */
async function recordView(view: { shopId: string; quoteId: string }, versionId: string, clientAddress: string) {
  const session = await currentSessionToken();
  if (session?.sub === view.shopId) return;
  const userAgent = (await headers()).get("user-agent") ?? "";
  after(() =>
    recordQuoteView(view.shopId, view.quoteId, versionId, { clientAddress, userAgent }).catch((error) =>
      console.error("visualização do orçamento não registrada", { shopId: view.shopId, quoteId: view.quoteId }, error),
    ),
  );
}

/**
 * A link that opens nothing: a link the shop revoked names the shop and offers its WhatsApp; any
 * other token (unknown, malformed, or from a guesser past the limit of misses) says only that the
 * link is dead. The revoked lookup is not made for a guesser past the limit (lib/public-quote/access.ts).
 */
async function deadLink(token: string, clientAddress: string) {
  const shop = await openDeadQuoteLink(token, clientAddress).catch((error: unknown) => {
    console.error("link de orçamento revogado não lido", error);
    return undefined;
  });
  return documentResponse(<DeadQuoteLink shop={shop ?? null} />, { title: t.deadLink.title, status: 404 });
}

/**
 * The customer's quote link (components/public-quote/quote-link.tsx), a document: see
 * lib/documents/render.tsx for why it is a route and not a page.
 */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params;
  const query = new URL(request.url).searchParams;
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  if (!view) return deadLink(token, clientAddress);

  // The latest version, or an earlier one asked for by number (read-only: only the latest can be answered).
  const wanted = requestedVersion(query.get("versao"));
  let { version, document } = view;
  const readOnly = wanted !== undefined && wanted !== view.version.number;
  if (readOnly) {
    const earlier = await getQuoteVersion(view.shopId, view.quoteId, wanted);
    if (!earlier) return documentResponse(<DeadQuoteLink shop={null} />, { title: t.deadLink.title, status: 404 });
    const live = {
      quoteId: view.quoteId,
      customerId: view.document.quote.customerId,
      logoUrl: view.document.shop.logoUrl,
      email: view.document.shop.email,
    };
    version = earlier;
    document = snapshotDocument(earlier.snapshot, live);
  }
  await recordView(view, version.id, clientAddress);

  const notice = readOnly ? undefined : answerNoticeOfParam(query.get("aviso") ?? undefined);
  // After a refused answer to a version the shop changed meanwhile (`?aviso=atualizado&de=1`): the
  // version he answered, to show what changed since. Only an earlier version of this quote.
  const answeredNumber = requestedVersion(query.get("de"));
  const answered =
    notice === "stale" && answeredNumber !== undefined && answeredNumber < version.number
      ? await getQuoteVersion(view.shopId, view.quoteId, answeredNumber)
      : undefined;

  const priced = snapshotIsPriced(version.snapshot);
  const title = (priced ? t.metaTitle : t.checkInMetaTitle)(formatQuoteNumber(document.quote.number), document.shop.shopName.trim());
  return documentResponse(
    <QuoteLink
      token={token}
      view={view}
      version={version}
      document={document}
      readOnly={readOnly}
      notice={notice}
      answered={answered}
      typedName={notice ? await typedName() : ""}
      checkInNotice={query.get("entrada") ?? undefined}
    />,
    { title },
  );
}
