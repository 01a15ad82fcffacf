/**
 * The customers', vehicles' and quotes' files ('Exportar' on their lists), through the route
 * handlers and read back: the CSV parsed (BOM, ';', formulas neutralised), the .xlsx unzipped and
 * its cells read. Each file holds what the list's search and stage find, of the signed-in shop
 * only; without a session there is no file.
 */
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { createCustomer } = await import("@/lib/data/customers");
const { createVehicle } = await import("@/lib/data/vehicles");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { XLSX_DATE_FORMAT, XLSX_MONEY_FORMAT } = await import("@/lib/exports/sheet");
const { shopToday } = await import("@/lib/calendar");
const { formatDay } = await import("@/lib/calendar");
const customersCsv = await import("@/app/dashboard/customers/export/csv/route");
const customersXlsx = await import("@/app/dashboard/customers/export/xlsx/route");
const vehiclesCsv = await import("@/app/dashboard/customers/export/vehicles/csv/route");
const vehiclesXlsx = await import("@/app/dashboard/customers/export/vehicles/xlsx/route");
const quotesCsv = await import("@/app/dashboard/quotes/export/csv/route");
const quotesXlsx = await import("@/app/dashboard/quotes/export/xlsx/route");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

const HOSTILE = '=HYPERLINK("http://malicioso.example","Clique")';
const t = messages.export;

type Route = { GET: (request: Request) => Promise<Response> };
const get = (route: Route, query = "") => route.GET(new Request(`http://localhost/dashboard/x/export/f${query}`));

async function csvRows(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, "");
  return Papa.parse<string[]>(text, { delimiter: ";", skipEmptyLines: true }).data;
}

/** The first sheet's cells by reference (A1…), each with its value, type and number format. */
async function xlsxCells(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
  const styles = strFromU8(files["xl/styles.xml"]!);
  const unescape = (text: string) =>
    text.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  const shared = [...strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array()).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) =>
    unescape(m[1]!),
  );
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], unescape(m[2]!)]));
  const xfs = [.../<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!.matchAll(/<xf\b([^>]*)>/g)].map(
    (m) => /numFmtId="(\d+)"/.exec(m[1]!)?.[1],
  );
  expect(sheet).not.toContain("<f>");
  return (ref: string) => {
    const match = new RegExp(`<c r="${ref}"([^>]*)>(?:<v>([^<]*)</v>|<is><t[^>]*>([^<]*)</t></is>)`).exec(sheet);
    if (!match) return undefined;
    const style = Number(/ s="(\d+)"/.exec(match[1]!)?.[1] ?? 0);
    const type = / t="(\w+)"/.exec(match[1]!)?.[1];
    const value = type === "s" ? shared[Number(match[2])] : unescape(match[3] ?? match[2]!);
    return { value, format: formats.get(xfs[style] ?? "") };
  };
}

/** Excel's serial number of a calendar day (1899-12-30 is day 0). */
const serial = (day: string) => String((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

async function shopWithLists() {
  const account = await createMechanic({ plan: "pro" });
  const ana = await createCustomer(account.id, { name: HOSTILE, phone: "11977771234", email: "ana@exemplo.com", notes: "-vip" });
  const bruno = await createCustomer(account.id, { name: "Bruno Conceição", phone: "", email: "", notes: "" });
  const vehicle = { make: "Volkswagen", model: "Gol", year: 2015, color: "Prata", currentKm: 46000, notes: "" };
  const gol = await createVehicle(account.id, ana.id, { plate: "ABC1D23", ...vehicle });
  await createVehicle(account.id, bruno.id, { plate: "XYZ9876", ...vehicle, make: "Fiat", model: "Uno", year: null, currentKm: null });
  if (!gol.ok) throw new Error("vehicle not created");
  const pending = await createQuote(account.id, ana.id, { description: "Troca de óleo", cost: 1234.5, vehicleId: gol.id });
  const working = await createQuote(account.id, bruno.id, { description: "=1+1 freios", cost: 800 });
  await putAtStage(account.id, working!.id, "in_progress");
  return { id: account.id, pending: pending!, working: working! };
}

describe("the customers' export", () => {
  it("writes every customer the search finds, with their vehicles, as CSV", async () => {
    const shop = await shopWithLists();
    signInAs(shop.id);
    const response = await get(customersCsv);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="clientes_${formatDay(shopToday()).replaceAll("/", "-")}.csv"`,
    );
    const [header, ...rows] = await csvRows(response);
    expect(header).toEqual(Object.values(t.customers.header));
    const today = formatDay(shopToday());
    // Alphabetical as the list; a formula stays text.
    expect(rows).toEqual([
      [`'${HOSTILE}`, "(11) 97777-1234", "ana@exemplo.com", "ABC1D23 Volkswagen Gol", "'-vip", today],
      ["Bruno Conceição", "", "", "XYZ-9876 Fiat Uno", "", today],
    ]);
    // The list's search: by name, accents aside, and by plate.
    expect((await csvRows(await get(customersCsv, "?busca=conceicao"))).slice(1).map((row) => row[0])).toEqual(["Bruno Conceição"]);
    expect((await csvRows(await get(customersCsv, "?busca=abc1d"))).slice(1).map((row) => row[0])).toEqual([`'${HOSTILE}`]);
  });

  it("writes a real .xlsx: texts as strings, never formulas, and the day as a date", async () => {
    const shop = await shopWithLists();
    signInAs(shop.id);
    const cell = await xlsxCells(await get(customersXlsx));
    expect(cell("A1")?.value).toBe("Nome");
    expect(cell("A2")?.value).toBe(HOSTILE);
    expect(cell("D2")?.value).toBe("ABC1D23 Volkswagen Gol");
    expect(cell("F2")).toEqual({ value: serial(shopToday()), format: XLSX_DATE_FORMAT });
    expect(cell("A3")?.value).toBe("Bruno Conceição");
    expect(cell("A4")).toBeUndefined();
  });
});

describe("the vehicles' export", () => {
  it("writes the vehicles of the customers the search finds, in CSV and .xlsx", async () => {
    const shop = await shopWithLists();
    signInAs(shop.id);
    const [header, ...rows] = await csvRows(await get(vehiclesCsv));
    expect(header).toEqual(Object.values(t.vehicles.header));
    const today = formatDay(shopToday());
    expect(rows).toEqual([
      ["ABC1D23", "Volkswagen", "Gol", "2015", "Prata", "46000", `'${HOSTILE}`, today],
      ["XYZ-9876", "Fiat", "Uno", "", "Prata", "", "Bruno Conceição", today],
    ]);
    expect((await csvRows(await get(vehiclesCsv, "?busca=uno"))).slice(1).map((row) => row[0])).toEqual(["XYZ-9876"]);

    const cell = await xlsxCells(await get(vehiclesXlsx, "?busca=gol"));
    expect(cell("A2")?.value).toBe("ABC1D23");
    expect(cell("D2")).toEqual({ value: "2015", format: undefined });
    expect(cell("A3")).toBeUndefined();
  });
});

describe("the quotes' export", () => {
  it("writes the quotes of the list's search and stage, with the stage as its chip reads", async () => {
    const shop = await shopWithLists();
    signInAs(shop.id);
    const today = formatDay(shopToday());
    const [header, ...rows] = await csvRows(await get(quotesCsv));
    expect(header).toEqual(Object.values(t.quotes.header));
    const working = [String(shop.working.number), today, "Em andamento", "Bruno Conceição", "", "", "'=1+1 freios", "800,00"];
    const pending = [
      String(shop.pending.number),
      today,
      "Orçamento",
      `'${HOSTILE}`,
      "ABC1D23",
      "Volkswagen Gol",
      "Troca de óleo",
      "1234,50",
    ];
    // Newest first; the validity's column is last.
    expect(rows.map((row) => row.slice(0, 8))).toEqual([working, pending]);
    // The stage as the shared URL writes it, and as an old link wrote it.
    for (const query of ["?situacao=em-andamento", "?status=in_progress"]) {
      expect((await csvRows(await get(quotesCsv, query))).slice(1).map((row) => row.slice(0, 8))).toEqual([working]);
    }
    expect((await csvRows(await get(quotesCsv, "?busca=oleo"))).slice(1).map((row) => row[0])).toEqual([String(shop.pending.number)]);

    const cell = await xlsxCells(await get(quotesXlsx, "?situacao=orcamento"));
    expect(cell("A2")?.value).toBe(String(shop.pending.number));
    expect(cell("B2")).toEqual({ value: serial(shopToday()), format: XLSX_DATE_FORMAT });
    expect(cell("H2")).toEqual({ value: "1234.5", format: XLSX_MONEY_FORMAT });
    expect(cell("A3")).toBeUndefined();
  });
});

describe("every list export", () => {
  const routes = { customersCsv, customersXlsx, vehiclesCsv, vehiclesXlsx, quotesCsv, quotesXlsx };

  it("gives another shop nothing of this shop's, and no file without a session", async () => {
    const shop = await shopWithLists();
    const other = await createMechanic({ plan: "pro" });
    await createCustomer(other.id, { name: "Cliente da outra oficina", phone: "", email: "", notes: "" });
    signInAs(other.id);
    for (const [name, route] of Object.entries(routes)) {
      const response = await get(route);
      const body = name.endsWith("Csv") ? await response.text() : JSON.stringify(await response.json().catch(() => ({})));
      expect(body, name).not.toContain("HYPERLINK");
      expect(body, name).not.toContain("Bruno");
      expect(body, name).not.toContain("ABC1D23");
    }
    // The other shop has a customer but no vehicle or quote: those files are "nothing to export".
    expect((await get(customersCsv)).status).toBe(200);
    expect(await (await get(vehiclesCsv)).json()).toEqual({ message: t.empty });
    expect(await (await get(quotesXlsx)).json()).toEqual({ message: t.empty });

    signInAs(shop.id);
    expect((await get(quotesCsv)).status).toBe(200);
    const { signOut } = await import("../support/request");
    signOut();
    for (const [name, route] of Object.entries(routes)) {
      const response = await get(route);
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toEqual({ message: messages.auth.notAuthenticated, redirectTo: "/auth" });
    }
  });
});
