import "server-only";
import { shopToday } from "@/lib/calendar";
import { listCustomersForExport, listVehiclesForExport } from "@/lib/data/customers";
import { listQuotesForExport } from "@/lib/data/quote-lists";
import { customersSheet, quotesSheet, vehiclesSheet } from "@/lib/exports/lists";
import { listExport } from "@/lib/exports/response";
import type { ExportFormat } from "@/lib/exports/sheet";
import { quoteListFilter, searchFromParam } from "@/lib/search-params";

/** The lists' downloads, each reading its list's own `?busca=` (and the quotes' stage) as its page does. */

const searchOf = (params: URLSearchParams) => searchFromParam(params.get("busca") ?? undefined);

export const exportCustomers = (request: Request, format: ExportFormat) =>
  listExport(request, format, {
    what: "exportação de clientes",
    permission: "serveCustomers",
    sheet: customersSheet,
    read: (shopId, params) => listCustomersForExport(shopId, searchOf(params)),
  });

export const exportVehicles = (request: Request, format: ExportFormat) =>
  listExport(request, format, {
    what: "exportação de veículos",
    permission: "serveCustomers",
    sheet: vehiclesSheet,
    read: (shopId, params) => listVehiclesForExport(shopId, searchOf(params)),
  });

export function exportQuotes(request: Request, format: ExportFormat) {
  const today = shopToday();
  return listExport(request, format, {
    what: "exportação de orçamentos",
    permission: "handleQuotes",
    sheet: quotesSheet(today),
    read: (shopId, params) => listQuotesForExport(shopId, quoteListFilter(Object.fromEntries(params)), today),
  });
}
