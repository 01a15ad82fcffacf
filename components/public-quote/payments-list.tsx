import { formatAmount } from "@/lib/format";
import { PaymentList } from "@/components/payments/payment-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FileText } from "@/components/ui/icons";
import { formatDay } from "@/lib/calendar";
import { getQuoteBalance } from "@/lib/data/payment-balance";
import { listPayments } from "@/lib/data/payments";
import { payments } from "@/lib/messages/payments";
import { linkReceiptPath } from "@/lib/routes";

const m = payments;

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * On the customer's link, once the shop registered a payment: each payment received (date, method,
 * amount; cancelled ones are the shop's correction and not shown), what is still owed or that it is
 * paid, and the receipts to download (plain links: the page keeps no script). A failed read leaves
 * the quote on screen without it.
 */
export async function PublicPayments({
  shopId,
  quoteId,
  path,
}: {
  shopId: string;
  quoteId: string;
  /** The link's path, /orcamento/<token>. */ path: string;
}) {
  const reads = await Promise.all([getQuoteBalance(shopId, quoteId), listPayments(shopId, quoteId)]).catch((error: unknown) => {
    console.error("leitura dos pagamentos no link falhou", { shopId, quoteId }, error);
    return undefined;
  });
  if (!reads) return null;
  const [balance, all] = reads;
  const received = all.filter((payment) => payment.cancelledAt === null);
  if (!balance || received.length === 0) return null;

  return (
    <Card aria-labelledby="public-payments-heading" data-testid="public-payments">
      <CardHeader>
        <CardTitle>
          <h2 id="public-payments-heading">{m.publicHeading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <PaymentList
          payments={received}
          showNotes={false}
          actions={(payment) => (
            <a href={linkReceiptPath(path, payment.id)} className={linkClass}>
              <FileText aria-hidden="true" className="size-4" />
              {m.receiptLinkLabel(formatAmount(payment.amount), formatDay(payment.paidOn))}
            </a>
          )}
        />
        <p className="font-semibold" data-testid="public-owed">
          {balance.isPaid ? m.publicPaid : m.publicOwed(formatAmount(balance.owed))}
        </p>
        <a href={linkReceiptPath(path)} className={linkClass}>
          <FileText aria-hidden="true" className="size-4" />
          {m.receiptOfJob}
        </a>
      </CardContent>
    </Card>
  );
}
