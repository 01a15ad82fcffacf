import { PixCharge } from "@/components/pix/pix-charge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { MessageCircle } from "@/components/ui/icons";
import { getApprovedDeposit } from "@/lib/data/deposits";
import { getPixReceiver } from "@/lib/data/pix";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { deposit as m } from "@/lib/messages/deposit";
import { whatsappLink } from "@/lib/profile/whatsapp";

/**
 * Right after 'Aprovar': the deposit ('sinal') the approved version asked, less what the job has
 * received, as a PIX charge; without a PIX key in the profile, the shop's WhatsApp to arrange it.
 * Nothing once the payments reach it (the shop marks them received), nor when none was asked.
 * While it shows, it stands for the job's PIX: the whole amount owed is charged after the deposit.
 */
export async function DepositCharge({
  shopId,
  quoteId,
  quoteNumber,
  whatsapp,
}: {
  shopId: string;
  quoteId: string;
  quoteNumber: number;
  /** The shop's WhatsApp as the profile holds it. */
  whatsapp: string;
}) {
  const [deposit, receiver] = await Promise.all([getApprovedDeposit(shopId, quoteId), getPixReceiver(shopId)]);
  if (!deposit || deposit.isPaid) return null;
  const shown = formatAmount(deposit.due);
  const chat = whatsappLink(whatsapp);
  return (
    <Card data-testid="deposit-charge">
      <CardContent className="grid gap-3">
        {receiver ? (
          <PixCharge receiver={receiver} amount={deposit.due} quoteNumber={quoteNumber} heading={m.payHeading} />
        ) : (
          <>
            <h2 className="text-lg font-semibold">{m.legend}</h2>
            <p className="text-sm">{m.payByWhatsApp(shown)}</p>
            {chat && (
              <Button
                asChild
                size="lg"
                className="h-auto min-h-11 w-full whitespace-normal bg-success text-success-foreground hover:bg-success/90 sm:w-fit"
              >
                <a
                  href={`${chat}?text=${encodeURIComponent(m.whatsAppText(formatQuoteNumber(quoteNumber), shown))}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden="true" /> {m.whatsAppLink}
                </a>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
