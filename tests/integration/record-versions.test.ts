/**
 * Two tabs (or a phone and a computer) saving the same record: the save from the page loaded
 * earlier is refused with the record's own message and writes nothing, so what the other save wrote
 * stays; a save from an up-to-date page works and moves the version on, so the same tab can save
 * again; a missing or forged version is the stale answer (never a 500); and another shop's id is
 * "not found" whatever version it comes with.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, shops, quotes, suppliers, vehicles } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { updateCustomerAction } = await import("@/lib/actions/customers");
const { updateSupplierAction } = await import("@/lib/actions/suppliers");
const { updateQuoteAction } = await import("@/lib/actions/quotes");
const { saveProfileAction } = await import("@/lib/actions/profile");
const { createCustomer } = await import("@/lib/data/customers");
const { createSupplier } = await import("@/lib/data/suppliers");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { updateVehicleAction } = await import("@/lib/actions/vehicles");
const { getProfile, replaceLogoUrl } = await import("@/lib/data/profile");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

type Shop = { id: string };
type Save = (id: string, fields: Record<string, string | undefined>) => ReturnType<typeof updateCustomerAction>;

type VersionedRecord = {
  name: string;
  /** A new record of `shop`'s; answers its id. */
  create: (shop: Shop) => Promise<string>;
  save: Save;
  /** The form's fields, with `text` in its main field. */
  fields: (text: string) => Record<string, string>;
  row: (id: string) => Promise<{ version: number; text: string } | undefined>;
  saved: string;
  stale: string;
  notFound: string;
};

const RECORDS: VersionedRecord[] = [
  {
    name: "customer",
    create: async (shop) => (await createCustomer(shop.id, { name: "Original", phone: "", email: "", notes: "" })).id,
    save: (id, fields) => updateCustomerAction(id, null, form(fields)),
    fields: (text) => ({ name: text, phone: "", email: "", notes: "" }),
    row: async (id) =>
      (await getDb().select({ version: customers.version, text: customers.name }).from(customers).where(eq(customers.id, id)))[0],
    saved: messages.customers.updated,
    stale: messages.customers.stale,
    notFound: messages.customers.updateError + messages.customers.notFoundReason,
  },
  {
    name: "supplier",
    create: async (shop) => (await createSupplier(shop.id, { name: "Original", phone: "", email: "", tags: [], notes: "" })).id,
    save: (id, fields) => updateSupplierAction(id, null, form(fields)),
    fields: (text) => ({ name: text, phone: "", email: "", tags: "", notes: "" }),
    row: async (id) =>
      (await getDb().select({ version: suppliers.version, text: suppliers.name }).from(suppliers).where(eq(suppliers.id, id)))[0],
    saved: messages.suppliers.updated,
    stale: messages.suppliers.stale,
    notFound: messages.suppliers.updateError + messages.suppliers.notFoundReason,
  },
  {
    name: "quote",
    create: async (shop) => {
      const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
      const record = await createQuote(shop.id, customer.id, { description: "Original", cost: 10 });
      return record!.id;
    },
    save: (id, fields) => updateQuoteAction(id, null, form(fields)),
    fields: (text) => ({ description: text, cost: "150,00", status: "approved" }),
    row: async (id) =>
      (await getDb().select({ version: quotes.version, text: quotes.description }).from(quotes).where(eq(quotes.id, id)))[0],
    saved: messages.quotes.updated,
    stale: messages.quotes.stale,
    notFound: messages.quotes.updateError + messages.quotes.notFoundReason,
  },
  {
    name: "vehicle",
    create: async (shop) => {
      const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
      const input = { plate: "ABC1D23", make: "", model: "Original", year: null, color: "", currentKm: null, notes: "" };
      const created = await createVehicle(shop.id, customer.id, input);
      if (!created.ok) throw new Error("vehicle not created");
      return created.id;
    },
    save: (id, fields) => updateVehicleAction(id, null, form(fields)),
    fields: (text) => ({ plate: "ABC1D23", model: text, year: "2020", currentKm: "1.000" }),
    row: async (id) =>
      (await getDb().select({ version: vehicles.version, text: vehicles.model }).from(vehicles).where(eq(vehicles.id, id)))[0] as
        | { version: number; text: string }
        | undefined,
    saved: messages.vehicles.updated,
    stale: messages.vehicles.stale,
    notFound: messages.vehicles.updateError + messages.vehicles.notFoundReason,
  },
];

async function signedInShop() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  return shop;
}

describe.each(RECORDS)("saving a $name", (record) => {
  it("works from an up-to-date form, twice in a row from the same tab, each save moving the version on", async () => {
    const shop = await signedInShop();
    const id = await record.create(shop);
    expect(await record.row(id)).toEqual({ version: 1, text: "Original" });

    expect(await record.save(id, { ...record.fields("Primeira"), version: "1" })).toMatchObject({ ok: true, message: record.saved });
    expect(await record.row(id)).toEqual({ version: 2, text: "Primeira" });
    // The same tab, its page refreshed by the first save's answer, now sends version 2.
    expect(await record.save(id, { ...record.fields("Segunda"), version: "2" })).toMatchObject({ ok: true, message: record.saved });
    expect(await record.row(id)).toEqual({ version: 3, text: "Segunda" });
  });

  it("from a form loaded before another tab's save: refused with the record's message, the other save's text kept", async () => {
    const shop = await signedInShop();
    const id = await record.create(shop);
    // Tabs A and B both loaded version 1; B saves first.
    expect(await record.save(id, { ...record.fields("Da aba B"), version: "1" })).toMatchObject({ ok: true });

    expect(await record.save(id, { ...record.fields("Da aba A"), version: "1" })).toEqual({ ok: false, message: record.stale });
    expect(await record.row(id)).toEqual({ version: 2, text: "Da aba B" });
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a number", "dois"],
    ["negative", "-1"],
    ["fractional", "1.5"],
    ["too large", "99999999999999999999"],
    ["an injection", "1 OR 1=1"],
  ])("with a %s version: the stale answer, nothing written, no 500", async (_case, version) => {
    const shop = await signedInShop();
    const id = await record.create(shop);
    expect(await record.save(id, { ...record.fields("Forjado"), version })).toEqual({ ok: false, message: record.stale });
    expect(await record.row(id)).toEqual({ version: 1, text: "Original" });
  });

  it("of another shop, with its real version: 'not found', never 'changed elsewhere', and nothing changes", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const id = await record.create(owner);
    await signedInShop();
    for (const version of ["1", "2"]) {
      expect(await record.save(id, { ...record.fields("Roubado"), version })).toEqual({ ok: false, message: record.notFound });
    }
    expect(await record.save(randomUUID(), { ...record.fields("Sumido"), version: "1" })).toEqual({ ok: false, message: record.notFound });
    expect(await record.row(id)).toEqual({ version: 1, text: "Original" });
  });
});

describe("saving the profile", () => {
  const profileFields = (changes: Record<string, string | undefined>) => ({
    shopName: "",
    ownerName: "",
    description: "",
    slug: "",
    whatsappIntegration: "",
    services: "[]",
    openingHours: JSON.stringify(defaultOpeningHours()),
    ...changes,
  });
  const row = async (shopId: string) =>
    (
      await getDb()
        .select({ version: shops.version, shopName: shops.shopName, services: shops.services })
        .from(shops)
        .where(eq(shops.id, shopId))
    )[0];

  it("from a tab loaded before another tab added a service: refused, and the service stays", async () => {
    const shop = await signedInShop();
    const loaded = await getProfile(shop.id);
    expect(loaded.version).toBe(1);
    const service = { id: "s1", name: "Troca de óleo", price: 120 };

    // Tab B adds a service and saves (prices travel as typed text).
    const typed = [{ ...service, price: "120,00" }];
    expect(
      await saveProfileAction(null, form(profileFields({ shopName: "Oficina", services: JSON.stringify(typed), version: "1" }))),
    ).toEqual({
      ok: true,
      message: messages.profile.saved,
    });
    // Tab A, loaded before, renames the shop: its empty services list must not replace B's.
    expect(await saveProfileAction(null, form(profileFields({ shopName: "Renomeada", version: "1" })))).toEqual({
      ok: false,
      message: messages.profile.stale,
    });
    expect(await row(shop.id)).toEqual({ version: 2, shopName: "Oficina", services: [service] });
  });

  it("twice in a row from the same tab works, each save moving the version on", async () => {
    const shop = await signedInShop();
    expect(await saveProfileAction(null, form(profileFields({ shopName: "Primeira", version: "1" })))).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).version).toBe(2);
    expect(await saveProfileAction(null, form(profileFields({ shopName: "Segunda", version: "2" })))).toMatchObject({ ok: true });
    expect(await row(shop.id)).toMatchObject({ version: 3, shopName: "Segunda" });
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["forged", "1; DROP TABLE users"],
    ["negative", "-1"],
  ])("with a %s version: the stale answer, nothing written, no 500", async (_case, version) => {
    const shop = await signedInShop();
    expect(await saveProfileAction(null, form(profileFields({ shopName: "Forjada", version })))).toEqual({
      ok: false,
      message: messages.profile.stale,
    });
    expect(await row(shop.id)).toMatchObject({ version: 1, shopName: null });
  });

  it("the logo, saved on its own, does not make an open form stale", async () => {
    const shop = await signedInShop();
    await replaceLogoUrl(shop.id, `/api/uploads/${shop.id}-logo.png`);
    expect(await saveProfileAction(null, form(profileFields({ shopName: "Com logo", version: "1" })))).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).logoUrl).toBe(`/api/uploads/${shop.id}-logo.png`);
  });
});
