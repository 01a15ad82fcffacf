import { formatAmount } from "@/lib/format";
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";
import { shopData } from "@/lib/messages/shop-data";
import { formatPlate } from "@/lib/plates";
import type { QuoteDocument } from "@/lib/quotes/types";

/**
 * The 'Carro pronto' message: the shop's template (shops.ready_template) with its
 * placeholders filled. Safe in the browser, like lib/quotes/whatsapp.ts.
 */

export const DEFAULT_READY_TEMPLATE = "{cliente}, seu {veiculo} está pronto! Total: {total}. {link}";

export const READY_TEMPLATE_MAX_LENGTH = 1000;

export const READY_PLACEHOLDERS = ["cliente", "veiculo", "total", "link", "pix"] as const;

export type ReadyPlaceholder = (typeof READY_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders, each once, in order. */
export function unknownReadyPlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, READY_PLACEHOLDERS);
}

/** The message, its placeholders filled (lib/message-template.ts); a blank template is the default. */
export function readyMessageText(template: string, values: Record<ReadyPlaceholder, string>): string {
  return fillPlaceholders(template.trim() || DEFAULT_READY_TEMPLATE, values);
}

/** "Volkswagen Gol ABC1D23", the plate alone, or "carro" for a quote with no vehicle. */
export function readyVehicleText(vehicle: QuoteDocument["quote"]["vehicle"]): string {
  if (!vehicle) return "carro";
  const model = [vehicle.make, vehicle.model].filter(Boolean).join(" ");
  return [model, formatPlate(vehicle.plate)].filter(Boolean).join(" ");
}

/** The PIX charge of what the job still owes (lib/data/shop-billing.ts): the amount in reais ("1234.56") and its payload. */
export type ReadyPix = { amount: string; payload: string };

/**
 * The message for this quote: the same words on WhatsApp and in the e-mail. With a PIX charge,
 * {pix} is its copia-e-cola line; a template without {pix} (every template written before it
 * existed, the default included) gets the line at its end, so a shop with a key never sends the
 * 'carro pronto' without it. Without a charge (no key, nothing owed), {pix} is empty.
 */
export function readyMessageFor(
  { quote, customer }: Pick<QuoteDocument, "quote" | "customer">,
  template: string,
  link: string,
  pix?: ReadyPix | null,
) {
  const pixLine = pix ? shopData.readyPix(formatAmount(pix.amount), pix.payload) : "";
  const text = readyMessageText(template, {
    cliente: customer.name,
    veiculo: readyVehicleText(quote.vehicle),
    total: formatAmount(quote.cost ?? 0),
    link,
    pix: pixLine,
  });
  const placed = (template.trim() || DEFAULT_READY_TEMPLATE).includes("{pix}");
  return pixLine && !placed ? `${text}\n\n${pixLine}` : text.trim();
}
