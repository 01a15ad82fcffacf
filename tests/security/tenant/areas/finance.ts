/**
 * Tenant isolation: 'Financeiro' and its exports (the matrix: tests/security/tenant-isolation.test.ts).
 * Each shop has one R$ 100,00 PIX payment on 2026-11-20 (tests/support/job-rows.ts): November's
 * money read by B is B's alone, and B's files carry B's plate, never A's.
 */
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const finance = await import("@/lib/data/finance");
const csvRoute = await import("@/app/dashboard/finance/export/csv/route");
const xlsxRoute = await import("@/app/dashboard/finance/export/xlsx/route");
const { formatPlate } = await import("@/lib/plates");

const NOVEMBER = "2026-11";
const exportUrl = `http://localhost/dashboard/finance/export/x?mes=${NOVEMBER}`;

export const attacks: Record<string, Attack> = {
  "lib/data/finance.ts#listMonthlyReceived": async (_a, b) => {
    const [month] = await finance.listMonthlyReceived(b.id, NOVEMBER, 1);
    expect(month).toMatchObject({ month: NOVEMBER, total: "100.00", byMethod: { pix: "100.00", cash: "0.00" } });
  },
  "lib/data/finance.ts#listReceivables": async (a, b) => {
    const list = await finance.listReceivables(b.id);
    expect(list.items.map((item) => item.quoteId)).not.toContain(a.quoteId);
    expect({ total: list.total, owed: list.owed }).toEqual({ total: 0, owed: "0" });
  },
  "lib/data/finance.ts#getDeliveredMix": async (_a, b) => {
    expect((await finance.getDeliveredMix(b.id, NOVEMBER)).jobs).toBe(0);
  },
  "lib/data/finance.ts#listPaymentsForExport": async (a, b) => {
    const rows = await finance.listPaymentsForExport(b.id, NOVEMBER);
    expect(rows.map((row) => [row.plate, row.amount])).toEqual([[b.plate, "100.00"]]);
    expect(rows.map((row) => row.plate)).not.toContain(a.plate);
  },
  "app/dashboard/finance/export/csv/route.ts#GET": async (a, b) => {
    const response = await csvRoute.GET(new Request(exportUrl));
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain(formatPlate(b.plate));
    expect(csv).not.toContain(formatPlate(a.plate));
  },
  "app/dashboard/finance/export/xlsx/route.ts#GET": async (a, b) => {
    const response = await xlsxRoute.GET(new Request(exportUrl));
    expect(response.status).toBe(200);
    const strings = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["xl/sharedStrings.xml"]!);
    expect(strings).toContain(formatPlate(b.plate));
    expect(strings).not.toContain(formatPlate(a.plate));
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
