/**
 * The month's payments exported through the route handlers, read back: the CSV parsed (BOM, ';',
 * formulas neutralised), the .xlsx unzipped and its sheet XML read (dates as date cells, money as
 * numbers with the currency format). The session is faked; the database and the routes are real.
 */
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { payments, quotes, vehicles } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { XLSX_MONEY_FORMAT } = await import("@/lib/finance/payments-export");
const csvRoute = await import("@/app/dashboard/finance/export/csv/route");
const xlsxRoute = await import("@/app/dashboard/finance/export/xlsx/route");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

const HOSTILE = '=HYPERLINK("http://malicioso.example","Clique")';

async function shopWithPayments() {
  const account = await createMechanic({ plan: "pro" });
  const db = getDb();
  const customer = await createCustomer(account.id, { name: HOSTILE, phone: "", email: "", notes: "" });
  const quote = await createQuote(account.id, customer.id, { description: "Freios", cost: 3000 });
  await putAtStage(account.id, quote!.id, "delivered");
  const [vehicle] = await db
    .insert(vehicles)
    .values({ shopId: account.id, customerId: customer.id, plate: "ABC1D23", make: "VW", model: "Gol" })
    .returning({ id: vehicles.id });
  await db
    .update(quotes)
    .set({ vehicleId: vehicle!.id })
    .where(and(eq(quotes.id, quote!.id), eq(quotes.shopId, account.id)));
  const row = (paidOn: string, amount: string, method: "pix" | "credit_card" | "cash", extra = {}) => ({
    shopId: account.id,
    quoteId: quote!.id,
    paidOn,
    amount,
    method,
    ...extra,
  });
  await db.insert(payments).values([
    row("2026-10-05", "1234.56", "pix"),
    row("2026-10-31", "1000.00", "credit_card", { installments: 3, note: "-entrada" }),
    // Not in October's file: another month, and a cancelled one.
    row("2026-11-01", "9.99", "cash"),
    row("2026-10-10", "555.55", "cash", { cancelledAt: new Date(), cancelReason: "Lançado em dobro" }),
  ]);
  return { shopId: account.id, number: quote!.number };
}

const get = (route: typeof csvRoute, month: string) => route.GET(new Request(`http://localhost/dashboard/finance/export/x?mes=${month}`));

describe("payments export", () => {
  it("writes the month's payments as CSV for a Brazilian Excel", async () => {
    const shop = await shopWithPayments();
    signInAs(shop.shopId);
    const response = await get(csvRoute, "2026-10");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pagamentos_2026-10.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, "");
    const [header, ...rows] = Papa.parse<string[]>(text, { delimiter: ";", skipEmptyLines: true }).data;
    const number = String(shop.number).padStart(4, "0");
    expect(header).toEqual(messages.finance.export.header);
    expect(rows).toEqual([
      ["05/10/2026", number, `'${HOSTILE}`, "ABC1D23", "PIX", "", "1234,56", ""],
      ["31/10/2026", number, `'${HOSTILE}`, "ABC1D23", "Cartão de crédito", "3", "1000,00", "'-entrada"],
    ]);
  });

  it("writes a real .xlsx: dates as dates, money as numbers in reais", async () => {
    const shop = await shopWithPayments();
    signInAs(shop.shopId);
    const response = await get(xlsxRoute, "2026-10");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pagamentos_2026-10.xlsx"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    const styles = strFromU8(files["xl/styles.xml"]!);
    const shared = [...strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array()).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) =>
      m[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    );
    const cell = (ref: string) => {
      const match = new RegExp(`<c r="${ref}"([^>]*)>(?:<v>([^<]*)</v>|<is><t[^>]*>([^<]*)</t></is>)`).exec(sheet);
      if (!match) return undefined;
      const attributes = match[1]!;
      const style = Number(/ s="(\d+)"/.exec(attributes)?.[1] ?? 0);
      const type = / t="(\w+)"/.exec(attributes)?.[1];
      const value = type === "s" ? shared[Number(match[2])] : (match[3] ?? match[2]);
      return { value, type, style };
    };
    // Each style index → its number format code.
    const formats = new Map(
      [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], m[2]!.replaceAll("&quot;", '"')]),
    );
    const xfs = [.../<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!.matchAll(/<xf\b([^>]*)>/g)].map(
      (m) => /numFmtId="(\d+)"/.exec(m[1]!)?.[1],
    );
    const formatOf = (style: number) => formats.get(xfs[style] ?? "");

    expect(cell("A1")?.value).toBe("Data");
    expect(cell("G1")?.value).toBe("Valor");
    // 2026-10-05 is day 46300 of Excel's calendar (1899-12-30 + 46300 days).
    const serial = (day: string) => String((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
    const a2 = cell("A2")!;
    expect(a2.value).toBe(serial("2026-10-05"));
    expect(a2.type).toBeUndefined();
    expect(formatOf(a2.style)).toBe("dd/mm/yyyy");
    expect(cell("A3")?.value).toBe(serial("2026-10-31"));
    const g2 = cell("G2")!;
    expect({ value: g2.value, type: g2.type, format: formatOf(g2.style) }).toEqual({
      value: "1234.56",
      type: undefined,
      format: XLSX_MONEY_FORMAT,
    });
    expect(cell("G3")?.value).toBe("1000");
    expect(cell("B2")?.value).toBe(String(shop.number));
    // Text is a string cell, never a formula.
    expect(cell("C2")?.value).toBe(HOSTILE);
    expect(sheet).not.toContain("<f>");
    expect(cell("E3")?.value).toBe("Cartão de crédito");
    expect(cell("F3")?.value).toBe("3");
    expect(cell("A4")).toBeUndefined();
  });

  it("refuses a month that is not one, and answers 'nothing to export' for an empty month", async () => {
    const shop = await shopWithPayments();
    signInAs(shop.shopId);
    for (const route of [csvRoute, xlsxRoute]) {
      for (const month of ["2026-13", "abc", "", "2026-1"]) {
        const refused = await get(route, month);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ message: messages.finance.export.invalidMonth });
      }
      const empty = await get(route, "2025-01");
      expect(empty.status).toBe(404);
      expect(await empty.json()).toEqual({ message: messages.export.empty });
    }
  });
});
