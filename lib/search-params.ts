import { QUOTE_STAGES, type QuoteStage } from "@/lib/quote-status";

/** Reading list URLs: `?busca=` and `?pagina=`, whatever a visitor typed into them. */

/** `?pagina=` as a page number ≥ 1 (anything else is page 1). */
export function pageFromParam(value: string | string[] | undefined) {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * `?busca=` as a search term: control characters (a `%00` in the URL) are dropped, not refused, so
 * a search never fails on them (Postgres refuses \0 in text); a malformed `%ff` arrives as U+FFFD
 * and simply finds nothing.
 */
export function searchFromParam(value: string | string[] | undefined) {
  return (
    (Array.isArray(value) ? value[0] : value)
      ?.replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, 100) ?? ""
  );
}

type ListParams = { busca?: string | string[]; pagina?: string | string[] };

/** What Next hands a list page (customers, suppliers, leads). */
export type ListRouteProps = { searchParams: Promise<ListParams> };

/** A list page's `?busca=` and `?pagina=`, ready for its data function. */
export async function listQuery(searchParams: Promise<ListParams>) {
  return listQueryOf(await searchParams);
}

function listQueryOf(params: ListParams) {
  return { search: searchFromParam(params.busca), page: pageFromParam(params.pagina) };
}

/** `?status=` as one of the stages ('expired' included), or none (anything else shows every stage). */
export function statusFromParam(value: string | string[] | undefined): QuoteStage | undefined {
  const status = Array.isArray(value) ? value[0] : value;
  return QUOTE_STAGES.find((stage) => stage.id === status)?.id;
}

/** What Next hands the quote list: a list's parameters and a status. */
export type QuoteListRouteProps = { searchParams: Promise<ListParams & { status?: string | string[] }> };

/** The quote list's `?busca=`, `?pagina=` and `?status=`, ready for listQuotes. */
export async function quoteListQuery(searchParams: QuoteListRouteProps["searchParams"]) {
  const params = await searchParams;
  return { ...listQueryOf(params), status: statusFromParam(params.status) };
}
