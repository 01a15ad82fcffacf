import { randomUUID } from "node:crypto";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, leads, quotes, suppliers, supportTickets, vehicles } from "@/db/schema";
import type { ActionResult } from "@/lib/actions/result";

// Faked: the session cookie and the visitor's address (a new one each test, so the public forms'
// rate limit starts from zero). Everything else is the real database.
import { signInAs } from "../support/request";

const { createCustomerAction } = await import("@/lib/actions/customers");
const { createSupplierAction } = await import("@/lib/actions/suppliers");
const { createQuoteAction } = await import("@/lib/actions/quotes");
const { sendSupportTicketAction } = await import("@/lib/actions/support");
const { createVehicleAction } = await import("@/lib/actions/vehicles");
const { submitShopContact } = await import("@/lib/actions/public-page");
const { submitLandingLead } = await import("@/lib/actions/landing");
const { createCustomer } = await import("@/lib/data/customers");
const { messages } = await import("@/lib/messages");
const { IDEMPOTENCY_KEY_FIELD } = await import("@/lib/idempotency-key");
const { createMechanic, profileInput, saveLoadedProfile } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

type Shop = { id: string };
type Submit = (form: FormData) => Promise<ActionResult>;

/** One create form of the app: how a shop posts it, and where its rows land. */
type CreateForm = {
  name: string;
  /** Prepares what the shop's form needs (a customer, a public page) and answers its submit. */
  formOf: (shop: Shop) => Promise<Submit>;
  /** The fields typed, `text` being the one we read back. */
  fields: (text: string) => Record<string, string>;
  rows: { table: PgTable; id: PgColumn; owner: PgColumn; key: PgColumn; text: PgColumn };
  staleFormMessage: string;
};

/** The shop's session is the one the action sees, as if its browser sent the cookie. */
function as(shop: Shop, submit: (form: FormData) => Promise<ActionResult>): Submit {
  return (form) => {
    signInAs(shop.id);
    return submit(form);
  };
}

let platesTyped = 0;

const CREATE_FORMS: CreateForm[] = [
  {
    name: "customer",
    formOf: async (shop) => as(shop, (form) => createCustomerAction(null, form)),
    fields: (text) => ({ name: text }),
    rows: { table: customers, id: customers.id, owner: customers.shopId, key: customers.idempotencyKey, text: customers.name },
    staleFormMessage: messages.customers.createError + messages.reasons.staleForm,
  },
  {
    name: "supplier",
    formOf: async (shop) => as(shop, (form) => createSupplierAction(null, form)),
    fields: (text) => ({ name: text }),
    rows: { table: suppliers, id: suppliers.id, owner: suppliers.shopId, key: suppliers.idempotencyKey, text: suppliers.name },
    staleFormMessage: messages.suppliers.createError + messages.reasons.staleForm,
  },
  {
    name: "quote",
    formOf: async (shop) => {
      const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
      return as(shop, (form) => createQuoteAction(customer.id, null, form));
    },
    fields: (text) => ({ description: text, cost: "150.00", status: "pending" }),
    rows: { table: quotes, id: quotes.id, owner: quotes.shopId, key: quotes.idempotencyKey, text: quotes.description },
    staleFormMessage: messages.quotes.createError + messages.reasons.staleForm,
  },
  {
    name: "vehicle",
    formOf: async (shop) => {
      const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
      return as(shop, (form) => createVehicleAction(customer.id, null, form));
    },
    // A shop cannot repeat a plate: every submit types a new one (a repeated submit's is never
    // stored, the first one's row is answered), and the model is the text read back.
    fields: (text) => ({ plate: `ABC${String(++platesTyped).padStart(4, "0")}`, model: text }),
    rows: { table: vehicles, id: vehicles.id, owner: vehicles.shopId, key: vehicles.idempotencyKey, text: vehicles.model },
    staleFormMessage: messages.vehicles.createError + messages.reasons.staleForm,
  },
  {
    name: "support ticket",
    formOf: async (shop) => as(shop, (form) => sendSupportTicketAction(null, form)),
    fields: (text) => ({ name: "Ana", email: "ana@exemplo.com", subject: "", message: text }),
    rows: {
      table: supportTickets,
      id: supportTickets.id,
      owner: supportTickets.shopId,
      key: supportTickets.idempotencyKey,
      text: supportTickets.message,
    },
    staleFormMessage: messages.support.sendErrorPrefix + messages.reasons.staleForm,
  },
  {
    name: "lead from a shop's public page",
    formOf: async (shop) => {
      const tag = randomUUID().slice(0, 8);
      const saved = await saveLoadedProfile(shop.id, profileInput({ shopName: `Oficina ${tag}` }));
      if (!saved.ok || !saved.slug) throw new Error("página pública não criada");
      const slug = saved.slug;
      return (form) => submitShopContact(slug, null, form);
    },
    fields: (text) => ({ name: text, email: "cliente@exemplo.com", phone: "", message: "" }),
    rows: { table: leads, id: leads.id, owner: leads.shopId, key: leads.idempotencyKey, text: leads.name },
    staleFormMessage: messages.leads.sendError + messages.reasons.staleForm,
  },
];

function rowsWhere(rows: CreateForm["rows"], where: SQL) {
  return getDb().select({ id: rows.id, owner: rows.owner, text: rows.text }).from(rows.table).where(where);
}

async function subscribedShop() {
  return createMechanic({ plan: "pro" });
}

function tenTimes(submit: Submit, form: () => FormData) {
  return Promise.all(Array.from({ length: 10 }, () => submit(form())));
}

describe.each(CREATE_FORMS)("creating a $name", (create) => {
  it("10 identical submits at once store one row, and each answers the first one's success", async () => {
    const shop = await subscribedShop();
    const submit = await create.formOf(shop);
    const key = randomUUID();

    const answers = await tenTimes(submit, () => submittedForm(create.fields("Pedido único"), key));

    expect(answers[0]).toMatchObject({ ok: true });
    // The same answer, so the same next page (a customer's redirect names the one customer).
    expect(answers).toEqual(Array(10).fill(answers[0]));
    expect(await rowsWhere(create.rows, eq(create.rows.key, key))).toMatchObject([{ owner: shop.id, text: "Pedido único" }]);
  });

  it("another shop sending the same key gets a row of its own, and the first shop's row is untouched", async () => {
    const [shopA, shopB] = [await subscribedShop(), await subscribedShop()];
    const [submitA, submitB] = [await create.formOf(shopA), await create.formOf(shopB)];
    const key = randomUUID();

    const answerA = await submitA(submittedForm(create.fields("Da oficina A"), key));
    const answerB = await submitB(submittedForm(create.fields("Da oficina B"), key));

    expect(answerA).toMatchObject({ ok: true });
    expect(answerB).toMatchObject({ ok: true });
    const rows = await rowsWhere(create.rows, eq(create.rows.key, key));
    expect(rows.map(({ owner, text }) => ({ owner, text }))).toEqual(
      expect.arrayContaining([
        { owner: shopA.id, text: "Da oficina A" },
        { owner: shopB.id, text: "Da oficina B" },
      ]),
    );
    expect(rows).toHaveLength(2);
    // Nothing in B's answer (a customer's next page names its id) points at A's row.
    const rowA = rows.find((row) => row.owner === shopA.id)!;
    expect(JSON.stringify(answerB)).not.toContain(rowA.id);
  });

  it("different keys (a new entry) store separate rows", async () => {
    const shop = await subscribedShop();
    const submit = await create.formOf(shop);
    const text = `Repetido ${randomUUID()}`;

    expect(await submit(submittedForm(create.fields(text)))).toMatchObject({ ok: true });
    expect(await submit(submittedForm(create.fields(text)))).toMatchObject({ ok: true });

    const rows = await rowsWhere(create.rows, eq(create.rows.text, text));
    expect(rows).toMatchObject([
      { owner: shop.id, text },
      { owner: shop.id, text },
    ]);
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
  });

  it.each([
    ["missing", null],
    ["malformed", "chave-qualquer"],
  ])("a %s key is refused with a message, storing nothing", async (_, key) => {
    const shop = await subscribedShop();
    const submit = await create.formOf(shop);
    const text = `Sem chave ${randomUUID()}`;

    const form = submittedForm(create.fields(text), null);
    if (key !== null) form.set(IDEMPOTENCY_KEY_FIELD, key);

    expect(await submit(form)).toEqual({ ok: false, message: create.staleFormMessage });
    expect(await rowsWhere(create.rows, eq(create.rows.text, text))).toEqual([]);
  });
});

describe("the landing page's lead form (no owner)", () => {
  const landingLeads = (key: string) =>
    getDb().select({ owner: leads.shopId, name: leads.name }).from(leads).where(eq(leads.idempotencyKey, key));

  it("stores one lead for 10 identical submits; a shop's form reusing the key stores its own", async () => {
    const key = randomUUID();
    const answers = await tenTimes(
      (form) => submitLandingLead(null, form),
      () => submittedForm({ name: "Visitante", email: "visitante@exemplo.com" }, key),
    );
    expect(answers).toEqual(Array(10).fill({ ok: true, message: messages.leads.sent }));
    expect(await landingLeads(key)).toEqual([{ owner: null, name: "Visitante" }]);

    const shop = await subscribedShop();
    const submitToShop = await CREATE_FORMS.find((form) => form.name.startsWith("lead"))!.formOf(shop);
    expect(await submitToShop(submittedForm({ name: "Cliente da oficina", email: "c@exemplo.com" }, key))).toMatchObject({ ok: true });
    expect(await landingLeads(key)).toEqual(
      expect.arrayContaining([
        { owner: null, name: "Visitante" },
        { owner: shop.id, name: "Cliente da oficina" },
      ]),
    );
  });

  it("counts a repeated submit once against the visitor's 5 per 15 minutes, and a refused lead is not stored", async () => {
    const submit = (form: FormData) => submitLandingLead(null, form);
    const key = randomUUID();
    await tenTimes(submit, () => submittedForm({ name: "Repetido", email: "r@exemplo.com" }, key));

    // 1 counted so far: 4 more new leads go through, the next is refused.
    const names = Array.from({ length: 5 }, (_, index) => `Novo ${index} ${randomUUID()}`);
    const answers = [];
    for (const name of names) answers.push(await submit(submittedForm({ name, email: "n@exemplo.com" })));
    expect(answers.slice(0, 4).every((answer) => answer.ok)).toBe(true);
    expect(answers[4]).toEqual({ ok: false, message: messages.leads.sendError + messages.leads.tooMany });
    expect(await getDb().select().from(leads).where(eq(leads.name, names[4]!))).toEqual([]);
  });
});
