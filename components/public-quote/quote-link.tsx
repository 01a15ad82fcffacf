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
import { PublicNfse } from "@/components/public-quote/nfse-section";
import { PublicQuoteFooter } from "@/components/public-quote/footer";
import { AssistantLink } from "@/components/public-quote/assistant-link";
import { ReadyBanner, StageWord } from "@/components/public-quote/job-stage";
import { PublicQuoteSummary } from "@/components/public-quote/quote-summary";
import { ShopHeader } from "@/components/public-quote/shop-header";
import { QuoteItemsView } from "@/components/quotes/view-items";
import { QuoteTerms } from "@/components/quotes/view-terms";
import { QuoteTotalsView } from "@/components/quotes/view-totals";
import { shopToday } from "@/lib/calendar";
import type { PublicQuoteView } from "@/lib/data/public-quote";
import type { QuoteVersion } from "@/lib/data/quote-versions";
import { formatDate, formatQuoteNumber } from "@/lib/format";
import { publicQuote as t } from "@/lib/messages/public-quote";
import { quotePage } from "@/lib/messages/quote-page";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { answerTo } from "@/lib/quotes/receipt";
import { itemChanges, nonOriginalParts, shortCode, snapshotExpired, snapshotIsPriced } from "@/lib/quotes/snapshot";
import type { PublicQuote } from "@/lib/quotes/types";
import type { AnswerNotice } from "@/lib/validation/quote-answer";

type Props = {
  token: string;
  view: PublicQuoteView;
  /** The version shown: the latest, or an earlier one asked for by number (read-only). */
  version: QuoteVersion;
  document: PublicQuote;
  readOnly: boolean;
  /** `?aviso=`: what became of the customer's answer (never on a read-only version). */
  notice: AnswerNotice | undefined;
  /** After a refused answer to a version the shop changed meanwhile: the version he answered. */
  answered: QuoteVersion | undefined;
  /** The name the customer typed before his approval was refused. */
  typedName: string;
  /** `?entrada=`: what became of his acknowledgement of the check-in. */
  checkInNotice: string | undefined;
};

/**
 * The quote as its customer opens it from the link the shop sent (app/(public-quote)/orcamento/
 * [token]/route.tsx renders it as a document): no script of its own, so it shows in full on a
 * cheap phone, and the customer answers it with plain forms (./answer-forms.tsx) that post to
 * ./resposta and come back with `?aviso=` saying what became of the answer.
 * A quote with no items yet (made for a check-in, not priced) is no quote to read or answer: the
 * page shows the check-in to acknowledge, and nothing of a value, terms, PDF or approval until the
 * shop sends a version with items (answerQuote refuses an answer to it whatever is posted).
 */
export function QuoteLink({ token, view, version, document, readOnly, notice, answered, typedName, checkInNotice }: Props) {
  const path = quoteLinkPath(token);
  const { shop, quote, customer } = document;
  const shopName = shop.shopName.trim() || t.shopFallback;
  const number = formatQuoteNumber(quote.number);
  const answer = answerTo(view.answers, version.number);
  // Only the check-in until the quote lists its work (a legacy answered record keeps its receipt).
  const checkInOnly = !snapshotIsPriced(version.snapshot) && !answer;
  const pdfHref = readOnly ? `${path}/pdf?versao=${version.number}` : `${path}/pdf`;
  const versionHref = (versionNumber: number) => `${path}?versao=${versionNumber}`;

  const expired = !answer && snapshotExpired(version.snapshot, shopToday());
  // Said first: a new version to read again; and any word about an answer when there is no answer section.
  const topNotice = notice && notice !== "expired" && (notice === "stale" || checkInOnly) ? notice : undefined;
  const earlierAnswers = view.answers.filter((other) => other.versionNumber !== version.number);
  const complement = version.snapshot.complement;

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
        {!readOnly && <PublicNfse shopId={view.shopId} quoteId={view.quoteId} path={path} />}
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
              {quotePage.itemsHeading}
            </h2>
            <QuoteItemsView items={quote.items} />
            <QuoteTotalsView quote={quote} />
          </section>
        )}

        {!readOnly && <AssistantLink shopId={view.shopId} path={path} />}

        {!checkInOnly && <QuoteTerms quote={quote} />}
        {!answer && !checkInOnly && <DepositAsked amount={version.snapshot.deposit} />}

        {!readOnly && <CheckInOnLink shopId={view.shopId} quoteId={view.quoteId} path={path} notice={checkInNotice} />}

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
                  defaultName={typedName}
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
