/**
 * What the page after 'Excluir minha conta' shows, carried in its address. The counts are only
 * numbers about the mechanic's own data, already gone: nothing to hide, and nothing to trust
 * either, so the page reads them back strictly and shows no counts at all for anything else.
 */
export type DeletedCounts = {
  customers: number;
  vehicles: number;
  quotes: number;
  suppliers: number;
  leads: number;
  tickets: number;
  images: number;
};

export const DELETED_ACCOUNT_PATH = "/conta-excluida";

/** The address's Portuguese names for each count. */
const PARAMS: Record<keyof DeletedCounts, string> = {
  customers: "clientes",
  vehicles: "veiculos",
  quotes: "orcamentos",
  suppliers: "fornecedores",
  leads: "interessados",
  tickets: "chamados",
  images: "imagens",
};

const FIELDS = Object.keys(PARAMS) as (keyof DeletedCounts)[];

export function deletedAccountUrl(counts: DeletedCounts) {
  const query = new URLSearchParams(FIELDS.map((field) => [PARAMS[field], String(counts[field])]));
  return `${DELETED_ACCOUNT_PATH}?${query}`;
}

/** The counts, or null when any is missing, repeated or not a plain whole number. */
export function readDeletedCounts(searchParams: Record<string, string | string[] | undefined>): DeletedCounts | null {
  const counts: Partial<DeletedCounts> = {};
  for (const field of FIELDS) {
    const value = searchParams[PARAMS[field]];
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
    counts[field] = Number(value);
  }
  return counts as DeletedCounts;
}
