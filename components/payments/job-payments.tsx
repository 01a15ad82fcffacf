import { CancelPaymentDialog } from "@/components/payments/cancel-payment-dialog";
import { PaymentList } from "@/components/payments/payment-list";
import { RegisterPaymentDialog } from "@/components/payments/register-payment-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FileText, Mail, MessageCircle } from "@/components/ui/icons";
import { formatDay, shopToday } from "@/lib/calendar";
import { getApprovedDeposit } from "@/lib/data/deposits";
import { getQuoteBalance } from "@/lib/data/payment-balance";
import { isChargeable } from "@/lib/finance/chargeable";
import { listPayments } from "@/lib/data/payments";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { load } from "@/lib/load";
import { payments as m } from "@/lib/messages/payments";
import { reasons } from "@/lib/messages/validation";
import { isBrazilianPhone, whatsAppUrl } from "@/lib/phone";
import { dueNow } from "@/lib/quotes/deposit";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import type { QuoteDocument } from "@/lib/quotes/types";
import { linkReceiptPath, quoteReceiptPath } from "@/lib/routes";
import { siteOrigin } from "@/lib/site-url";
import { formatAmount, quoteNumberDigits } from "@/lib/format";
import { moneyInputText } from "@/lib/validation/fields";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-0";

/**
 * 'Pagamentos' on the job page, once the customer approved the quote (or it has payments): Total aprovado, Pago,
 * Falta pagar and 'Pago' at zero; every payment (cancelled ones struck through, with the reason);
 * 'Registrar pagamento'; each payment's 'Recibo' and 'Cancelar pagamento'; the whole job's receipt
 * sent by WhatsApp or e-mail as the link to the customer's copy. Its reads are its own.
 */
export async function JobPayments({ shopId, document }: { shopId: string; document: QuoteDocument }) {
  const { quote, customer, shop } = document;
  const reads = await load("leitura dos pagamentos do serviço", shopId, () =>
    Promise.all([
      getQuoteBalance(shopId, quote.id),
      listPayments(shopId, quote.id),
      getQuoteLinkToken(shopId, quote.id),
      getApprovedDeposit(shopId, quote.id),
    ]),
  );
  if (reads.failed)
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.loadError + reasons.loadAgain}
      </p>
    );
  const [balance, payments, token, deposit] = reads.value;
  // A job that reached its stage before approvals were recorded has no approved total: nothing to
  // show as owed, and 0,00 everywhere would say it was approved for nothing.
  const chargeable = isChargeable(quote.status) && balance?.approved != null;
  if (!balance || (!chargeable && payments.length === 0)) return null;

  const due = dueNow(quote.status, balance.owed, deposit?.due ?? null);
  const live = payments.filter((payment) => payment.cancelledAt === null);
  const receiptLink = token && live.length > 0 ? siteOrigin() + linkReceiptPath(quoteLinkPath(token)) : null;
  const number = quoteNumberDigits(quote.number);
  const text = receiptLink && m.whatsappText(shop.shopName.trim(), number, receiptLink);
  const whatsapp = text && isBrazilianPhone(customer.phone ?? "") ? whatsAppUrl(customer.phone!, text) : null;
  const email =
    text && customer.email
      ? `mailto:${encodeURIComponent(customer.email)}?subject=${encodeURIComponent(m.emailSubject(number))}&body=${encodeURIComponent(m.emailBody(shop.shopName.trim(), number, receiptLink!))}`
      : null;

  return (
    <Card data-testid="job-payments">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{m.heading}</h2>
          {balance.isPaid && (
            <Badge variant="success" data-testid="paid-badge">
              {m.paidBadge}
            </Badge>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="payment-balance">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{m.approved}</dt>
            <dd className="font-medium">{formatAmount(balance.approved ?? "0")}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{m.paid}</dt>
            <dd className="font-medium">{formatAmount(balance.paid)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{m.owed}</dt>
            <dd className="font-semibold" data-testid="payment-owed">
              {formatAmount(balance.owed)}
            </dd>
          </div>
        </dl>

        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.none}</p>
        ) : (
          <PaymentList
            payments={payments}
            actions={(payment) => (
              <>
                <a
                  href={quoteReceiptPath(quote.id, payment.id)}
                  aria-label={m.receiptLinkLabel(formatAmount(payment.amount), formatDay(payment.paidOn))}
                  className={linkClass}
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {m.receipt}
                </a>
                <CancelPaymentDialog
                  paymentId={payment.id}
                  label={m.cancelPaymentLabel(formatAmount(payment.amount), formatDay(payment.paidOn))}
                />
              </>
            )}
          />
        )}

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {chargeable && (
            <RegisterPaymentDialog
              quoteId={quote.id}
              dueText={moneyInputText(Number(due.amount))}
              dueHint={due.isDeposit ? m.amountHintDeposit(formatAmount(balance.owed)) : undefined}
              today={shopToday()}
            />
          )}
          {live.length > 0 && (
            <Button asChild variant="outline" className="h-11 sm:h-10">
              <a href={quoteReceiptPath(quote.id)}>
                <FileText aria-hidden="true" /> {m.receiptOfJob}
              </a>
            </Button>
          )}
          {whatsapp && (
            <Button asChild variant="outline" className="h-11 sm:h-10">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> {m.sendWhatsApp}
              </a>
            </Button>
          )}
          {email && (
            <Button asChild variant="outline" className="h-11 sm:h-10">
              <a href={email}>
                <Mail aria-hidden="true" /> {m.sendEmail}
              </a>
            </Button>
          )}
        </div>
        {live.length > 0 && !token && <p className="text-sm text-muted-foreground">{m.noLink}</p>}
      </CardContent>
    </Card>
  );
}
