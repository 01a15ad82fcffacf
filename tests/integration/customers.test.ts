import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, quotes } from "@/db/schema";
import { createCustomer, deleteCustomer, getCustomer, listCustomerHistory, listCustomers, updateCustomer } from "@/lib/data/customers";
import { getOverview } from "@/lib/data/overview";
import { getQuote } from "@/lib/data/quote-document";
import { createQuote, deleteQuote, updateQuote } from "@/lib/data/quotes";
import { createMechanic } from "../support/factories";
import { putAtStage } from "../support/stages";

const customer = (name: string, extra: Partial<{ phone: string; email: string; notes: string }> = {}) => ({
  name,
  phone: extra.phone ?? "",
  email: extra.email ?? "",
  notes: extra.notes ?? "",
});
const service = (description: string, cost: number | null = null) => ({ description, cost });

async function customerRow(id: string) {
  const [row] = await getDb().select().from(customers).where(eq(customers.id, id));
  return row;
}
async function serviceRow(id: string) {
  const [row] = await getDb().select().from(quotes).where(eq(quotes.id, id));
  return row;
}

describe("customers of one shop", () => {
  it("are created, read, listed alphabetically, updated and deleted with their history", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const bruno = await createCustomer(shop.id, customer("Bruno Souza", { phone: "(11) 91234-5678", email: "bruno@exemplo.com" }));
    await createCustomer(shop.id, customer("Ágata Lima"));
    await createCustomer(shop.id, customer("carlos dias"));

    expect((await listCustomers(shop.id)).items.map((item) => item.name)).toEqual(["Ágata Lima", "Bruno Souza", "carlos dias"]);
    expect(await getCustomer(shop.id, bruno.id)).toMatchObject({
      name: "Bruno Souza",
      phone: "(11) 91234-5678",
      email: "bruno@exemplo.com",
      notes: null,
    });

    expect(await updateCustomer(shop.id, bruno.id, customer("Bruno S. Souza", { notes: "Gol 2012" }), 1)).toEqual({ ok: true, version: 2 });
    expect(await getCustomer(shop.id, bruno.id)).toMatchObject({ name: "Bruno S. Souza", phone: null, notes: "Gol 2012" });

    const record = await createQuote(shop.id, bruno.id, service("Troca de óleo", 150.5));
    expect(record).toBeDefined();
    expect(await deleteCustomer(shop.id, bruno.id)).toBe(true);
    expect(await customerRow(bruno.id)).toBeUndefined();
    expect(await serviceRow(record!.id)).toBeUndefined(); // cascade: the history goes with the customer
    expect(await deleteCustomer(shop.id, bruno.id)).toBe(false);
  });

  it("are searched on the server ignoring case and accents, with % and _ taken literally", async () => {
    const shop = await createMechanic({ plan: "pro" });
    for (const name of ["João Silva", "JOANA prado", "Maria Conceição", "Ana 100% Garantia", "Pedro_Alves"]) {
      await createCustomer(shop.id, customer(name));
    }
    const names = async (search: string) => (await listCustomers(shop.id, { search })).items.map((item) => item.name);
    expect(await names("joao")).toEqual(["João Silva"]);
    expect(await names("JOÃO")).toEqual(["João Silva"]);
    expect(await names("jo")).toEqual(["JOANA prado", "João Silva"]);
    expect(await names("conceicao")).toEqual(["Maria Conceição"]);
    expect(await names("100%")).toEqual(["Ana 100% Garantia"]);
    expect(await names("%")).toEqual(["Ana 100% Garantia"]);
    expect(await names("r_a")).toEqual([]); // as a wildcard, _ would find "Maria"
    expect(await names("pedro_")).toEqual(["Pedro_Alves"]);
    expect(await names("'; DROP TABLE customers; --")).toEqual([]);
  });

  it("are found by phone digits however the phone was typed, and by e-mail", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const other = await createMechanic({ plan: "pro" });
    const ana = await createCustomer(shop.id, customer("Ana Reis", { phone: "(11) 97777-1234", email: "ana.reis@exemplo.com" }));
    // Saved before phones were checked: the digits still find it.
    const bia = await createCustomer(shop.id, customer("Bia Lima", { phone: "11 3456.7890" }));
    await createCustomer(shop.id, customer("Caio 97777"));
    await createCustomer(other.id, customer("Ana de outra oficina", { phone: "(11) 97777-1234", email: "ana.reis@exemplo.com" }));
    const ids = async (search: string) => (await listCustomers(shop.id, { search })).items.map((item) => item.id);

    for (const search of ["97777", "(11) 97777-1234", "11977771234", "11 97777 1234", "7777-1234"]) {
      expect(await ids(search), search).toContain(ana.id);
    }
    expect(await ids("11977771234")).toEqual([ana.id]);
    expect(await ids("34567890")).toEqual([bia.id]);
    expect(await ids("(11) 3456-7890")).toEqual([bia.id]);
    expect(await ids("ANA.REIS@")).toEqual([ana.id]);
    expect(await ids("exemplo.com")).toEqual([ana.id]);
    expect(await ids("(21) 97777-1234")).toEqual([]);
    expect((await listCustomers(shop.id, { search: "97777" })).total).toBe(2); // Ana, and Caio by name
  });

  it("are paginated, 20 a page, with the total of every match", async () => {
    const shop = await createMechanic({ plan: "pro" });
    for (let index = 0; index < 45; index++) await createCustomer(shop.id, customer(`Cliente ${String(index).padStart(2, "0")}`));
    const second = await listCustomers(shop.id, { page: 2 });
    expect(second.total).toBe(45);
    expect(second.items.map((item) => item.name)).toEqual(Array.from({ length: 20 }, (_, index) => `Cliente ${20 + index}`));
    expect((await listCustomers(shop.id, { page: 3 })).items).toHaveLength(5);
    expect((await listCustomers(shop.id, { page: 9 })).items).toHaveLength(0);
    // The unfiltered total (shop_counts) follows deletes too.
    await deleteCustomer(shop.id, second.items[0]!.id);
    expect((await listCustomers(shop.id)).total).toBe(44);
  });

  it("show their service history newest first, with money as numbers", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const { id } = await createCustomer(shop.id, customer("Rita"));
    const first = await createQuote(shop.id, id, service("Alinhamento", 80));
    const second = await createQuote(shop.id, id, service("Freios", 1234.56));
    await putAtStage(shop.id, second!.id, "delivered");
    await getDb()
      .update(quotes)
      .set({ quoteDate: new Date("2026-01-10T12:00:00Z") })
      .where(eq(quotes.id, first!.id));

    expect(await listCustomerHistory(shop.id, id)).toMatchObject([
      { id: second!.id, description: "Freios", cost: 1234.56, status: "delivered" },
      { id: first!.id, description: "Alinhamento", cost: 80, status: "pending" },
    ]);
    expect(await updateQuote(shop.id, first!.id, service("Alinhamento e balanceamento", null), 1)).toEqual({
      ok: true,
      version: 2,
    });
    // A save never sets the stage: only a move or the customer's answer does.
    expect(await getQuote(shop.id, first!.id)).toMatchObject({ customerName: "Rita", cost: null, status: "pending" });
    expect(await deleteQuote(shop.id, first!.id)).toEqual({ customerId: id });
    expect(await listCustomerHistory(shop.id, id)).toHaveLength(1);
  });
});

describe("another shop, with the first shop's ids", () => {
  it("gets 'not found' from every read, update and delete, and nothing changes", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const intruder = await createMechanic({ plan: "pro" });
    const { id } = await createCustomer(owner.id, customer("Cliente do Dono", { email: "dono@exemplo.com" }));
    const record = await createQuote(owner.id, id, service("Motor", 900));
    const customerBefore = await customerRow(id);
    const recordBefore = await serviceRow(record!.id);

    expect(await getCustomer(intruder.id, id)).toBeUndefined();
    expect(await listCustomerHistory(intruder.id, id)).toEqual([]);
    expect((await listCustomers(intruder.id, { search: "Cliente do Dono" })).total).toBe(0);
    expect(await listCustomers(intruder.id)).toMatchObject({ items: [], total: 0 });
    expect(await updateCustomer(intruder.id, id, customer("Roubado"), 1)).toEqual({ ok: false, reason: "notFound" });
    expect(await deleteCustomer(intruder.id, id)).toBe(false);
    expect(await createQuote(intruder.id, id, service("Serviço falso"))).toBeUndefined();
    expect(await getQuote(intruder.id, record!.id)).toBeUndefined();
    expect(await updateQuote(intruder.id, record!.id, service("Alterado", 1), 1)).toEqual({ ok: false, reason: "notFound" });
    expect(await deleteQuote(intruder.id, record!.id)).toBeUndefined();
    expect((await getOverview({ shopId: intruder.id, isOperator: false })).customers).toBe(0);
    expect((await getOverview({ shopId: intruder.id, isOperator: false })).quotes).toBe(0);

    expect(await customerRow(id)).toEqual(customerBefore);
    expect(await serviceRow(record!.id)).toEqual(recordBefore);
    expect(await listCustomerHistory(owner.id, id)).toHaveLength(1);
  });

  it("cannot attach a quote to another shop's customer even by writing the row directly", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const intruder = await createMechanic({ plan: "pro" });
    const { id } = await createCustomer(owner.id, customer("Cliente"));
    await expect(getDb().insert(quotes).values({ customerId: id, shopId: intruder.id, description: "x" })).rejects.toThrow();
  });
});

describe("the overview counts", () => {
  it("count only the shop's own customers and quotes", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const other = await createMechanic({ plan: "pro" });
    const { id } = await createCustomer(shop.id, customer("Um"));
    await createCustomer(shop.id, customer("Dois"));
    await createQuote(shop.id, id, service("Revisão"));
    await createCustomer(other.id, customer(`Outro ${randomUUID()}`));

    expect(await getOverview({ shopId: shop.id, isOperator: false })).toMatchObject({ customers: 2, quotes: 1 });
  });
});
