import type { ExportedCustomer, ExportedVehicle } from "@/lib/data/customers";
import type { ExportedQuote } from "@/lib/data/quote-lists";
import type { ListSheet } from "@/lib/exports/sheet";
import { formatPhone } from "@/lib/phone";
import { formatPlate } from "@/lib/plates";
import { quoteStageOf, quoteStatusOf } from "@/lib/quote-status";
import { listExport as t } from "@/lib/messages/overview";

/** The columns of the customers', vehicles' and quotes' files (lib/exports/sheet.ts writes them). */

const vehicleName = (vehicle: { make: string | null; model: string | null }) =>
  [vehicle.make, vehicle.model].filter(Boolean).join(" ") || null;

export const customersSheet: ListSheet<ExportedCustomer> = {
  fileName: t.customers.fileName,
  sheetName: t.customers.list,
  columns: [
    { kind: "text", header: t.customers.header.name, width: 30, value: (row) => row.name },
    { kind: "text", header: t.customers.header.phone, width: 18, value: (row) => (row.phone ? formatPhone(row.phone) : null) },
    { kind: "text", header: t.customers.header.email, width: 30, value: (row) => row.email },
    {
      kind: "text",
      header: t.customers.header.vehicles,
      width: 40,
      // "ABC1D23 Volkswagen Gol; XYZ9A87 Fiat Uno": as the list row names them.
      value: (row) =>
        row.vehicles.map((vehicle) => [formatPlate(vehicle.plate), vehicleName(vehicle)].filter(Boolean).join(" ")).join("; "),
    },
    { kind: "text", header: t.customers.header.notes, width: 40, value: (row) => row.notes },
    { kind: "day", header: t.customers.header.createdOn, width: 14, value: (row) => row.createdOn },
  ],
};

export const vehiclesSheet: ListSheet<ExportedVehicle> = {
  fileName: t.vehicles.fileName,
  sheetName: t.vehicles.list,
  columns: [
    { kind: "text", header: t.vehicles.header.plate, width: 10, value: (row) => formatPlate(row.plate) },
    { kind: "text", header: t.vehicles.header.make, width: 16, value: (row) => row.make },
    { kind: "text", header: t.vehicles.header.model, width: 20, value: (row) => row.model },
    { kind: "number", header: t.vehicles.header.year, width: 8, value: (row) => row.year },
    { kind: "text", header: t.vehicles.header.color, width: 12, value: (row) => row.color },
    { kind: "number", header: t.vehicles.header.currentKm, width: 10, value: (row) => row.currentKm },
    { kind: "text", header: t.vehicles.header.customer, width: 30, value: (row) => row.customerName },
    { kind: "day", header: t.vehicles.header.createdOn, width: 14, value: (row) => row.createdOn },
  ],
};

/** Each quote's stage as the list's chip reads it: 'Vencido' for a pending one past its validity on `today`. */
export function quotesSheet(today: string): ListSheet<ExportedQuote> {
  return {
    fileName: t.quotes.fileName,
    sheetName: t.quotes.list,
    columns: [
      { kind: "number", header: t.quotes.header.number, width: 8, value: (row) => row.number },
      { kind: "day", header: t.quotes.header.serviceDay, width: 12, value: (row) => row.serviceDay },
      { kind: "text", header: t.quotes.header.stage, width: 20, value: (row) => quoteStatusOf(quoteStageOf(row, today)).label },
      { kind: "text", header: t.quotes.header.customer, width: 30, value: (row) => row.customerName },
      { kind: "text", header: t.quotes.header.plate, width: 10, value: (row) => (row.plate ? formatPlate(row.plate) : null) },
      { kind: "text", header: t.quotes.header.vehicle, width: 20, value: (row) => vehicleName(row) },
      { kind: "text", header: t.quotes.header.description, width: 40, value: (row) => row.description },
      { kind: "money", header: t.quotes.header.total, width: 14, value: (row) => row.cost },
      { kind: "day", header: t.quotes.header.validUntil, width: 12, value: (row) => row.validUntil },
    ],
  };
}
