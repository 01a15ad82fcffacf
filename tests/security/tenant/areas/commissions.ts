/**
 * Tenant isolation: 'Comissões' in 'Financeiro' and its exports (the matrix:
 * tests/security/tenant-isolation.test.ts). B's owner gets 10 % and B's job (delivered now by
 * tests/support/job-rows.ts, its labour line 0.5 h × 6.00 = 3.00) is his: B's month is that job
 * alone, R$ 0,30, and nothing of A's (its quote, customer, plate) is in B's figures or files.
 */
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import { type Attack, type Shop, idsOf } from "../fixtures";

const { getDb } = await import("@/db");
const { quotes, shopMembers } = await import("@/db/schema");
const commissions = await import("@/lib/data/commissions");
const csvRoute = await import("@/app/dashboard/finance/commissions/export/csv/route");
const xlsxRoute = await import("@/app/dashboard/finance/commissions/export/xlsx/route");
const { currentMonth } = await import("@/lib/finance/months");
const { formatPlate } = await import("@/lib/plates");

/** B's owner earns 10 % and is responsible for B's job; answers his member id. */
async function ownerEarnsOnOwnJob(b: Shop) {
  const db = getDb();
  const [owner] = await db
    .update(shopMembers)
    .set({ commissionPercent: "10.00" })
    .where(and(eq(shopMembers.shopId, b.id), eq(shopMembers.role, "owner")))
    .returning({ id: shopMembers.id });
  await db
    .update(quotes)
    .set({ assignedTo: owner!.id })
    .where(and(eq(quotes.id, b.quoteId), eq(quotes.shopId, b.id)));
  return owner!.id;
}

const exportUrl = () => `http://localhost/dashboard/finance/commissions/export/x?mes=${currentMonth()}`;

function notA(text: string, a: Shop) {
  for (const id of idsOf(a)) expect(text, id).not.toContain(id);
  expect(text).not.toContain(formatPlate(a.plate));
}

export const attacks: Record<string, Attack> = {
  "lib/data/commissions.ts#listMonthCommissions": async (a, b) => {
    const memberId = await ownerEarnsOnOwnJob(b);
    const list = await commissions.listMonthCommissions(b.id, currentMonth());
    expect(list).toEqual([expect.objectContaining({ memberId, jobs: 1, labour: "3.00", commission: "0.30", percent: "10.00" })]);
    notA(JSON.stringify(list), a);
  },
  "lib/data/commissions.ts#listMonthCommissionJobs": async (a, b) => {
    const memberId = await ownerEarnsOnOwnJob(b);
    const jobs = await commissions.listMonthCommissionJobs(b.id, currentMonth());
    expect(jobs.map((job) => [job.memberId, job.quoteId, job.plate, job.labour, job.commission])).toEqual([
      [memberId, b.quoteId, b.plate, "3.00", "0.30"],
    ]);
    notA(JSON.stringify(jobs), a);
  },
  "app/dashboard/finance/commissions/export/csv/route.ts#GET": async (a, b) => {
    await ownerEarnsOnOwnJob(b);
    const response = await csvRoute.GET(new Request(exportUrl()));
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain(formatPlate(b.plate));
    notA(csv, a);
  },
  "app/dashboard/finance/commissions/export/xlsx/route.ts#GET": async (a, b) => {
    await ownerEarnsOnOwnJob(b);
    const response = await xlsxRoute.GET(new Request(exportUrl()));
    expect(response.status).toBe(200);
    const strings = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["xl/sharedStrings.xml"]!);
    expect(strings).toContain(formatPlate(b.plate));
    notA(strings, a);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
