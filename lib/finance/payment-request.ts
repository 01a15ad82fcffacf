import { formatAmount } from "@/lib/format";
import { messages } from "@/lib/messages";
import { pixCharge, pixReference, type PixReceiver } from "@/lib/pix/charge";
import { whatsAppUrl } from "@/lib/phone";
import { messageShopName } from "@/lib/profile/shop-name";

const t = messages.finance.receivables;

/**
 * 'Cobrar no WhatsApp': the request to pay what a job still owes, with the PIX copia e cola for that
 * exact amount when the shop has a PIX key (without one, the text alone). The customer's phone
 * opens WhatsApp (wa.me): nothing is sent without the shop's tap. Null when the phone cannot be
 * dialled, or when the shop has no name to sign it with. Pure.
 */
export function paymentRequestUrl(
  job: { number: number; owed: string; customerName: string; customerPhone: string | null },
  receiver: PixReceiver | null,
  shopName: string | null,
): string | null {
  const name = messageShopName(shopName);
  if (!name) return null;
  const amount = formatAmount(job.owed);
  const payload = receiver ? pixCharge(receiver, job.owed, job.number) : null;
  const text = [
    t.paymentRequestText(job.customerName, amount, pixReference(job.number), name),
    payload ? t.paymentRequestPix(payload) : null,
    t.paymentRequestThanks,
  ]
    .filter(Boolean)
    .join("\n\n");
  return whatsAppUrl(job.customerPhone, text);
}
