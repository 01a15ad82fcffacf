/**
 * The WhatsApp message asking a supplier for prices: the shop's template
 * (shops.supplier_request_template) with its placeholders filled. It names the parts and
 * the car, never the customer or the plate (LGPD): the supplier needs neither. Safe in the browser:
 * the profile form checks a template as the mechanic types.
 */
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";

export const DEFAULT_SUPPLIER_REQUEST_TEMPLATE =
  "Olá, {fornecedor}! Aqui é da {oficina}. Pode me passar o preço destas peças para {veiculo}?\n{pecas}\nResponda até {prazo} por este link: {link}";

export const SUPPLIER_REQUEST_TEMPLATE_MAX_LENGTH = 1000;

export const SUPPLIER_REQUEST_PLACEHOLDERS = ["fornecedor", "oficina", "veiculo", "pecas", "prazo", "link"] as const;

export type SupplierRequestPlaceholder = (typeof SUPPLIER_REQUEST_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders, each once, in order. */
export function unknownSupplierRequestPlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, SUPPLIER_REQUEST_PLACEHOLDERS);
}

/** The message, its placeholders filled (lib/message-template.ts). */
export function supplierRequestText(template: string, values: Record<SupplierRequestPlaceholder, string>): string {
  return fillPlaceholders(template, values);
}
