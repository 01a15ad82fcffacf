/**
 * 'Orçamentos' › 'Peças e fornecedores' in the profile: the markup on parts, typed the Brazilian
 * way (blank is the default 30), and the suppliers' WhatsApp message (blank or the default text is
 * the default, a misspelt placeholder or a message without {link} refused), saved with the
 * profile's one form and read back by getPartsSettings.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { signInAs } from "../support/request";

const { saveProfileAction } = await import("@/lib/actions/profile");
const { getPartsSettings } = await import("@/lib/data/parts-settings");
const { getProfile } = await import("@/lib/data/profile");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { DEFAULT_SUPPLIER_REQUEST_TEMPLATE } = await import("@/lib/suppliers/message");
const { partsMarkupText } = await import("@/lib/validation/parts-settings");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const m = messages.suppliers.partsSettings;

async function save(shopId: string, fields: Record<string, string>) {
  return saveProfileAction(
    null,
    submittedForm({
      shopName: "Oficina do Zé",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: String((await getProfile(shopId)).version),
      ...fields,
    }),
  );
}

async function signedInShop() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  return shop;
}

describe("the markup on parts", () => {
  it("starts at the default 30; reads '37,5', '35 %', '1000' and '0'; blank goes back to the default", async () => {
    const shop = await signedInShop();
    expect(await getPartsSettings(shop.id)).toEqual({ markup: "30", supplierTemplate: DEFAULT_SUPPLIER_REQUEST_TEMPLATE });
    expect((await getProfile(shop.id)).partsMarkup).toBeNull();

    for (const [typed, stored, read, shown] of [
      ["37,5", "37.50", "37.5", "37,5"],
      ["35 %", "35.00", "35", "35"],
      ["12.25", "12.25", "12.25", "12,25"],
      ["1000", "1000.00", "1000", "1000"],
      ["0", "0.00", "0", "0"],
    ] as const) {
      expect(await save(shop.id, { partsMarkup: typed }), typed).toEqual({ ok: true, message: messages.profile.saved });
      const { partsMarkup } = await getProfile(shop.id);
      expect([partsMarkup, (await getPartsSettings(shop.id)).markup, partsMarkupText(partsMarkup)], typed).toEqual([stored, read, shown]);
    }

    await save(shop.id, { partsMarkup: "  " });
    expect((await getProfile(shop.id)).partsMarkup).toBeNull();
    expect((await getPartsSettings(shop.id)).markup).toBe("30");
  });

  it.each(["-5", "1000,01", "1.500", "37,555", "trinta", "=1+1", "3\u00005"])(
    "refuses %j on its field and saves nothing",
    async (typed) => {
      const shop = await signedInShop();
      await save(shop.id, { partsMarkup: "40" });
      const before = await getProfile(shop.id);
      expect(await save(shop.id, { partsMarkup: typed })).toMatchObject({ ok: false, fieldErrors: { partsMarkup: [m.markupInvalid] } });
      expect(await getProfile(shop.id)).toEqual(before);
    },
  );
});

describe("the suppliers' WhatsApp message", () => {
  it("saves the shop's own; the default text or a blank one is stored as the default", async () => {
    const shop = await signedInShop();
    const own = "Bom dia, {fornecedor}! Preço para {veiculo}:\n{pecas}\nAté {prazo}: {link}\n<b>{oficina}</b>";
    expect(await save(shop.id, { supplierRequestTemplate: own })).toMatchObject({ ok: true });
    expect(await getPartsSettings(shop.id)).toMatchObject({ supplierTemplate: own });
    expect((await getProfile(shop.id)).supplierRequestTemplate).toBe(own);

    // Line breaks count once, as the field counts them, though a form posts them as CRLF.
    const long = `{link}${"a\n".repeat(497)}`;
    expect(long).toHaveLength(1000);
    expect(await save(shop.id, { supplierRequestTemplate: long.replaceAll("\n", "\r\n") })).toMatchObject({ ok: true });
    expect(await getPartsSettings(shop.id)).toMatchObject({ supplierTemplate: long.trim() });

    // As a form posts the default (its line breaks as CRLF), or blank.
    for (const typed of [DEFAULT_SUPPLIER_REQUEST_TEMPLATE.replaceAll("\n", "\r\n"), ""]) {
      await save(shop.id, { supplierRequestTemplate: typed });
      expect(await getPartsSettings(shop.id)).toMatchObject({ supplierTemplate: DEFAULT_SUPPLIER_REQUEST_TEMPLATE });
      const stored = getDb().select({ template: shops.supplierRequestTemplate }).from(shops);
      expect(await stored.where(eq(shops.id, shop.id))).toEqual([{ template: null }]);
    }
  });

  it.each([
    ["a placeholder that does not exist", "Olá {nome}, preço da {peca}? {link}", m.templateUnknown(["nome", "peca"])],
    ["no {link}", "Olá {fornecedor}, preço para {veiculo}?", m.templateWithoutLink],
    ["too long", `{link} ${"a".repeat(1000)}`, m.templateTooLong(1000)],
  ])("refuses %s on its field and saves nothing", async (_case, typed, message) => {
    const shop = await signedInShop();
    const before = await getProfile(shop.id);
    const refused = await save(shop.id, { supplierRequestTemplate: typed, partsMarkup: "45" });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { supplierRequestTemplate: [message] } });
    expect(await getProfile(shop.id)).toEqual(before);
  });
});
