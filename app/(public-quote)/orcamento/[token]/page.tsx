import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { AnswerForms } from "@/components/public-quote/answer-forms";
import { AnswerNoticeAlert, ExpiredNotice } from "@/components/public-quote/answer-notices";
import { CheckInOnLink } from "@/components/public-quote/check-in-section";
import { AnswerHistory, AnswerReceipt } from "@/components/public-quote/answer-receipt";
import { ComplementBox, VersionChangesBox } from "@/components/public-quote/complement-box";
import { DepositAsked } from "@/components/public-quote/deposit-asked";
import { DepositCharge } from "@/components/public-quote/deposit-charge";
import { PublicDelivery } from "@/components/public-quote/delivery-card";
import { PublicPayment } from "@/components/public-quote/payment-box";
import { PublicPayments } from "@/components/public-quote/payments-list";
import { PublicQuoteFooter } from "@/components/public-quote/footer";
import { ReadyBanner, StageWord } from "@/components/public-quote/job-stage";
import { PublicQuoteSummary } from "@/components/public-quote/quote-summary";
import { ShopHeader } from "@/components/public-quote/shop-header";
import { QuoteItemsView } from "@/components/quotes/view-items";
import { QuoteTerms } from "@/components/quotes/view-terms";
import { QuoteTotalsView } from "@/components/quotes/view-totals";
import { currentSessionToken } from "@/lib/auth/session-token";
import { shopToday } from "@/lib/calendar";
import { currentClientAddress } from "@/lib/client-address/current";
import { getQuoteVersion, recordQuoteView } from "@/lib/data/quote-versions";
import { formatDate, formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { answerTo } from "@/lib/quotes/receipt";
import { itemChanges, nonOriginalParts, shortCode, snapshotDocument, snapshotExpired, snapshotIsPriced } from "@/lib/quotes/snapshot";
import { answerNoticeOfParam, TYPED_NAME_COOKIE } from "@/lib/validation/quote-answer";
import { deadLinkShop, loadPublicQuote, settleDeadLink } from "./load";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const t = messages.publicQuote;

// Never in a search engine, whatever the headers say (lib/security-headers.ts sends X-Robots-Tag too).
const robots = { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const view = await loadPublicQuote(token);
  if (!view) return { robots };
  const { document } = view;
  const title = snapshotIsPriced(view.version.snapshot) ? t.metaTitle : t.checkInMetaTitle;
  // An absolute title: the root layout's template would add the product's name after the shop's.
  return { title: { absolute: title(formatQuoteNumber(document.quote.number), document.shop.shopName.trim()) }, robots };
}

/** `?versao=2`: an earlier version, read-only; anything else is the current one. */
function requestedVersion(value: string | string[] | undefined) {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * After a refused answer to a version the shop changed meanwhile (`?aviso=atualizado&de=1`): the
 * version he answered, to show what changed since. Only an earlier version of this quote.
 */
async function answeredVersion(view: { shopId: string; quoteId: string }, value: string | string[] | undefined, current: number) {
  const number = requestedVersion(value);
  if (number === undefined || number >= current) return undefined;
  return getQuoteVersion(view.shopId, view.quoteId, number);
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
async function recordView(view: { shopId: string; quoteId: string }, versionId: string) {
  const session = await currentSessionToken();
  if (session?.sub === view.shopId) return;
  const [clientAddress, requestHeaders] = await Promise.all([currentClientAddress(), headers()]);
  const userAgent = requestHeaders.get("user-agent") ?? "";
  after(() =>
    recordQuoteView(view.shopId, view.quoteId, versionId, { clientAddress, userAgent }).catch((error) =>
      console.error("visualização do orçamento não registrada", { shopId: view.shopId, quoteId: view.quoteId }, error),
    ),
  );
}

/**
 * The quote as its customer opens it from the link the shop sent: a Server Component with no
 * script of its own, so it shows in full before (or without) any JavaScript on a cheap phone, and
 * the customer answers it with plain forms (components/public-quote/answer-forms.tsx) that post to
 * ./resposta and come back here with `?aviso=` saying what became of the answer.
 * A quote with no items yet (made for a check-in, not priced) is no quote to read or answer: the
 * page shows the check-in to acknowledge, and nothing of a value, terms, PDF or approval until the
 * shop sends a version with items (answerQuote refuses an answer to it whatever is posted).
 * Unknown, revoked or malformed tokens, and any token from an address that has missed too often
 * (lib/public-quote/access.ts), get the link's 404 page (./not-found.tsx), which names the shop
 * only for a link the shop itself revoked.
 */
export default async function PublicQuotePage({ params, searchParams }: Props) {
  const { token } = await params;
  const query = await searchParams;
  const view = await loadPublicQuote(token).catch((error: unknown) => {
    deadLinkShop().settle(null);
    throw error;
  });
  if (!view) {
    await settleDeadLink(token);
    notFound();
  }
  deadLinkShop().settle(null);
  const path = quoteLinkPath(token);

  // The latest version, or an earlier one asked for by number (read-only: only the latest can be answered).
  const wanted = requestedVersion(query.versao);
  let { version, document } = view;
  const readOnly = wanted !== undefined && wanted !== view.version.number;
  if (readOnly) {
    const earlier = await getQuoteVersion(view.shopId, view.quoteId, wanted);
    if (!earlier) notFound();
    const live = {
      quoteId: view.quoteId,
      customerId: view.document.quote.customerId,
      logoUrl: view.document.shop.logoUrl,
      email: view.document.shop.email,
    };
    version = earlier;
    document = snapshotDocument(earlier.snapshot, live);
  }
  await recordView(view, version.id);

  const { shop, quote, customer } = document;
  const shopName = shop.shopName.trim() || t.shopFallback;
  const number = formatQuoteNumber(quote.number);
  const answer = answerTo(view.answers, version.number);
  // Only the check-in until the quote lists its work (a legacy answered record keeps its receipt).
  const checkInOnly = !snapshotIsPriced(version.snapshot) && !answer;
  const pdfHref = readOnly ? `${path}/pdf?versao=${version.number}` : `${path}/pdf`;
  const versionHref = (versionNumber: number) => `${path}?versao=${versionNumber}`;

  const expired = !answer && snapshotExpired(version.snapshot, shopToday());
  const notice = readOnly ? undefined : answerNoticeOfParam(query.aviso);
  // Said first: a new version to read again; and any word about an answer when there is no answer section.
  const topNotice = notice && notice !== "expired" && (notice === "stale" || checkInOnly) ? notice : undefined;
  const earlierAnswers = view.answers.filter((other) => other.versionNumber !== version.number);
  const complement = version.snapshot.complement;
  const answered = notice === "stale" ? await answeredVersion(view, query.de, version.number) : undefined;

  return (
    <div className="min-h-dvh bg-muted/40">
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
        <ShopHeader shop={shop} shopName={shopName} pdfHref={checkInOnly ? null : pdfHref} />
        <ReadyBanner quote={view.stage} />

        {/* A stale answer brings the customer to a version he has not read yet. */}
        {topNotice && <AnswerNoticeAlert notice={topNotice} />}
        {answered && (
          <VersionChangesBox
            shownVersion={answered.number}
            changes={itemChanges(answered.snapshot.items, version.snapshot.items)}
            shownTotal={answered.snapshot.totals.total}
            newTotal={version.snapshot.totals.total}
            shownHref={versionHref(answered.number)}
          />
        )}
        {readOnly && (
          <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm" data-testid="read-only-version">
            <p className="font-medium">{t.answer.readOnly(version.number)}</p>
            <a
              href={path}
              className="w-fit rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {t.answer.openCurrent}
            </a>
          </div>
        )}

        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">{checkInOnly ? t.checkInTitle(number) : t.title(number)}</h1>
          <p className="text-sm text-muted-foreground">{t.issuedOn(formatDate(quote.quoteDate))}</p>
          <StageWord quote={view.stage} />
        </div>

        <PublicDelivery shopId={view.shopId} quoteId={view.quoteId} />
        {!readOnly && <PublicPayments shopId={view.shopId} quoteId={view.quoteId} path={path} />}
        {!readOnly && <PublicPayment shopId={view.shopId} quoteId={view.quoteId} quoteNumber={quote.number} whatsapp={shop.whatsapp} />}

        <PublicQuoteSummary quote={quote} customerName={customer.name} />

        {complement && (
          <ComplementBox
            complement={complement}
            newTotal={version.snapshot.totals.total}
            approvedHref={versionHref(complement.amendsVersion)}
          />
        )}

        {quote.items.length > 0 && (
          <section aria-labelledby="quote-items-heading" className="grid gap-3">
            <h2 id="quote-items-heading" className="text-lg font-semibold">
              {messages.quotePage.itemsHeading}
            </h2>
            <QuoteItemsView items={quote.items} />
            <QuoteTotalsView quote={quote} />
          </section>
        )}

        {!checkInOnly && <QuoteTerms quote={quote} />}
        {!answer && !checkInOnly && <DepositAsked amount={version.snapshot.deposit} />}

        {!readOnly && <CheckInOnLink shopId={view.shopId} quoteId={view.quoteId} path={path} notice={query.entrada} />}

        {(!readOnly || answer) && !checkInOnly && (
          <section id="resposta" aria-labelledby="answer-heading" className="grid scroll-mt-4 gap-4">
            <div className="grid gap-1">
              <h2 id="answer-heading" className="text-lg font-semibold">
                {t.answer.heading}
              </h2>
              <p className="text-sm text-muted-foreground" data-testid="answer-version">
                {t.answer.versionNote(version.number, shortCode(version.sha256))}
              </p>
            </div>
            {notice && notice !== "stale" && notice !== "expired" && <AnswerNoticeAlert notice={notice} />}
            {answer ? (
              <>
                <AnswerReceipt answer={answer} pdfHref={pdfHref} />
                {!readOnly && answer.answer === "approved" && (
                  <DepositCharge shopId={view.shopId} quoteId={view.quoteId} quoteNumber={quote.number} whatsapp={shop.whatsapp} />
                )}
              </>
            ) : expired ? (
              <ExpiredNotice
                validUntil={version.snapshot.terms.validUntil!}
                number={number}
                whatsapp={shop.whatsapp}
                announce={notice === "expired"}
              />
            ) : (
              !readOnly && (
                <AnswerForms
                  action={`${path}/resposta`}
                  version={{ number: version.number, sha256: version.sha256 }}
                  nonOriginal={nonOriginalParts(version.snapshot)}
                  defaultName={notice ? await typedName() : ""}
                />
              )
            )}
          </section>
        )}

        <AnswerHistory answers={earlierAnswers} versionHref={versionHref} heading={readOnly ? t.answer.otherAnswersHeading : undefined} />

        <PublicQuoteFooter validUntil={quote.validUntil} terms={!checkInOnly} />
      </main>
    </div>
  );
}
