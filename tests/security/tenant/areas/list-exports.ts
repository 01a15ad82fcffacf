/**
 * Tenant isolation: the lists' files ('Exportar' on customers and quotes; the matrix:
 * tests/security/tenant-isolation.test.ts). B's files and reads carry B's customer and car, never A's.
 */
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const customersData = await import("@/lib/data/customers");
const quoteListsData = await import("@/lib/data/quote-lists");
const { formatPlate } = await import("@/lib/plates");
const routes = {
  customersCsv: await import("@/app/dashboard/customers/export/csv/route"),
  customersXlsx: await import("@/app/dashboard/customers/export/xlsx/route"),
  vehiclesCsv: await import("@/app/dashboard/customers/export/vehicles/csv/route"),
  vehiclesXlsx: await import("@/app/dashboard/customers/export/vehicles/xlsx/route"),
  quotesCsv: await import("@/app/dashboard/quotes/export/csv/route"),
  quotesXlsx: await import("@/app/dashboard/quotes/export/xlsx/route"),
};

/** What identifies a shop's rows in a file: its customer's e-mail (customers) or its car (vehicles, quotes). */
const marks = {
  customers: (shop: Shop) => shop.customerEmail,
  cars: (shop: Shop) => formatPlate(shop.plate),
};

/** B's file, read as text (the CSV) or as its shared strings (the .xlsx), holds B's mark and not A's. */
function fileHoldsOnlyB(
  route: { GET: (request: Request) => Promise<Response> },
  format: "csv" | "xlsx",
  mark: (shop: Shop) => string,
): Attack {
  return async (a, b) => {
    const response = await route.GET(new Request("http://localhost/dashboard/x/export/f"));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = format === "csv" ? new TextDecoder().decode(bytes) : strFromU8(unzipSync(bytes)["xl/sharedStrings.xml"]!);
    expect(text).toContain(mark(b));
    expect(text).not.toContain(mark(a));
  };
}

export const attacks: Record<string, Attack> = {
  "lib/data/customers.ts#listCustomersForExport": async (a, b) => {
    const rows = await customersData.listCustomersForExport(b.id);
    expect(rows.map((row) => row.email)).toEqual([b.customerEmail]);
    // A search for A's customer finds nothing of A's.
    expect(await customersData.listCustomersForExport(b.id, a.customerEmail)).toEqual([]);
  },
  "lib/data/customers.ts#listVehiclesForExport": async (a, b) => {
    expect((await customersData.listVehiclesForExport(b.id)).map((row) => row.plate)).toEqual([b.plate]);
    expect(await customersData.listVehiclesForExport(b.id, a.plate)).toEqual([]);
  },
  "lib/data/quote-lists.ts#listQuotesForExport": async (a, b) => {
    const rows = await quoteListsData.listQuotesForExport(b.id);
    expect(rows.map((row) => row.plate)).toEqual([b.plate]);
    expect(await quoteListsData.listQuotesForExport(b.id, { search: a.plate })).toEqual([]);
  },
  "app/dashboard/customers/export/csv/route.ts#GET": fileHoldsOnlyB(routes.customersCsv, "csv", marks.customers),
  "app/dashboard/customers/export/xlsx/route.ts#GET": fileHoldsOnlyB(routes.customersXlsx, "xlsx", marks.customers),
  "app/dashboard/customers/export/vehicles/csv/route.ts#GET": fileHoldsOnlyB(routes.vehiclesCsv, "csv", marks.cars),
  "app/dashboard/customers/export/vehicles/xlsx/route.ts#GET": fileHoldsOnlyB(routes.vehiclesXlsx, "xlsx", marks.cars),
  "app/dashboard/quotes/export/csv/route.ts#GET": fileHoldsOnlyB(routes.quotesCsv, "csv", marks.cars),
  "app/dashboard/quotes/export/xlsx/route.ts#GET": fileHoldsOnlyB(routes.quotesXlsx, "xlsx", marks.cars),
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
