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

type QuoteListParams = ListParams & { situacao?: string | string[]; status?: string | string[] };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The quote list's stage: `?situacao=em-andamento` (QUOTE_STAGES' `param`), or a link from before
 * it, `?status=in_progress`; none for anything else (the list shows every stage).
 */
export function stageFromParams(params: Pick<QuoteListParams, "situacao" | "status">): QuoteStage | undefined {
  const situacao = first(params.situacao);
  if (situacao !== undefined) return QUOTE_STAGES.find((stage) => stage.param === situacao)?.id;
  const status = first(params.status);
  return QUOTE_STAGES.find((stage) => stage.id === status)?.id;
}

/** The stage as the list's URL writes it: { situacao: "em-andamento" }, or nothing for every stage. */
export function stageParam(stage: QuoteStage | undefined): { situacao?: string } {
  const param = QUOTE_STAGES.find((candidate) => candidate.id === stage)?.param;
  return param ? { situacao: param } : {};
}

/** What Next hands the quote list: a list's parameters and a stage. */
export type QuoteListRouteProps = { searchParams: Promise<QuoteListParams> };

/** The quote list's search and stage, as the list and its file read them. */
export function quoteListFilter(params: QuoteListParams) {
  return { search: searchFromParam(params.busca), status: stageFromParams(params) };
}

/**
 * The quote list's `?busca=`, `?pagina=` and stage, ready for listQuotes; `legacyStatus` when the
 * stage came as an old `?status=`, for the page to move the URL to `?situacao=`.
 */
export async function quoteListQuery(searchParams: QuoteListRouteProps["searchParams"]) {
  const params = await searchParams;
  return {
    ...listQueryOf(params),
    status: stageFromParams(params),
    legacyStatus: params.situacao === undefined && params.status !== undefined,
  };
}
