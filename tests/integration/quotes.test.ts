/** The shop's list of every quote and job, and the Painel's open work. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quotes } from "@/db/schema";
import { createCustomer } from "@/lib/data/customers";
import { getOverview } from "@/lib/data/overview";
import { listQuotes, quoteNumberIn } from "@/lib/data/quote-lists";
import { createQuote, deleteQuote, updateQuote } from "@/lib/data/quotes";
import { putAtStage } from "../support/stages";
import { deleteCustomer } from "@/lib/data/customers";
import type { QuoteStatus } from "@/lib/enums";
import { createMechanic } from "../support/factories";

async function shopWithQuotes() {
  const shop = await createMechanic({ plan: "pro" });
  const joao = await createCustomer(shop.id, { name: "João Conceição", phone: "(11) 97777-1234", email: "", notes: "" });
  const ana = await createCustomer(shop.id, { name: "Ana Souza", phone: "", email: "ana@exemplo.com", notes: "" });
  const quote = async (customerId: string, description: string, cost: number | null, status: QuoteStatus) =>
    (await createQuote(shop.id, customerId, { description, cost }).then(async (created) => {
      if (status !== "pending") await putAtStage(shop.id, created!.id, status);
      return created;
    }))!;
  const first = await quote(joao.id, "Troca de óleo", 150, "delivered"); // Nº 1
  const second = await quote(ana.id, "Freios", 1234.56, "approved"); // Nº 2
  const third = await quote(joao.id, "Embreagem", 2000.1, "in_progress"); // Nº 3
  const fourth = await quote(ana.id, "Alinhamento", null, "pending"); // Nº 4
  const fifth = await quote(joao.id, "Suspensão", 500, "canceled"); // Nº 5
  return { shopId: shop.id, joao, ana, ids: [first.id, second.id, third.id, fourth.id, fifth.id] };
}

describe("the quote list", () => {
  it("shows every quote of the shop, newest first, with its customer, and the total", async () => {
    const { shopId, ids } = await shopWithQuotes();
    const { items, total } = await listQuotes(shopId);
    expect(total).toBe(5);
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(items[3]).toMatchObject({ number: 2, customerName: "Ana Souza", cost: 1234.56, status: "approved" });
  });

  it("finds by number however it is written, and by the customer's name, phone or e-mail", async () => {
    const { shopId } = await shopWithQuotes();
    for (const search of ["3", "0003", "Nº 3", "nº0003", "#3"]) {
      expect(
        (await listQuotes(shopId, { search })).items.map((item) => item.number),
        search,
      ).toEqual([3]);
    }
    expect((await listQuotes(shopId, { search: "conceicao" })).items.map((item) => item.number)).toEqual([5, 3, 1]);
    expect((await listQuotes(shopId, { search: "97777" })).total).toBe(3);
    expect((await listQuotes(shopId, { search: "ana@exemplo" })).items.map((item) => item.number)).toEqual([4, 2]);
    expect((await listQuotes(shopId, { search: "99" })).total).toBe(0);
  });

  it("keeps one status, searched or not, and pages on the server", async () => {
    const { shopId } = await shopWithQuotes();
    expect((await listQuotes(shopId, { status: "approved" })).items.map((item) => item.number)).toEqual([2]);
    expect((await listQuotes(shopId, { status: "pending", search: "ana" })).items.map((item) => item.number)).toEqual([4]);
    expect((await listQuotes(shopId, { status: "pending", search: "joão" })).total).toBe(0);
    const beyond = await listQuotes(shopId, { page: 2 });
    expect(beyond).toMatchObject({ items: [], total: 5, page: 2 });
  });

  it("never shows another shop's quotes, searched by its number or its customer", async () => {
    const { shopId } = await shopWithQuotes();
    const other = await createMechanic({ plan: "pro" });
    expect(await listQuotes(other.id)).toMatchObject({ items: [], total: 0 });
    expect((await listQuotes(other.id, { search: "1" })).items).toEqual([]);
    expect((await listQuotes(other.id, { search: "Conceição", status: "delivered" })).items).toEqual([]);
    expect((await listQuotes(shopId)).total).toBe(5);
  });
});

describe("the Painel's open work", () => {
  const openWork = async (shopId: string) => {
    const { openQuotes, approvedUnfinishedValue } = await getOverview({ shopId: shopId, isOperator: false });
    return { openQuotes, approvedUnfinishedValue };
  };

  it("counts pending, approved and in progress, and adds up approved work not completed", async () => {
    const { shopId } = await shopWithQuotes();
    expect(await openWork(shopId)).toEqual({ openQuotes: 3, approvedUnfinishedValue: 3234.66 });
    const other = await createMechanic({ plan: "pro" });
    expect(await openWork(other.id)).toEqual({ openQuotes: 0, approvedUnfinishedValue: 0 });
  });

  it("stays exact through status and value changes, deletes and a customer's cascade", async () => {
    const { shopId, ids, ana } = await shopWithQuotes();
    const [, freios, embreagem, alinhamento] = ids;
    await putAtStage(shopId, freios!, "delivered"); // approved 1234,56 → done
    expect(await openWork(shopId)).toEqual({ openQuotes: 2, approvedUnfinishedValue: 2000.1 });
    const [record] = await getDb().select({ version: quotes.version }).from(quotes).where(eq(quotes.id, alinhamento!));
    await updateQuote(shopId, alinhamento!, { description: "Alinhamento", cost: 99.9 }, record!.version);
    await putAtStage(shopId, alinhamento!, "approved");
    expect(await openWork(shopId)).toEqual({ openQuotes: 2, approvedUnfinishedValue: 2100 });
    await deleteQuote(shopId, embreagem!);
    expect(await openWork(shopId)).toEqual({ openQuotes: 1, approvedUnfinishedValue: 99.9 });
    await deleteCustomer(shopId, ana.id);
    expect(await openWork(shopId)).toEqual({ openQuotes: 0, approvedUnfinishedValue: 0 });
  });
});

describe("a quote number in a search", () => {
  it("is read from the ways a mechanic writes it, and nothing else", () => {
    expect(["42", "0042", "Nº 42", "nº0042", "N° 42", "no 42", "#42"].map(quoteNumberIn)).toEqual(Array(7).fill(42));
    expect(["", "abc", "42a", "4 2", "-42", "1234567890"].map(quoteNumberIn)).toEqual(Array(6).fill(null));
  });
});
