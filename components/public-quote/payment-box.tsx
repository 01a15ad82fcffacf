import { PixCharge } from "@/components/pix/pix-charge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { MessageCircle } from "@/components/ui/icons";
import { getApprovedDeposit, type ApprovedDeposit } from "@/lib/data/deposits";
import { getQuoteBalance, type QuoteBalance } from "@/lib/data/payment-balance";
import { getPixReceiver } from "@/lib/data/pix";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { publicQuote } from "@/lib/messages/public-quote";
import { shopData as m } from "@/lib/messages/shop-data";
import type { PixReceiver } from "@/lib/pix/charge";
import { whatsappLink } from "@/lib/profile/whatsapp";

type PaymentReads = [QuoteBalance | undefined, PixReceiver | null, ApprovedDeposit | null | undefined];

async function readPayment(shopId: string, quoteId: string): Promise<PaymentReads> {
  try {
    return await Promise.all([getQuoteBalance(shopId, quoteId), getPixReceiver(shopId), getApprovedDeposit(shopId, quoteId)]);
  } catch (error) {
    console.error("leitura do saldo no link falhou", { shopId, quoteId }, error);
    return [undefined, null, undefined];
  }
}

/**
 * On the customer's link, once the quote is approved (and until it is cancelled) with something
 * still owed: how to pay what is left (the payments received and the amount owed are listed above
 * it, components/public-quote/payments-list.tsx). While a deposit the customer approved is still
 * due, its own charge stands in for this one (components/public-quote/deposit-charge.tsx). The shop's PIX charge for the
 * amount left (the QR code drawn on the server, so it works without JavaScript), or, when the shop
 * has no PIX key, its WhatsApp with a message asking how to pay this job. A failed read leaves the
 * quote on screen without it.
 */
export async function PublicPayment({
  shopId,
  quoteId,
  quoteNumber,
  whatsapp,
}: {
  shopId: string;
  quoteId: string;
  quoteNumber: number;
  whatsapp: string | null;
}) {
  const [balance, receiver, deposit] = await readPayment(shopId, quoteId);
  if (!balance || balance.approved === null || Number(balance.owed) <= 0) return null;
  if (deposit && !deposit.isPaid) return null;
  const owed = formatAmount(balance.owed);
  const chat = whatsappLink(whatsapp);
  return (
    <Card data-testid="link-payment">
      <CardContent className="grid gap-4">
        {receiver ? (
          <PixCharge receiver={receiver} amount={balance.owed} quoteNumber={quoteNumber} />
        ) : (
          <div className="grid gap-3">
            <h2 className="text-lg font-semibold">{m.payHeading}</h2>
            <p className="text-2xl font-bold tabular-nums">{owed}</p>
            {chat ? (
              <Button
                asChild
                size="lg"
                className="h-auto min-h-11 w-full whitespace-normal bg-success text-success-foreground hover:bg-success/90 sm:w-fit"
              >
                <a
                  href={`${chat}?text=${encodeURIComponent(m.askHowToPayText(formatQuoteNumber(quoteNumber), owed))}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="link-pay-whatsapp"
                >
                  <MessageCircle aria-hidden="true" /> {m.askHowToPay}
                  <span className="sr-only"> {publicQuote.opensWhatsApp}</span>
                </a>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{m.noWhatsApp}</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
