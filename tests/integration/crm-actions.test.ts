import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, quotes, suppliers } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { createCustomerAction, updateCustomerAction, deleteCustomerAction } = await import("@/lib/actions/customers");
const { createSupplierAction, updateSupplierAction, deleteSupplierAction } = await import("@/lib/actions/suppliers");
const { createQuoteAction, updateQuoteAction, deleteQuoteAction } = await import("@/lib/actions/quotes");
const { createCustomer, getCustomer } = await import("@/lib/data/customers");
const { getQuote } = await import("@/lib/data/quote-document");
const { createQuote } = await import("@/lib/data/quotes");
const { createSupplier, getSupplier } = await import("@/lib/data/suppliers");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

function form(fields: Record<string, string>) {
  return submittedForm(fields);
}

async function signIn(plan: "basic" | "pro" | null = "pro") {
  const mechanic = await createMechanic(plan ? { plan } : {});
  signInAs(mechanic.id);
  return mechanic;
}

async function rowsOf(shopId: string) {
  const [[c], [s], [h]] = await Promise.all([
    getDb().select({ n: count() }).from(customers).where(eq(customers.shopId, shopId)),
    getDb().select({ n: count() }).from(suppliers).where(eq(suppliers.shopId, shopId)),
    getDb().select({ n: count() }).from(quotes).where(eq(quotes.shopId, shopId)),
  ]);
  return { customers: c?.n, suppliers: s?.n, quotes: h?.n };
}

describe("without a session or a plan", () => {
  it("every write answers the product's message and writes nothing", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const { id } = await createCustomer(owner.id, { name: "Cliente", phone: "", email: "", notes: "" });
    const loginRequired = { ok: false, message: messages.validation.loggedInRequired, redirectTo: "/auth" };

    expect(await createCustomerAction(null, form({ name: "Novo" }))).toEqual(loginRequired);
    expect(await createSupplierAction(null, form({ name: "Novo" }))).toEqual(loginRequired);
    expect(await createQuoteAction(id, null, form({ description: "x" }))).toEqual(loginRequired);
    expect(await deleteCustomerAction(id)).toEqual(loginRequired);

    const withoutPlan = await signIn(null);
    expect(await createCustomerAction(null, form({ name: "Novo" }))).toEqual({
      ok: false,
      message: messages.guard.planRequired,
      redirectTo: "/dashboard/plans",
    });
    expect(await rowsOf(withoutPlan.id)).toEqual({ customers: 0, suppliers: 0, quotes: 0 });
    expect(await getCustomer(owner.id, id)).toBeDefined();
  });
});

describe("customers", () => {
  it("created, then updated, with the product's messages and the customer's page next", async () => {
    const shop = await signIn();
    const created = await createCustomerAction(null, form({ name: "  Marta Reis ", phone: "(11) 98888-7777", email: "", notes: "" }));
    expect(created).toMatchObject({ ok: true, message: messages.customers.created });
    const id = created.redirectTo?.split("/").at(-1) ?? "";
    expect(await getCustomer(shop.id, id)).toMatchObject({ name: "Marta Reis", phone: "(11) 98888-7777", email: null });

    expect(
      await updateCustomerAction(id, null, form({ name: "Marta R.", phone: "", email: "marta@exemplo.com", notes: "", version: "1" })),
    ).toEqual({
      ok: true,
      message: messages.customers.updated,
      redirectTo: `/dashboard/customers/${id}`,
    });
    expect(await getCustomer(shop.id, id)).toMatchObject({ name: "Marta R.", email: "marta@exemplo.com" });
  });

  it.each([
    [{ name: "" }, "Informe o nome do cliente."],
    [{ name: "    " }, "Informe o nome do cliente."],
    [{ name: "x".repeat(500) }, "O nome deve ter no máximo 120 caracteres."],
    [{ name: "Ana", email: "nao-e-email" }, messages.validation.emailInvalid],
  ])("refuses %j with the prefix and the reason, and writes nothing", async (fields, reason) => {
    const shop = await signIn();
    const result = await createCustomerAction(null, form(fields));
    expect(result).toMatchObject({ ok: false, message: messages.customers.createError + reason });
    expect(await rowsOf(shop.id)).toMatchObject({ customers: 0 });
  });

  it("another shop's customer, a malformed id or a missing one: 'not found', nothing changes", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const { id } = await createCustomer(owner.id, { name: "Do Dono", phone: "", email: "", notes: "" });
    const record = await createQuote(owner.id, id, { description: "Motor", cost: 10 });
    await signIn();

    for (const target of [id, randomUUID(), "not-a-uuid", "' OR 1=1 --"]) {
      expect(await updateCustomerAction(target, null, form({ name: "Roubado", version: "1" }))).toEqual({
        ok: false,
        message: messages.customers.updateError + messages.customers.notFoundReason,
      });
      expect(await deleteCustomerAction(target)).toEqual({
        ok: false,
        message: messages.customers.deleteError + messages.customers.notFoundReason,
      });
      expect(await createQuoteAction(target, null, form({ description: "Falso", cost: "" }))).toEqual({
        ok: false,
        message: messages.quotes.customerOrUserMissing,
      });
    }
    expect(
      await updateQuoteAction(record!.id, null, form({ description: "Alterado", cost: "1", status: "canceled", version: "1" })),
    ).toEqual({
      ok: false,
      message: messages.quotes.updateError + messages.quotes.notFoundReason,
    });
    expect(await deleteQuoteAction(record!.id)).toEqual({
      ok: false,
      message: messages.quotes.deleteError + messages.quotes.notFoundReason,
    });

    expect(await getCustomer(owner.id, id)).toMatchObject({ name: "Do Dono" });
    expect(await getQuote(owner.id, record!.id)).toMatchObject({ description: "Motor", cost: 10, status: "pending" });
  });

  it("deleting removes the customer and the whole history", async () => {
    const shop = await signIn();
    const { id } = await createCustomer(shop.id, { name: "Sai", phone: "", email: "", notes: "" });
    await createQuote(shop.id, id, { description: "Um", cost: null });
    await createQuote(shop.id, id, { description: "Dois", cost: 5 });
    expect(await deleteCustomerAction(id)).toEqual({ ok: true, message: messages.customers.deleted });
    expect(await rowsOf(shop.id)).toMatchObject({ customers: 0, quotes: 0 });
  });
});

describe("quotes", () => {
  it("are registered with the cost in cents, changed, and deleted back to the history; the form cannot set the stage", async () => {
    const shop = await signIn();
    const { id } = await createCustomer(shop.id, { name: "Carro", phone: "", email: "", notes: "" });
    const created = await createQuoteAction(id, null, form({ description: "Revisão", cost: "1.234,5", status: "approved" }));
    const [row] = await getDb().select().from(quotes).where(eq(quotes.customerId, id));
    expect(created).toEqual({ ok: true, message: messages.quotes.created, redirectTo: `/dashboard/quotes/${row!.id}` });
    // A new quote is 'pending' whatever the form posts: only a customer's answer approves it.
    expect(row).toMatchObject({ description: "Revisão", cost: "1234.50", status: "pending" });

    expect(
      await updateQuoteAction(row!.id, null, form({ description: "Revisão completa", cost: "", status: "delivered", version: "1" })),
    ).toEqual({
      ok: true,
      message: messages.quotes.updated,
      redirectTo: `/dashboard/quotes/${row!.id}`,
    });
    expect(await getQuote(shop.id, row!.id)).toMatchObject({ description: "Revisão completa", cost: null, status: "pending" });
    expect(await deleteQuoteAction(row!.id)).toEqual({
      ok: true,
      message: messages.quotes.deleted,
      redirectTo: `/dashboard/customers/${id}?aba=historico`,
    });
  });

  it.each([
    [{ description: " ", cost: "" }, "Descreva o serviço ou orçamento."],
    [{ description: "Freio", cost: "-10" }, "O valor não pode ser negativo."],
    [{ description: "Freio", cost: "dez reais" }, "Informe um valor numérico, por exemplo 150,00."],
  ])("refuses %j and writes nothing", async (fields, reason) => {
    const shop = await signIn();
    const { id } = await createCustomer(shop.id, { name: "Carro", phone: "", email: "", notes: "" });
    expect(await createQuoteAction(id, null, form(fields))).toMatchObject({ ok: false, message: messages.quotes.createError + reason });
    expect(await rowsOf(shop.id)).toMatchObject({ quotes: 0 });
  });
});

describe("suppliers", () => {
  it("are created, updated and deleted; another shop's id is 'not found' and changes nothing", async () => {
    const shop = await signIn();
    expect(await createSupplierAction(null, form({ name: "Peças Sul", phone: "", email: "", tags: "Freios", notes: "" }))).toEqual({
      ok: true,
      message: messages.suppliers.created,
      redirectTo: "/dashboard/suppliers",
    });
    const [row] = await getDb().select().from(suppliers).where(eq(suppliers.shopId, shop.id));
    expect(await updateSupplierAction(row!.id, null, form({ name: "Peças Sul Ltda", version: "1" }))).toMatchObject({
      ok: true,
      message: messages.suppliers.updated,
    });
    expect(await createSupplierAction(null, form({ name: "" }))).toMatchObject({
      ok: false,
      message: messages.suppliers.createError + "Informe o nome do fornecedor.",
    });

    const owner = await createMechanic({ plan: "pro" });
    const theirs = await createSupplier(owner.id, { name: "Deles", phone: "", email: "", tags: [], notes: "" });
    expect(await updateSupplierAction(theirs.id, null, form({ name: "Roubado", version: "1" }))).toEqual({
      ok: false,
      message: messages.suppliers.updateError + messages.suppliers.notFoundReason,
    });
    expect(await deleteSupplierAction(theirs.id)).toEqual({
      ok: false,
      message: messages.suppliers.deleteError + messages.suppliers.notFoundReason,
    });
    expect(await getSupplier(owner.id, theirs.id)).toMatchObject({ name: "Deles" });

    expect(await deleteSupplierAction(row!.id)).toEqual({ ok: true, message: messages.suppliers.deleted });
    expect(await rowsOf(shop.id)).toMatchObject({ suppliers: 0 });
  });
});
