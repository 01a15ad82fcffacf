import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { deleteQuoteAction } from "@/lib/actions/quotes";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryButton } from "@/components/jobs/delivery-button";
import { JobDelivery } from "@/components/jobs/job-delivery";
import { JobMargin } from "@/components/jobs/job-margin";
import { JobPayments } from "@/components/payments/job-payments";
import { CheckInSection } from "@/components/jobs/check-in-section";
import { DepositStatus } from "@/components/jobs/deposit-status";
import { DeleteButton } from "@/components/lists/delete-button";
import { LoadError } from "@/components/lists/load-error";
import { ComplementButton } from "@/components/quotes/approval-buttons";
import { ComplementNotice, ExpiredNotice, QuoteLockNotice } from "@/components/quotes/approval-notice";
import { checkInRecordOnce, quoteAnswersOnce } from "@/components/quotes/quote-reads";
import { QuoteTimeline } from "@/components/quotes/quote-timeline";
import { SendSection } from "@/components/quotes/send-section";
import { QuoteDetails } from "@/components/quotes/view-details";
import { QuoteItemsView } from "@/components/quotes/view-items";
import { QuoteTerms } from "@/components/quotes/view-terms";
import { QuoteTotalsView } from "@/components/quotes/view-totals";
import { JobStageControls } from "@/components/jobs/job-stage-controls";
import { JobAssignment } from "@/components/jobs/job-assignment";
import { JobNoteSection } from "@/components/nfse/job-note-section";
import { NoteDownloads } from "@/components/nfse/note-downloads";
import { getJobPeople } from "@/lib/data/job-people";
import { getJobNoteState } from "@/lib/data/nfse-issue-context";
import { can } from "@/lib/team/permissions";
import { Button } from "@/components/ui/button";
import { ArrowLeft, Copy, Pencil } from "@/components/ui/icons";
import { markQuoteAnswersSeen } from "@/lib/data/quote-answers";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { formatDate, formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { isQuoteLocked, offersValidityExtension } from "@/lib/quotes/lock";
import { requireSubscribedUser } from "@/lib/session";
import { customerQuotesPath, quoteDuplicatePath, quoteEditPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Orçamento" };

const t = messages.quotePage;

/**
 * The quote as the shop reads it: who and which car, its lines, totals and terms (CDC art. 40),
 * its stage moved from the header (components/jobs/), and sent to the customer (PDF, WhatsApp, e-mail, link).
 * A Server Component: only the stage buttons, the delete confirmation, the sending dialogs and the links'
 * navigation run in the browser. Editing is its own route (./edit); a quote the customer approved
 * is locked, and offers an 'Orçamento complementar' instead.
 */
export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("workOnCars");
  const { id } = await params;
  // Started together: whether the customer answered (or acknowledged the check-in: kept as well)
  // needs only the id, not the quote read first; the history below gets the same reads from the
  // request's cache.
  const answeredRead = Promise.all([quoteAnswersOnce(account.shopId, id), checkInRecordOnce(account.shopId, id)]).then(
    ([answers, checkIn]) => answers.length > 0 || Boolean(checkIn?.acknowledgement),
    (error: unknown) => {
      console.error("leitura das respostas do orçamento falhou", { shopId: account.shopId, quoteId: id }, error);
      // Unknown (the read failed): 'Excluir' stays, and the server refuses it for an answered quote.
      return false;
    },
  );
  // The job's NFS-e, started with the rest: a failed read leaves its section out, the page is shown all the same.
  const noteRead = getJobNoteState(account.shopId, id).catch((error: unknown) => {
    console.error("leitura da NFS-e do serviço falhou", { shopId: account.shopId, quoteId: id }, error);
    return null;
  });
  const record = await load("leitura de orçamento", account.shopId, () =>
    Promise.all([getQuoteDocument(account.shopId, id), getJobPeople(account.shopId, id, { withTeam: can(account.role, "handleQuotes") })]),
  );

  if (record.failed)
    return <LoadError message={t.loadError + messages.reasons.loadAgain} backHref="/dashboard/quotes" backLabel={t.backToList} />;
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  const [document, people] = record.value;
  if (!document || !people) notFound();
  const quote = document.quote;
  // What the person's role opens (lib/team/permissions.ts); each action checks it again.
  const handles = can(account.role, "handleQuotes");
  // The shop has now seen the customer's answer: the Painel's card and the list's badge let it go.
  // A write during a GET render, after the read, on purpose: opening the quote is what "seen" means.
  // Only when there is something unseen (most visits write nothing), and alongside the answers'
  // read. A failure only leaves the badge for the next visit; the page is shown all the same.
  const [answered, noteState] = await Promise.all([
    answeredRead,
    noteRead,
    quote.answerUnseen &&
      markQuoteAnswersSeen(account.shopId, quote.id).catch((error: unknown) =>
        console.error("marcação de respostas vistas falhou", { shopId: account.shopId, quoteId: quote.id }, error),
      ),
  ]);
  const locked = isQuoteLocked(quote);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={customerQuotesPath(quote.customerId)}>
          <ArrowLeft aria-hidden="true" /> {t.back}
        </Link>
      </Button>
      <PageHeader title={t.title(formatQuoteNumber(quote.number))} description={t.createdOn(formatDate(quote.quoteDate))}>
        <JobStageControls
          shopId={account.shopId}
          document={document}
          answered={answered}
          backAndCancel={handles}
          deliveryButton={handles ? <DeliveryButton shopId={account.shopId} quoteId={quote.id} /> : null}
        />
        {/* Approved: the only way to change it is a complement (CDC art. 40 §2), so 'Editar' gives way to it. */}
        {!handles ? null : locked ? (
          <ComplementButton quoteId={quote.id} className="sm:w-auto" />
        ) : (
          <Button asChild variant="outline" className="h-11 sm:h-10">
            <Link href={quoteEditPath(quote.id)}>
              <Pencil aria-hidden="true" /> {t.edit}
            </Link>
          </Button>
        )}
        {handles && (
          <Button asChild variant="outline" className="h-11 sm:h-10">
            <Link href={quoteDuplicatePath(quote.id)}>
              <Copy aria-hidden="true" /> {t.duplicate}
            </Link>
          </Button>
        )}
        {/* Answered on the link: the record is kept (CDC art. 27), so it is cancelled, never deleted. */}
        {handles && !answered && (
          <DeleteButton
            label={t.deleteLabel}
            text={t.delete}
            title={t.deleteTitle}
            description={t.deleteDescription}
            action={deleteQuoteAction}
            recordId={quote.id}
            failureMessage={messages.quotes.deleteError + messages.reasons.tryAgain}
            className="h-11 border border-input px-4 sm:h-10"
          />
        )}
      </PageHeader>

      {locked && <QuoteLockNotice quote={{ ...quote, approvedVersion: quote.approvedVersion! }} withButton={false} />}
      {quote.approvedVersion !== null && quote.amending && <ComplementNotice approvedVersion={quote.approvedVersion} />}
      {offersValidityExtension(quote) && quote.validUntil !== null && <ExpiredNotice quote={{ ...quote, validUntil: quote.validUntil }} />}

      {can(account.role, "handlePayments") && <DepositStatus shopId={account.shopId} quote={quote} />}

      {handles && (
        <SendSection
          shopId={account.shopId}
          plan={account.plan}
          document={document}
          unconfirmedEmail={account.emailVerifiedAt ? null : account.email}
        />
      )}

      <JobAssignment quoteId={quote.id} people={people} canAssign={handles} />
      <CheckInSection shopId={account.shopId} quote={quote} />
      <JobDelivery shopId={account.shopId} quoteId={quote.id} />
      {can(account.role, "handlePayments") && <JobPayments shopId={account.shopId} document={document} />}
      {can(account.role, "seeFinance") && <JobMargin shopId={account.shopId} quoteId={quote.id} />}
      <JobNoteSection
        state={noteState}
        quoteId={quote.id}
        canIssue={can(account.role, "issueInvoices")}
        downloads={can(account.role, "issueInvoices") ? (note) => <NoteDownloads quoteId={quote.id} note={note} /> : undefined}
      />

      <QuoteTimeline
        shopId={account.shopId}
        quoteId={quote.id}
        createdAt={quote.quoteDate}
        createdBy={people.createdBy}
        withPayments={can(account.role, "handlePayments")}
      />

      <QuoteDetails quote={quote} showPrices={handles} />

      {quote.items.length > 0 && (
        <section aria-labelledby="quote-items-heading" className="grid gap-3">
          <h2 id="quote-items-heading" className="text-lg font-semibold">
            {t.itemsHeading}
          </h2>
          {/* A mechanic does the work from the items and quantities; what they cost is the counter's. */}
          <QuoteItemsView items={quote.items} showPrices={handles} />
          {handles && <QuoteTotalsView quote={quote} />}
        </section>
      )}

      <QuoteTerms quote={quote} />
    </div>
  );
}
