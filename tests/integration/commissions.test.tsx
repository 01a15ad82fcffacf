/**
 * 'Comissões': the month's figures read from a real Postgres (two mechanics at different
 * percentages, a job with nobody responsible, jobs delivered just outside the month in São Paulo,
 * a removed member, a member without a percent), the page as the owner sees it, the exports read
 * back (the CSV parsed, the .xlsx unzipped), and the role refusals of the page and the routes.
 */
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";
import { resolve } from "../support/server-render";

const { getDb } = await import("@/db");
const { quoteDeliveries, quotes, shopMembers, vehicles } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { listMonthCommissionJobs, listMonthCommissions } = await import("@/lib/data/commissions");
const { messages } = await import("@/lib/messages");
const { formatAmount } = await import("@/lib/format");
const CommissionsPage = (await import("@/app/dashboard/finance/commissions/(summary)/page")).default;
const csvRoute = await import("@/app/dashboard/finance/commissions/export/csv/route");
const xlsxRoute = await import("@/app/dashboard/finance/commissions/export/xlsx/route");
const { addTeamMember, createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

const HOSTILE = '=HYPERLINK("http://malicioso.example","Clique")';
const OCTOBER = "2026-10";

type Line = { kind: "service" | "part" | "labour"; quantity: string; unitPrice: string };
const item = ({ kind, quantity, unitPrice }: Line) => ({
  kind,
  description: `Linha ${kind}`,
  catalogueServiceId: null,
  partCondition: kind === "part" ? ("original" as const) : null,
  labourPricing: kind === "labour" ? ("hours" as const) : null,
  quantity,
  unitPrice,
});

async function member(shopId: string, name: string, percent: string | null, removed = false) {
  const { memberId, userId } = await addTeamMember(shopId, "mechanic", name);
  await getDb()
    .update(shopMembers)
    .set({ commissionPercent: percent, removedAt: removed ? new Date() : null })
    .where(and(eq(shopMembers.id, memberId), eq(shopMembers.shopId, shopId)));
  return { memberId, userId };
}

/** A job of the shop delivered at `deliveredAt` (an instant), with `lines`, whose 'Responsável' is `assignedTo`. */
async function deliveredJob(
  shop: { id: string; customerId: string; vehicleId: string },
  lines: Line[],
  deliveredAt: string,
  assignedTo: string | null,
) {
  const quote = await createQuote(shop.id, shop.customerId, {
    description: "Serviço",
    cost: null,
    vehicleId: shop.vehicleId,
    items: lines.map(item),
  });
  await putAtStage(shop.id, quote!.id, "delivered");
  const db = getDb();
  await db
    .update(quotes)
    .set({ assignedTo })
    .where(and(eq(quotes.id, quote!.id), eq(quotes.shopId, shop.id)));
  await db.insert(quoteDeliveries).values({
    quoteId: quote!.id,
    shopId: shop.id,
    deliveredAt: new Date(deliveredAt),
    replacedParts: "returned",
    warrantyDays: 90,
    warrantyUntil: "2027-01-31",
  });
  return { id: quote!.id, number: quote!.number };
}

async function shopWithCommissions() {
  const account = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(account.id, { name: HOSTILE, phone: "", email: "", notes: "" });
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({ shopId: account.id, customerId: customer.id, plate: "ABC1D23", make: "VW", model: "Gol" })
    .returning({ id: vehicles.id });
  const shop = { id: account.id, customerId: customer.id, vehicleId: vehicle!.id };
  const ana = await member(shop.id, "Ana", "10.00");
  const bruno = await member(shop.id, "Bruno", "12.50");
  const carlos = await member(shop.id, "Carlos", null);
  const diego = await member(shop.id, "Diego", "20.00", true);
  const eva = await member(shop.id, "Eva", "30.00", true);
  const fabio = await member(shop.id, "Fábio", "5.00");

  // Ana: two labour lines (133.33) with a service and a part that do not count; then 0.5 h × 66.67
  // = 33.335, a line total of 33.34, delivered at 23:30 of 31/10 in São Paulo (02:30 UTC on 1/11).
  const ana1 = await deliveredJob(
    shop,
    [
      { kind: "labour", quantity: "1", unitPrice: "100.00" },
      { kind: "labour", quantity: "1", unitPrice: "33.33" },
      { kind: "service", quantity: "1", unitPrice: "50.00" },
      { kind: "part", quantity: "2", unitPrice: "10.00" },
    ],
    "2026-10-05T15:00:00Z",
    ana.memberId,
  );
  const ana2 = await deliveredJob(shop, [{ kind: "labour", quantity: "0.5", unitPrice: "66.67" }], "2026-11-01T02:30:00Z", ana.memberId);
  // Bruno: 80.00 at 00:30 of 1/10 in São Paulo (in October); 999.00 at 23:59 of 30/9 (September's).
  const bruno1 = await deliveredJob(shop, [{ kind: "labour", quantity: "2", unitPrice: "40.00" }], "2026-10-01T03:30:00Z", bruno.memberId);
  await deliveredJob(shop, [{ kind: "labour", quantity: "1", unitPrice: "999.00" }], "2026-10-01T02:59:00Z", bruno.memberId);
  // Nobody's job, Carlos's (no percent), Diego's (removed, still owed), Eva's in November only.
  await deliveredJob(shop, [{ kind: "labour", quantity: "1", unitPrice: "500.00" }], "2026-10-10T12:00:00Z", null);
  await deliveredJob(shop, [{ kind: "labour", quantity: "1", unitPrice: "700.00" }], "2026-10-11T12:00:00Z", carlos.memberId);
  const diego1 = await deliveredJob(shop, [{ kind: "labour", quantity: "1", unitPrice: "40.00" }], "2026-10-20T12:00:00Z", diego.memberId);
  await deliveredJob(shop, [{ kind: "labour", quantity: "1", unitPrice: "10.00" }], "2026-11-20T12:00:00Z", eva.memberId);
  return { shop, ana, bruno, diego, fabio, jobs: { ana1, ana2, bruno1, diego1 } };
}

const exportUrl = (month: string) => `http://localhost/dashboard/finance/commissions/export/x?mes=${month}`;
const digits = (number: number) => String(number);

describe("commissions", () => {
  it("computes each person's month exactly, in numeric", async () => {
    const { shop, ana, bruno, diego, fabio } = await shopWithCommissions();
    const list = await listMonthCommissions(shop.id, OCTOBER);
    expect(list).toEqual([
      // 166.67 × 10 % = 16.667 → 16.67 (the jobs' own shares, 13.33 + 3.33, come to 16.66).
      { memberId: ana.memberId, name: "Ana", percent: "10.00", removed: false, jobs: 2, labour: "166.67", commission: "16.67" },
      { memberId: bruno.memberId, name: "Bruno", percent: "12.50", removed: false, jobs: 1, labour: "80.00", commission: "10.00" },
      { memberId: diego.memberId, name: "Diego", percent: "20.00", removed: true, jobs: 1, labour: "40.00", commission: "8.00" },
      { memberId: fabio.memberId, name: "Fábio", percent: "5.00", removed: false, jobs: 0, labour: "0.00", commission: "0.00" },
    ]);
    // September holds Bruno's 23:59 job alone; November Ana's 23:30 one is not there, Eva's is.
    const september = await listMonthCommissions(shop.id, "2026-09");
    expect(september.filter((row) => row.jobs > 0).map((row) => [row.name, row.labour, row.commission])).toEqual([
      ["Bruno", "999.00", "124.88"],
    ]);
    const november = await listMonthCommissions(shop.id, "2026-11");
    expect(november.filter((row) => row.jobs > 0).map((row) => [row.name, row.labour, row.commission])).toEqual([["Eva", "10.00", "3.00"]]);
  });

  it("lists the jobs behind each figure", async () => {
    const { shop, ana, bruno, diego, jobs } = await shopWithCommissions();
    const list = await listMonthCommissionJobs(shop.id, OCTOBER);
    expect(
      list.map((job) => [job.memberId, job.quoteId, job.number, job.customerName, job.plate, job.deliveredOn, job.labour, job.commission]),
    ).toEqual([
      [ana.memberId, jobs.ana1.id, jobs.ana1.number, HOSTILE, "ABC1D23", "2026-10-05", "133.33", "13.33"],
      [ana.memberId, jobs.ana2.id, jobs.ana2.number, HOSTILE, "ABC1D23", "2026-10-31", "33.34", "3.33"],
      [bruno.memberId, jobs.bruno1.id, jobs.bruno1.number, HOSTILE, "ABC1D23", "2026-10-01", "80.00", "10.00"],
      [diego.memberId, jobs.diego1.id, jobs.diego1.number, HOSTILE, "ABC1D23", "2026-10-20", "40.00", "8.00"],
    ]);
  });

  it("shows the owner the month, with links to the jobs, and the empty state elsewhere", async () => {
    const { shop, jobs } = await shopWithCommissions();
    signInAs(shop.id);
    const html = renderToStaticMarkup(
      (await resolve(await CommissionsPage({ searchParams: Promise.resolve({ mes: OCTOBER }) }))) as ReactNode,
    );
    for (const text of ["Ana", "Bruno", "Diego", "Fábio", messages.commissions.removed, "12,5%"]) {
      expect(html).toContain(text);
    }
    // Ana's labour and commission, and the month's total: 16.67 + 10.00 + 8.00 + 0.00.
    for (const amount of ["166.67", "16.67", "34.67"]) expect(html).toContain(formatAmount(amount));
    expect(html).not.toContain("Carlos");
    expect(html).toContain(`href="/dashboard/quotes/${jobs.ana1.id}"`);
    expect(html).not.toContain(messages.commissions.empty);

    const other = await createMechanic({ plan: "pro" });
    signInAs(other.id);
    const empty = renderToStaticMarkup((await resolve(await CommissionsPage({ searchParams: Promise.resolve({}) }))) as ReactNode);
    expect(empty).toContain(messages.commissions.empty);
  });

  it("exports the month as CSV, cells safe from formulas", async () => {
    const { shop, jobs } = await shopWithCommissions();
    signInAs(shop.id);
    const response = await csvRoute.GET(new Request(exportUrl(OCTOBER)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="comissoes_2026-10.csv"');
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = Papa.parse<string[]>(text, { delimiter: ";", skipEmptyLines: true }).data;
    expect(header).toEqual(messages.commissions.export.header);
    const customer = `'${HOSTILE}`;
    expect(rows).toEqual([
      ["Ana", "10%", digits(jobs.ana1.number), customer, "ABC1D23", "05/10/2026", "133,33", "13,33"],
      ["Ana", "10%", digits(jobs.ana2.number), customer, "ABC1D23", "31/10/2026", "33,34", "3,33"],
      ["Ana", "10%", "", "Total de Ana", "", "", "166,67", "16,67"],
      ["Bruno", "12,5%", digits(jobs.bruno1.number), customer, "ABC1D23", "01/10/2026", "80,00", "10,00"],
      ["Bruno", "12,5%", "", "Total de Bruno", "", "", "80,00", "10,00"],
      ["Diego", "20%", digits(jobs.diego1.number), customer, "ABC1D23", "20/10/2026", "40,00", "8,00"],
      ["Diego", "20%", "", "Total de Diego", "", "", "40,00", "8,00"],
      ["Fábio", "5%", "", "Total de Fábio", "", "", "0,00", "0,00"],
    ]);
  });

  it("exports the month as a real .xlsx: money as numbers, texts as strings", async () => {
    const { shop } = await shopWithCommissions();
    signInAs(shop.id);
    const response = await xlsxRoute.GET(new Request(exportUrl(OCTOBER)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="comissoes_2026-10.xlsx"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    const shared = [...strFromU8(files["xl/sharedStrings.xml"]!).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) =>
      m[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    );
    const cell = (ref: string) => {
      const match = new RegExp(`<c r="${ref}"([^>]*)>(?:<v>([^<]*)</v>|<is><t[^>]*>([^<]*)</t></is>)`).exec(sheet);
      if (!match) return undefined;
      const type = / t="(\w+)"/.exec(match[1]!)?.[1];
      return type === "s" ? shared[Number(match[2])] : (match[3] ?? match[2]);
    };
    expect([cell("A1"), cell("H1")]).toEqual(["Pessoa", "Comissão"]);
    // Row 4 is Ana's total; the customer's name is a string cell, never a formula.
    expect([cell("A4"), cell("D4"), cell("G4"), cell("H4")]).toEqual(["Ana", "Total de Ana", "166.67", "16.67"]);
    expect(cell("D2")).toBe(HOSTILE);
    expect(sheet).not.toContain("<f>");
  });

  it("refuses a bad month and a month with nobody", async () => {
    const { shop } = await shopWithCommissions();
    signInAs(shop.id);
    expect((await csvRoute.GET(new Request(exportUrl("2026-13")))).status).toBe(400);
    const other = await createMechanic({ plan: "pro" });
    signInAs(other.id);
    const response = await xlsxRoute.GET(new Request(exportUrl(OCTOBER)));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: messages.export.empty });
  });

  it("refuses a front desk and a mechanic: the page sends them to the Painel, the files answer 403", async () => {
    const { shop } = await shopWithCommissions();
    for (const role of ["front_desk", "mechanic"] as const) {
      const { userId } = await addTeamMember(shop.id, role);
      signInAs(userId);
      let digest = "";
      try {
        await CommissionsPage({ searchParams: Promise.resolve({ mes: OCTOBER }) });
      } catch (error) {
        digest = (error as { digest?: string }).digest ?? "";
      }
      expect(digest.split(";")[2], role).toBe("/dashboard?sem-acesso=1");
      for (const route of [csvRoute, xlsxRoute]) {
        const response = await route.GET(new Request(exportUrl(OCTOBER)));
        expect(response.status, role).toBe(403);
        expect(await response.json()).toMatchObject({ message: messages.guard.roleRefused });
      }
    }
  });
});
