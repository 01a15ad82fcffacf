/**
 * 'Cotar com fornecedores' in 'Baixar meus dados', paged by lib/data/account-export-suppliers.ts:
 * read two rows at a time, every request, part, link and answer comes once, in quote-number order,
 * even when two requests of a quote share their created_at (the id breaks the tie); never a token.
 */
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { createSupplier } = await import("@/lib/data/suppliers");
const exportSuppliers = await import("@/lib/data/account-export-suppliers");
const { newSupplierLinkToken } = await import("@/lib/suppliers/link-token");
const { createMechanic } = await import("../support/factories");

async function all<Row>(batches: AsyncIterable<Row[]>) {
  const rows: Row[] = [];
  for await (const batch of batches) {
    expect(batch.length).toBeLessThanOrEqual(2);
    rows.push(...batch);
  }
  return rows;
}

describe("the supplier requests of the archive", () => {
  it("pages requests, parts, links and answers two at a time, each row once, in order", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const db = getDb();
    const customer = await createCustomer(shop.id, { name: "Maria", phone: "", email: "", notes: "" });
    const suppliers = [
      await createSupplier(shop.id, { name: "Peças Sul", phone: "", email: "", tags: [], notes: "" }),
      await createSupplier(shop.id, { name: "Peças Norte", phone: "", email: "", tags: [], notes: "" }),
    ];
    const sameMoment = new Date("2026-11-20T12:00:00Z");
    const tokens: string[] = [];
    const expected: { number: number; requestId: string }[] = [];
    for (let index = 0; index < 3; index++) {
      const quote = (await createQuote(shop.id, customer.id, { description: `Serviço ${index}`, cost: 10 }))!;
      // Two requests for each quote, at the same moment.
      for (let request = 0; request < 2; request++) {
        const [row] = await db
          .insert(supplierRequests)
          .values({ shopId: shop.id, quoteId: quote.id, vehicle: "Fiat Uno 2010", deadline: sameMoment, createdAt: sameMoment })
          .returning({ id: supplierRequests.id });
        expected.push({ number: quote.number, requestId: row!.id });
        const parts = await db
          .insert(supplierRequestParts)
          .values(
            [0, 1, 2].map((position) => ({
              requestId: row!.id,
              shopId: shop.id,
              position,
              lineKey: crypto.randomUUID(),
              description: `Peça ${position}`,
              quantity: "1",
              condition: "original" as const,
            })),
          )
          .returning({ id: supplierRequestParts.id });
        for (const supplier of suppliers) {
          const token = newSupplierLinkToken();
          tokens.push(token);
          const [link] = await db
            .insert(supplierRequestLinks)
            .values({ requestId: row!.id, shopId: shop.id, supplierId: supplier.id, token })
            .returning({ id: supplierRequestLinks.id });
          await db.insert(supplierAnswers).values(
            parts.map((part, position) => ({
              requestId: row!.id,
              linkId: link!.id,
              partId: part.id,
              shopId: shop.id,
              // 'Não tenho' for the last part.
              ...(position === 2 ? {} : { price: "10.00", condition: "original" as const, deliveryDays: 1 }),
            })),
          );
        }
      }
    }

    const requests = await all(exportSuppliers.supplierRequestBatches(shop.id, { batchSize: 2 }));
    const order = (rows: { number: number; requestId?: string; id?: string }[]) => rows.map((row) => row.number);
    expect(new Set(requests.map((row) => row.id))).toEqual(new Set(expected.map((row) => row.requestId)));
    expect(requests).toHaveLength(6);
    expect(order(requests)).toEqual([...order(requests)].sort((x, y) => x - y));

    const parts = await all(exportSuppliers.supplierRequestPartBatches(shop.id, { batchSize: 2 }));
    expect(new Set(parts.map((row) => `${row.requestId}/${row.position}`)).size).toBe(18);
    expect(parts.map((row) => row.requestId)).toEqual(requests.flatMap((row) => [row.id, row.id, row.id]));

    const links = await all(exportSuppliers.supplierRequestLinkBatches(shop.id, { batchSize: 2 }));
    expect(new Set(links.map((row) => row.linkId)).size).toBe(12);
    expect(links.map((row) => row.supplierName).sort()).toEqual([...Array(6).fill("Peças Norte"), ...Array(6).fill("Peças Sul")]);

    const answers = await all(exportSuppliers.supplierAnswerBatches(shop.id, { batchSize: 2 }));
    expect(new Set(answers.map((row) => `${row.linkId}/${row.position}`)).size).toBe(36);
    expect(answers.filter((row) => row.price === null)).toHaveLength(12);

    const text = JSON.stringify([requests, parts, links, answers]);
    for (const token of tokens) expect(text).not.toContain(token);
  });
});
