/**
 * The WhatsApp message a quote is sent with: the shop's template (edited in the profile's
 * 'Orçamentos' tab) with its placeholders filled. Safe in the browser: the profile form checks a
 * template as the mechanic types.
 */

export const DEFAULT_WHATSAPP_TEMPLATE =
  "Olá, {cliente}! Segue o orçamento nº {numero} da {oficina}, no valor de {total}. Veja os detalhes e aprove por aqui: {link}";

/** Room for a friendly message; the link and the values add at most a few hundred characters. */
export const WHATSAPP_TEMPLATE_MAX_LENGTH = 1000;

export const WHATSAPP_PLACEHOLDERS = ["cliente", "numero", "oficina", "total", "link"] as const;

export type WhatsAppPlaceholder = (typeof WHATSAPP_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The `{…}` names in a template that are not placeholders ("{valor}"), each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !(WHATSAPP_PLACEHOLDERS as readonly string[]).includes(name)))];
}

/**
 * The message: each placeholder replaced by its value, in one pass, so a value that itself holds
 * "{link}" (a customer named so) is never replaced again.
 */
export function quoteWhatsAppText(template: string, values: Record<WhatsAppPlaceholder, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as WhatsAppPlaceholder] : whole,
  );
}
