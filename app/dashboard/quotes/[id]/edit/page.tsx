import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/dashboard/form-page";
import { ComplementNotice, QuoteLockNotice } from "@/components/quotes/approval-notice";
import { LoadError } from "@/components/lists/load-error";
import { QuoteEditor } from "@/components/quotes/quote-editor";
import { SentSupplierRequests } from "@/components/supplier-requests/sent-requests";
import { getQuoteDefaults } from "@/lib/data/profile";
import { getPartsSettings } from "@/lib/data/parts-settings";
import { listQuoteItemCosts } from "@/lib/data/quote-item-costs";
import { getQuote } from "@/lib/data/quote-document";
import { listQuoteSupplierAnswers } from "@/lib/data/supplier-answers";
import { listCustomerVehicles } from "@/lib/data/vehicles";
import { formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { savedQuoteInitial } from "@/lib/quotes/editor-initial";
import { withItemCosts } from "@/lib/quotes/line-cost";
import { isQuoteLocked } from "@/lib/quotes/lock";
import { isRecordId } from "@/lib/record-id";
import { requireSubscribedUser } from "@/lib/session";
import { quotePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Editar orçamento" };

/**
 * The quote editor on a saved quote (the 404 of another shop's id is services/[id]/layout.tsx's).
 * A quote the customer approved is locked: the page says so and offers the complement instead of
 * a form whose save would be refused. While a complement is open, it says what is being edited.
 */
export default async function EditQuotePage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("handleQuotes");
  const { id } = await params;
  // A malformed id is the layout's 404 already; the page, rendered alongside, need not ask Postgres about it.
  if (!isRecordId(id)) notFound();
  const loaded = await load("leitura de orçamento para edição", account.shopId, async () => {
    const [quote, defaults, costs, supplierAnswers, partsMarkup] = await Promise.all([
      getQuote(account.shopId, id),
      getQuoteDefaults(account.shopId),
      listQuoteItemCosts(account.shopId, id),
      listQuoteSupplierAnswers(account.shopId, id),
      getPartsSettings(account.shopId).then((settings) => settings.markup),
    ]);
    const vehicles = quote ? await listCustomerVehicles(account.shopId, quote.customerId) : [];
    return { quote, defaults, vehicles, costs, supplierAnswers, partsMarkup };
  });

  if (loaded.failed)
    return (
      <LoadError
        message={messages.customers.loadDetailError + messages.reasons.loadAgain}
        backHref="/dashboard/quotes"
        backLabel="Voltar para orçamentos"
      />
    );
  const { quote, defaults, vehicles, costs, supplierAnswers, partsMarkup } = loaded.value;
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!quote) notFound();
  const m = messages.quoteEditor;
  const page = { title: m.editTitle(formatQuoteNumber(quote.number)), backHref: quotePath(quote.id), backLabel: m.backToQuote };
  if (isQuoteLocked(quote)) {
    return (
      <FormPage {...page} description={messages.quoteApproval.editLockedTitle}>
        <QuoteLockNotice quote={{ ...quote, approvedVersion: quote.approvedVersion! }} withButton />
      </FormPage>
    );
  }
  return (
    <FormPage {...page} description={m.editDescription(quote.customerName)}>
      {quote.approvedVersion !== null && quote.amending && (
        <div className="mb-6">
          <ComplementNotice approvedVersion={quote.approvedVersion} long />
        </div>
      )}
      {/* Saved elsewhere (the status from the quote's page): the editor starts again from that version. */}
      <QuoteEditor
        key={quote.version}
        customerId={quote.customerId}
        record={{ id: quote.id, version: quote.version }}
        catalogue={defaults.services}
        hourlyRate={defaults.hourlyRate}
        vehicles={vehicles}
        initial={withItemCosts(savedQuoteInitial(quote), costs)}
        partsMarkup={partsMarkup}
        supplierAnswers={supplierAnswers}
      />
      <SentSupplierRequests shopId={account.shopId} quoteId={quote.id} />
    </FormPage>
  );
}
