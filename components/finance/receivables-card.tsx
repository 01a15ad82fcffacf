import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MessageCircle } from "@/components/ui/icons";
import type { Receivable } from "@/lib/data/finance";
import { paymentRequestUrl } from "@/lib/finance/payment-request";
import { messageShopName } from "@/lib/profile/shop-name";
import { formatAmount, formatDate, formatQuoteNumber } from "@/lib/format";
import { finance } from "@/lib/messages/finance";
import type { PixReceiver } from "@/lib/pix/charge";
import { formatPlate } from "@/lib/plates";
import { quotePath } from "@/lib/routes";

const t = finance.receivables;

type Props = {
  receivables: { items: Receivable[]; total: number; owed: string; shopName: string | null };
  receiver: PixReceiver | null;
};

/**
 * 'A receber': the jobs ready or delivered that still owe, the longest owing first, each a link to
 * its job and a one-tap WhatsApp payment request with the amount (and the PIX copia e cola when the shop
 * has a key). The first RECEIVABLES_SHOWN are listed, the rest counted.
 */
export function ReceivablesCard({ receivables, receiver }: Props) {
  const { items, total, owed, shopName } = receivables;
  return (
    <Card data-testid="receivables" aria-labelledby="receivables-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="receivables-heading">{t.heading}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {total === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <>
            <p className="text-sm font-medium" data-testid="receivables-summary">
              {t.summary(total, formatAmount(owed))}
            </p>
            <ul className="grid gap-2">
              {items.map((job) => (
                <ReceivableRow
                  key={job.quoteId}
                  job={job}
                  paymentRequest={paymentRequestUrl(job, receiver, shopName)}
                  noPaymentRequest={messageShopName(shopName) ? t.noPhone : t.noShopName}
                />
              ))}
            </ul>
            {total > items.length && <p className="text-sm text-muted-foreground">{t.more(total - items.length)}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ReceivableRow({
  job,
  paymentRequest,
  noPaymentRequest,
}: {
  job: Receivable;
  paymentRequest: string | null;
  noPaymentRequest: string;
}) {
  const amount = formatAmount(job.owed);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center" data-testid="receivable">
      <Link
        href={quotePath(job.quoteId)}
        prefetch={false}
        className="flex min-h-11 min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-md hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="font-mono font-semibold">{job.plate ? formatPlate(job.plate) : t.noPlate}</span>
        <span className="min-w-0 break-words">{job.customerName}</span>
        <span className="text-muted-foreground">{formatQuoteNumber(job.number)}</span>
        <span className="font-semibold tabular-nums">{amount}</span>
        <span className="text-muted-foreground">
          {job.status === "ready" ? t.ready : t.delivered}, {t.since(formatDate(job.since))}
        </span>
      </Link>
      {paymentRequest ? (
        <Button asChild variant="outline" className="min-h-11">
          <a href={paymentRequest} target="_blank" rel="noopener noreferrer" aria-label={t.paymentRequestLabel(job.customerName, amount)}>
            <MessageCircle aria-hidden="true" /> {t.paymentRequest}
          </a>
        </Button>
      ) : (
        <span className="text-muted-foreground">{noPaymentRequest}</span>
      )}
    </li>
  );
}
