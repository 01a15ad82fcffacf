/**
 * The WhatsApp message a quote is sent with: the shop's template (edited in the profile's
 * 'Orçamentos' tab) with its placeholders filled. Safe in the browser: the profile form checks a
 * template as the mechanic types.
 */
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";
import { requireShopName } from "@/lib/profile/shop-name";

export const DEFAULT_WHATSAPP_TEMPLATE =
  "Olá, {cliente}! Segue o orçamento nº {numero} da {oficina}, no valor de {total}. Veja os detalhes e aprove por aqui: {link}";

/** Room for a friendly message; the link and the values add at most a few hundred characters. */
export const WHATSAPP_TEMPLATE_MAX_LENGTH = 1000;

export const WHATSAPP_PLACEHOLDERS = ["cliente", "numero", "oficina", "total", "link"] as const;

export type WhatsAppPlaceholder = (typeof WHATSAPP_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders ("{valor}"), each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, WHATSAPP_PLACEHOLDERS);
}

/** The message, its placeholders filled (lib/message-template.ts); never without the shop's name (throws). */
export function quoteWhatsAppText(template: string, values: Record<WhatsAppPlaceholder, string>): string {
  return fillPlaceholders(template, { ...values, oficina: requireShopName(values.oficina) });
}
