/**
 * 'Dados e PIX' through the profile's action: what is typed is stored as the receipt and
 * the PIX charge read it (digits, canonical key), a refusal writes nothing, and the public page
 * reads the address.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";
import { signInAs } from "../support/request";

const { saveProfileAction } = await import("@/lib/actions/profile");
const { findPublicShop, getProfile } = await import("@/lib/data/profile");
const { getPixReceiver } = await import("@/lib/data/pix");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const m = messages.shopData;

const shopData = {
  taxId: "11.222.333/0001-81",
  postalCode: "01310-100",
  street: "Avenida Paulista",
  streetNumber: "1000",
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  pixKeyType: "phone",
  pixKey: "(11) 98765-4321",
  pixName: "Oficina São João",
  pixCity: "São Paulo",
};

async function formFor(shopId: string, fields: Record<string, string>) {
  const profile = await getProfile(shopId);
  return submittedForm({
    shopName: "Oficina São João",
    ownerName: "",
    description: "",
    slug: "",
    whatsappIntegration: "(11) 91234-5678",
    services: "[]",
    openingHours: JSON.stringify(defaultOpeningHours()),
    hourlyRate: "",
    paymentTerms: "",
    warrantyText: "",
    warrantyDays: "",
    whatsappTemplate: "",
    readyTemplate: "",
    version: String(profile.version),
    ...fields,
  });
}

async function storedRow(shopId: string) {
  const [row] = await getDb().select().from(shops).where(eq(shops.id, shopId));
  return row!;
}

describe("the shop's data and PIX key, saved by the profile's action", () => {
  it("stores digits and the canonical key, and reads them back masked", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    expect(await saveProfileAction(null, await formFor(shop.id, shopData))).toEqual({ ok: true, message: messages.profile.saved });
    expect(await storedRow(shop.id)).toMatchObject({
      taxId: "11222333000181",
      postalCode: "01310100",
      state: "SP",
      pixKeyType: "phone",
      pixKey: "+5511987654321",
      pixName: "Oficina São João",
      pixCity: "São Paulo",
    });
    expect(await getPixReceiver(shop.id)).toEqual({ keyType: "phone", key: "+5511987654321", name: "Oficina São João", city: "São Paulo" });
    const profile = await getProfile(shop.id);
    expect(profile.identity).toMatchObject({ taxId: "11222333000181", city: "São Paulo", district: "Bela Vista" });
    const slug = profile.slug!;
    await getDb().update(shops).set({ subscriptionPlan: "basic" }).where(eq(shops.id, shop.id));
    // The page shows the address; the CNPJ only once the shop chooses to (public-page-tax-id.test.ts).
    expect((await findPublicShop(slug))?.identity).toMatchObject({ taxId: null, street: "Avenida Paulista" });

    // Clearing the four PIX fields removes the key; the address stays.
    const cleared = { ...shopData, pixKeyType: "", pixKey: "", pixName: "", pixCity: "" };
    expect(await saveProfileAction(null, await formFor(shop.id, cleared))).toMatchObject({ ok: true });
    expect(await getPixReceiver(shop.id)).toBeNull();
    expect(await storedRow(shop.id)).toMatchObject({
      pixKey: null,
      pixKeyType: null,
      pixName: null,
      pixCity: null,
      taxId: "11222333000181",
    });
  });

  it("refuses bad input with its field's message and writes nothing", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    expect(await saveProfileAction(null, await formFor(shop.id, shopData))).toMatchObject({ ok: true });
    const before = await storedRow(shop.id);
    const refusals: [Record<string, string>, Record<string, string[]>][] = [
      [{ taxId: "11.222.333/0001-82" }, { taxId: [m.taxIdInvalid] }],
      [{ pixKeyType: "cpf", pixKey: "(11) 98765-4321" }, { pixKey: [m.pixKeyInvalid.cpf] }],
      [{ pixKey: "(11) 3456-7890" }, { pixKey: [m.pixKeyInvalid.phone] }],
      [{ pixName: "Oficina São João Mecânica Geral" }, { pixName: [m.pixNameTooLong] }],
      [{ pixCity: "São José dos Campos" }, { pixCity: [m.pixCityTooLong] }],
      [{ pixKeyType: "bitcoin" }, { pixKeyType: [m.pixIncomplete] }],
    ];
    for (const [changes, fieldErrors] of refusals) {
      const result = await saveProfileAction(null, await formFor(shop.id, { ...shopData, shopName: "Outro nome", ...changes }));
      expect(result, JSON.stringify(changes)).toMatchObject({ ok: false, fieldErrors });
    }
    // Only part of the PIX: the rest asked for, under each missing field.
    const partial = await saveProfileAction(null, await formFor(shop.id, { ...shopData, pixName: "", pixCity: "" }));
    expect(partial).toMatchObject({
      ok: false,
      message: messages.profile.saveError + m.pixIncomplete,
      fieldErrors: { pixName: [m.pixIncomplete], pixCity: [m.pixFieldMissing] },
    });
    expect(await storedRow(shop.id)).toEqual(before);
  });
});
