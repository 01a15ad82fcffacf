import { formatAmount, quoteNumberDigits } from "@/lib/format";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";
import { vehicleName } from "@/lib/quotes/display";
import { isPriced } from "@/lib/quotes/priced";
import type { QuoteDocument } from "@/lib/quotes/types";
import { quoteWhatsAppText } from "@/lib/quotes/whatsapp";

/**
 * What 'Enviar por WhatsApp' says for this quote:
 * - priced (lib/quotes/priced.ts), the shop's template (its number, total and link);
 * - not yet priced but with a check-in (a car that came in before it was priced), the check-in's
 *   own message, 'Confira a entrada do seu {veiculo}: {link}': the link shows only the check-in then;
 * - without either, nothing to send ("noItems"): no message ever offers a quote "no valor de R$ 0,00".
 */
export type QuoteWhatsAppMessage = { kind: "quote" | "checkIn"; text: string } | { kind: "noItems" };

export function quoteWhatsAppMessage(
  { shop, quote, customer }: QuoteDocument,
  { template, link, hasCheckIn }: { template: string; link: string; hasCheckIn: boolean },
): QuoteWhatsAppMessage {
  if (!isPriced(quote)) {
    if (!hasCheckIn) return { kind: "noItems" };
    return { kind: "checkIn", text: messages.checkIn.whatsAppText(checkInVehicle(quote.vehicle), link) };
  }
  const text = quoteWhatsAppText(template, {
    cliente: customer.name,
    numero: quoteNumberDigits(quote.number),
    oficina: shop.shopName,
    total: formatAmount(quote.cost ?? 0),
    link,
  });
  return { kind: "quote", text };
}

/** "Volkswagen Gol 2012"; "veículo ABC-1234" with only a plate; "veículo" without a car. */
function checkInVehicle(vehicle: QuoteDocument["quote"]["vehicle"]) {
  if (!vehicle) return messages.checkIn.whatsAppVehicle;
  return vehicleName(vehicle) || `${messages.checkIn.whatsAppVehicle} ${formatPlate(vehicle.plate)}`;
}
