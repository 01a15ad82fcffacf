/**
 * What the answer route tells the supplier's page (?aviso=): enviada (saved), revisar (refused,
 * the typed rows come back in the draft cookie and each message sits by its field), invalida
 * (refused, and the draft was too large to come back), encerrada (past the deadline), peca (a part
 * not of this request), limite (too many saves this hour), erro (the save failed), conferir (a price
 * may be a slip: nothing saved, the draft comes back with the price asked about and a confirmation).
 */
export const SUPPLIER_NOTICES = ["enviada", "revisar", "invalida", "encerrada", "peca", "limite", "erro", "conferir"] as const;
export type SupplierNotice = (typeof SUPPLIER_NOTICES)[number];

export function isSupplierNotice(value: unknown): value is SupplierNotice {
  return typeof value === "string" && (SUPPLIER_NOTICES as readonly string[]).includes(value);
}
