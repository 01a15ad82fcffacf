import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";

// The session and the client address (a new one each test) are faked; the database is real.
import { signInAs, signOut } from "../support/request";

const { DEFAULT_DUE_NOTICE_TEMPLATE } = await import("@/lib/service-dues/notice");
const { DEFAULT_SUPPLIER_REQUEST_TEMPLATE } = await import("@/lib/suppliers/message");
const { saveProfileAction } = await import("@/lib/actions/profile");
const { submitShopContact } = await import("@/lib/actions/public-page");
const { findPublicShop, getProfile, getQuoteDefaults } = await import("@/lib/data/profile");
const { listLeads } = await import("@/lib/data/leads");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { DEFAULT_WARRANTY_TEXT } = await import("@/lib/quotes/items");
const { DEFAULT_WHATSAPP_TEMPLATE } = await import("@/lib/quotes/whatsapp");
const { DEFAULT_READY_TEMPLATE } = await import("@/lib/quotes/ready-message");
const { getJobSettings } = await import("@/lib/data/job-settings");
const { QUOTE_DEFAULT_LIMITS } = await import("@/lib/validation/profile");
const { QUOTE_LIMITS } = await import("@/lib/validation/quote");
const { createMechanic, profileInput, saveLoadedProfile } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

function form(fields: Record<string, string>) {
  return submittedForm(fields);
}

describe("the profile of each shop", () => {
  it("starts with the product's defaults, and a missing row is 'no profile yet', not an error", async () => {
    const shop = await createMechanic({ plan: "basic" });
    const expected = {
      shopName: "",
      ownerName: "",
      description: "",
      slug: null,
      logoUrl: null,
      openingHours: defaultOpeningHours(),
      whatsappIntegration: "",
      services: [],
      hourlyRate: null,
      paymentTerms: "",
      warrantyText: DEFAULT_WARRANTY_TEXT,
      warrantyDays: null,
      whatsappTemplate: DEFAULT_WHATSAPP_TEMPLATE,
      readyTemplate: DEFAULT_READY_TEMPLATE,
      dueNoticeTemplate: DEFAULT_DUE_NOTICE_TEMPLATE,
      reminderEmails: true,
      dailySummary: true,
      partsMarkup: null,
      supplierRequestTemplate: DEFAULT_SUPPLIER_REQUEST_TEMPLATE,
      identity: { taxId: null, postalCode: null, street: null, streetNumber: null, district: null, city: null, state: null },
      pix: { pixKeyType: null, pixKey: null, pixName: null, pixCity: null },
      publicCnpj: false,
    };
    expect(await getProfile(shop.id)).toEqual({ ...expected, version: 1 });
  });

  it("saves and loads every field for two users, neither touching the other's", async () => {
    const shopA = await createMechanic({ plan: "basic" });
    const shopB = await createMechanic({ plan: "pro" });
    const tag = randomUUID().slice(0, 8);
    const inputA = profileInput({
      shopName: `Oficina A ${tag}`,
      ownerName: "Ana",
      description: "Freios e suspensão",
      whatsappIntegration: "(11) 91234-5678",
      services: [{ id: "s1", name: "Troca de óleo", price: 120.5, description: "Com filtro" }],
      openingHours: { ...defaultOpeningHours(), sunday: { open: true, hours: "08:00-12:00" } },
      hourlyRate: "120.50",
      paymentTerms: "PIX na entrega",
      warrantyText: "Garantia de 6 meses nas peças e serviços.",
      whatsappTemplate: "Oi {cliente}, o orçamento {numero}: {link}",
    });
    expect(await saveLoadedProfile(shopA.id, inputA)).toMatchObject({ ok: true, slug: `oficina-a-${tag}` });
    expect(await saveLoadedProfile(shopB.id, profileInput({ shopName: `Oficina B ${tag}` }))).toMatchObject({
      ok: true,
      slug: `oficina-b-${tag}`,
    });

    const loadedA = await getProfile(shopA.id);
    expect(loadedA).toMatchObject({ ...inputA, slug: `oficina-a-${tag}`, logoUrl: null });
    expect((await getProfile(shopB.id)).shopName).toBe(`Oficina B ${tag}`);
    expect(await getQuoteDefaults(shopA.id)).toMatchObject({
      hourlyRate: "120.50",
      paymentTerms: "PIX na entrega",
      warrantyText: "Garantia de 6 meses nas peças e serviços.",
    });
    expect(await getQuoteDefaults(shopB.id)).toMatchObject({ hourlyRate: null, paymentTerms: "", warrantyText: DEFAULT_WARRANTY_TEXT });
    expect((await getQuoteDefaults(shopA.id)).whatsappTemplate).toBe("Oi {cliente}, o orçamento {numero}: {link}");
    expect((await getQuoteDefaults(shopB.id)).whatsappTemplate).toBe(DEFAULT_WHATSAPP_TEMPLATE);

    // B saving again (even with A's slug typed in) changes nothing of A's.
    expect(await saveLoadedProfile(shopB.id, profileInput({ shopName: "B", slug: `oficina-a-${tag}` }))).toEqual({
      ok: false,
      reason: "slugTaken",
    });
    expect(await getProfile(shopA.id)).toEqual(loadedA);
  });

  it("drops stored services that lack a string id, a string name or a numeric price", async () => {
    const shop = await createMechanic({ plan: "basic" });
    const stored = [
      { id: "ok", name: "Alinhamento", price: 80 },
      { id: "sem-preco", name: "Balanceamento" },
      { name: "sem id", price: 1 },
    ];
    await getDb()
      .update(shops)
      .set({ services: stored as never })
      .where(eq(shops.id, shop.id));
    expect((await getProfile(shop.id)).services).toEqual([{ id: "ok", name: "Alinhamento", price: 80 }]);
  });
});

describe("slugs", () => {
  it("are derived from the shop name, numbered when taken, kept on later saves", async () => {
    const tag = randomUUID().slice(0, 8);
    const [first, second, third] = await Promise.all([
      createMechanic({ plan: "basic" }),
      createMechanic({ plan: "basic" }),
      createMechanic({ plan: "basic" }),
    ]);
    const name = `Auto Mecânica São José ${tag}`;
    const base = `auto-mecanica-sao-jose-${tag}`;
    expect(await saveLoadedProfile(first!.id, profileInput({ shopName: name }))).toMatchObject({ ok: true, slug: base });
    expect(await saveLoadedProfile(second!.id, profileInput({ shopName: name }))).toMatchObject({ ok: true, slug: `${base}-2` });
    expect(await saveLoadedProfile(third!.id, profileInput({ shopName: name }))).toMatchObject({ ok: true, slug: `${base}-3` });
    // Saving again with its own slug keeps it; its own slug never counts as taken.
    expect(await saveLoadedProfile(first!.id, profileInput({ shopName: name, slug: base }))).toMatchObject({ ok: true, slug: base });
    expect(await saveLoadedProfile(second!.id, profileInput({ shopName: name }))).toMatchObject({ ok: true, slug: `${base}-2` });
  });

  it("are derived again, not refused, when shops of one name save at the same moment", async () => {
    const tag = randomUUID().slice(0, 8);
    const shops = await Promise.all(Array.from({ length: 4 }, () => createMechanic({ plan: "basic" })));
    const saved = await Promise.all(shops.map((shop) => saveLoadedProfile(shop.id, profileInput({ shopName: `Oficina Gêmea ${tag}` }))));
    expect(saved.every((result) => result.ok)).toBe(true);
    const slugs = saved.map((result) => (result.ok ? result.slug : null));
    expect(new Set(slugs).size).toBe(4);
  });

  it("can be edited, refuse one taken by another shop, and free the old one", async () => {
    const tag = randomUUID().slice(0, 8);
    const shopA = await createMechanic({ plan: "basic" });
    const shopB = await createMechanic({ plan: "basic" });
    await saveLoadedProfile(shopA.id, profileInput({ shopName: "A", slug: `primeira-${tag}` }));
    expect(await saveLoadedProfile(shopB.id, profileInput({ shopName: "B", slug: `primeira-${tag}` }))).toEqual({
      ok: false,
      reason: "slugTaken",
    });
    expect(await saveLoadedProfile(shopA.id, profileInput({ shopName: "A", slug: `nova-${tag}` }))).toMatchObject({
      ok: true,
      slug: `nova-${tag}`,
    });
    expect(await saveLoadedProfile(shopB.id, profileInput({ shopName: "B", slug: `primeira-${tag}` }))).toMatchObject({
      ok: true,
      slug: `primeira-${tag}`,
    });
  });

  it("are refused with a clear message by the save action, keeping the field's error", async () => {
    const tag = randomUUID().slice(0, 8);
    const shopA = await createMechanic({ plan: "basic" });
    const shopB = await createMechanic({ plan: "basic" });
    await saveLoadedProfile(shopA.id, profileInput({ shopName: "A", slug: `ocupado-${tag}` }));
    signInAs(shopB.id);
    const fields = {
      shopName: `Oficina B ${tag}`,
      ownerName: "",
      description: "",
      slug: `Ocupado ${tag}`,
      whatsappIntegration: "",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: "1",
    };
    expect(await saveProfileAction(null, form(fields))).toEqual({
      ok: false,
      message: messages.profile.saveError + messages.profile.slugTaken,
      fieldErrors: { slug: [messages.profile.slugTakenField] },
    });
    expect(await saveProfileAction(null, form({ ...fields, slug: "" }))).toEqual({ ok: true, message: messages.profile.saved });
    expect((await getProfile(shopB.id)).slug).toBe(`oficina-b-${tag}`);
  });
});

describe("reserved slugs", () => {
  /** The profile form as the browser posts it, for `shop` at its current version. */
  async function profileForm(shopId: string, fields: Record<string, string>) {
    return form({
      shopName: "Oficina do Zé",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "(11) 91234-5678",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: String((await getProfile(shopId)).version),
      ...fields,
    });
  }

  const refusedSlug = {
    ok: false,
    message: messages.profile.saveError + messages.profile.slugReserved,
    fieldErrors: { slug: [messages.profile.slugReservedField] },
  };

  // What the outside test got accepted, and the variants of the product's name and the system's words.
  it.each([
    "oficina-digital",
    "Oficina Digital",
    "suporte",
    "login",
    "admin",
    "dashboard",
    "oficina-digital-suporte",
    "suporte-oficina-digital",
    "oficinadigital",
    "oficina-digital-2",
    "minha-oficina-digital",
    "suporte-oficial",
    "Ajuda",
    "api",
    "auth",
    "orcamento",
    "oficina",
    "www",
    "e-mail",
    "Segurança",
  ])("a typed %j is refused on the slug field, nothing saved", async (slug) => {
    const shop = await createMechanic({ plan: "pro" });
    const tag = randomUUID().slice(0, 8);
    await saveLoadedProfile(shop.id, profileInput({ shopName: `Antes ${tag}` }));
    const before = await getProfile(shop.id);
    signInAs(shop.id);
    expect(await saveProfileAction(null, await profileForm(shop.id, { slug }))).toEqual(refusedSlug);
    expect(await getProfile(shop.id)).toEqual(before);
    expect(await findPublicShop(slug)).toBeNull();
  });

  it("refuses it in the data layer too, whoever calls it", async () => {
    const shop = await createMechanic({ plan: "pro" });
    expect(await saveLoadedProfile(shop.id, profileInput({ shopName: "Qualquer", slug: "suporte" }))).toEqual({
      ok: false,
      reason: "slugReserved",
    });
    expect(await saveLoadedProfile(shop.id, profileInput({ shopName: "Qualquer", slug: "oficina-digital-ajuda" }))).toEqual({
      ok: false,
      reason: "slugReserved",
    });
  });

  it("keeps a shop's own words around the system's: oficina-do-ze, suporte-2, auto-center-login-motos", async () => {
    for (const slug of [
      `oficina-do-ze-${randomUUID().slice(0, 8)}`,
      `suporte-${randomUUID().slice(0, 8)}`,
      `auto-center-login-motos-${randomUUID().slice(0, 8)}`,
    ]) {
      const shop = await createMechanic({ plan: "pro" });
      expect(await saveLoadedProfile(shop.id, profileInput({ shopName: "Oficina do Zé", slug }))).toMatchObject({ ok: true, slug });
    }
  });

  it("gives a shop whose name is a reserved word a suffixed address instead of an error", async () => {
    const cases: [string, RegExp][] = [
      ["Suporte", /^suporte-mecanica(-\d+)?$/],
      ["Oficina", /^oficina-mecanica(-\d+)?$/],
      ["Login", /^login-mecanica(-\d+)?$/],
      ["Suporte Oficial", /^suporte-oficial-mecanica(-\d+)?$/],
    ];
    for (const [shopName, slug] of cases) {
      const shop = await createMechanic({ plan: "pro" });
      signInAs(shop.id);
      expect(await saveProfileAction(null, await profileForm(shop.id, { shopName, slug: "" }))).toEqual({
        ok: true,
        message: messages.profile.saved,
      });
      const saved = await getProfile(shop.id);
      expect(saved.slug).toMatch(slug);
      // The form sends the address back on the next save: it stays.
      expect(await saveProfileAction(null, await profileForm(shop.id, { shopName, slug: saved.slug! }))).toEqual({
        ok: true,
        message: messages.profile.saved,
      });
      expect((await getProfile(shop.id)).slug).toBe(saved.slug);
    }
  });

  // Our choice: the product's name is refused in the shop's name too (page title, quotes, the
  // e-mails sent "via Oficina Digital"); any other words are the shop's.
  it.each(["Oficina Digital", "Oficina Digital — Suporte Oficial", "OFICINA-DIGITAL Motos", "Auto OficinaDigital"])(
    "refuses the shop name %j on its field, keeping the rest of the form",
    async (shopName) => {
      const shop = await createMechanic({ plan: "pro" });
      signInAs(shop.id);
      const result = await saveProfileAction(null, await profileForm(shop.id, { shopName, slug: `minha-${randomUUID().slice(0, 8)}` }));
      expect(result).toEqual({
        ok: false,
        message: messages.profile.saveError + messages.profile.shopNameIsProduct,
        fieldErrors: { shopName: [messages.profile.shopNameIsProduct] },
      });
      expect((await getProfile(shop.id)).shopName).toBe("");
    },
  );
});

describe("the save action", () => {
  it("refuses bad input with the product's prefix and a reason, changing nothing (no 500)", async () => {
    const shop = await createMechanic({ plan: "basic" });
    await saveLoadedProfile(shop.id, profileInput({ shopName: "Antes" }));
    signInAs(shop.id);
    const valid = {
      shopName: "Depois",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: String((await getProfile(shop.id)).version),
    };
    // null: a forged payload, answered in zod's own words.
    const cases: [Record<string, string>, string | null][] = [
      [{ ...valid, services: JSON.stringify([{ id: "x", name: "  ", price: "10" }]) }, messages.profile.serviceNameRequired],
      [
        { ...valid, services: JSON.stringify([{ id: "x", name: "Freio", price: "-1" }]) },
        messages.profile.servicePriceInvalid("Freio", messages.money.negative),
      ],
      [
        { ...valid, services: JSON.stringify([{ id: "x", name: "Freio", price: "12,345" }]) },
        messages.profile.servicePriceInvalid("Freio", messages.money.tooManyDecimals),
      ],
      [{ ...valid, services: "{não é json" }, "Dados do formulário inválidos. Recarregue a página."],
      [{ ...valid, openingHours: JSON.stringify({ monday: { open: "sim" } }) }, null],
      [{ ...valid, shopName: "x".repeat(121) }, "O nome da oficina deve ter no máximo 120 caracteres."],
    ];
    for (const [fields, reason] of cases) {
      const result = await saveProfileAction(null, form(fields));
      expect(result.ok).toBe(false);
      expect(result.message?.startsWith(messages.profile.saveError)).toBe(true);
      if (reason) expect(result.message).toBe(messages.profile.saveError + reason);
    }
    expect((await getProfile(shop.id)).shopName).toBe("Antes");
  });

  it("reads each service's price as typed, the Brazilian way, whatever the browser's language", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    const typed = ["120", "120,00", "1.234,56", "1234.56", ""];
    const services = typed.map((price, index) => ({ id: `s${index}`, name: `Serviço ${index}`, price }));
    const fields = {
      shopName: "Preços",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: "1",
    };
    expect(await saveProfileAction(null, form({ ...fields, services: JSON.stringify(services) }))).toEqual({
      ok: true,
      message: messages.profile.saved,
    });
    expect((await getProfile(shop.id)).services.map((service) => service.price)).toEqual([120, 120, 1234.56, 1234.56, 0]);
  });

  it("needs a signed-in subscriber", async () => {
    const shop = await createMechanic();
    signInAs(shop.id);
    expect(await saveProfileAction(null, form({}))).toEqual({
      ok: false,
      message: messages.guard.planRequired,
      redirectTo: "/dashboard/plans",
    });
    signOut();
    expect(await saveProfileAction(null, form({}))).toEqual({
      ok: false,
      message: messages.validation.loggedInRequired,
      redirectTo: "/auth",
    });
  });
});

describe("the quote defaults ('Orçamentos')", () => {
  async function signedInShop() {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    return shop;
  }
  /** The whole form as the browser posts it, at the profile's current version. */
  async function formFor(shopId: string, changes: Record<string, string>) {
    const fields = {
      shopName: "Oficina Orçamentos",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      hourlyRate: "",
      paymentTerms: "",
      warrantyText: DEFAULT_WARRANTY_TEXT,
      whatsappTemplate: DEFAULT_WHATSAPP_TEMPLATE,
      version: String((await getProfile(shopId)).version),
    };
    return form({ ...fields, ...changes });
  }
  const storedWarranty = async (shopId: string) =>
    (await getDb().select({ text: shops.warrantyText }).from(shops).where(eq(shops.id, shopId)))[0]?.text;

  it("are saved by the profile's save, read the Brazilian way, and are what a new quote starts from", async () => {
    const shop = await signedInShop();
    const typed = {
      hourlyRate: "1.234,5",
      paymentTerms: "  PIX, cartão ou dinheiro na entrega ",
      warrantyText: "Garantia de 6 meses (peças e serviços).",
    };
    expect(await saveProfileAction(null, await formFor(shop.id, typed))).toEqual({ ok: true, message: messages.profile.saved });
    const expected = {
      hourlyRate: "1234.50",
      paymentTerms: "PIX, cartão ou dinheiro na entrega",
      warrantyText: "Garantia de 6 meses (peças e serviços).",
    };
    expect(await getProfile(shop.id)).toMatchObject(expected);
    expect(await getQuoteDefaults(shop.id)).toMatchObject(expected);
    // The public page never carries them.
    expect(Object.keys((await findPublicShop((await getProfile(shop.id)).slug!))!)).not.toContain("hourlyRate");
  });

  it("blank: no rate, no terms, and the default warranty, which is stored as 'none' whether blank or typed as it is", async () => {
    const shop = await signedInShop();
    await saveProfileAction(null, await formFor(shop.id, { hourlyRate: "90", paymentTerms: "Cartão", warrantyText: "Outra garantia." }));
    expect(await storedWarranty(shop.id)).toBe("Outra garantia.");

    expect(await saveProfileAction(null, await formFor(shop.id, { hourlyRate: " ", paymentTerms: "", warrantyText: "  " }))).toMatchObject({
      ok: true,
    });
    expect(await getProfile(shop.id)).toMatchObject({ hourlyRate: null, paymentTerms: "", warrantyText: DEFAULT_WARRANTY_TEXT });
    expect(await getQuoteDefaults(shop.id)).toMatchObject({ hourlyRate: null, paymentTerms: "", warrantyText: DEFAULT_WARRANTY_TEXT });
    expect(await storedWarranty(shop.id)).toBeNull();

    await saveProfileAction(null, await formFor(shop.id, { warrantyText: "Outra garantia." }));
    expect(await saveProfileAction(null, await formFor(shop.id, { warrantyText: DEFAULT_WARRANTY_TEXT }))).toMatchObject({ ok: true });
    expect(await storedWarranty(shop.id)).toBeNull();
  });

  it("the WhatsApp message: the shop's own, or the default when blank or typed as it is", async () => {
    const shop = await signedInShop();
    const storedTemplate = async () =>
      (await getDb().select({ text: shops.whatsappTemplate }).from(shops).where(eq(shops.id, shop.id)))[0]?.text;
    expect(await saveProfileAction(null, await formFor(shop.id, { whatsappTemplate: " Oi {cliente}: {link} " }))).toMatchObject({
      ok: true,
    });
    expect(await storedTemplate()).toBe("Oi {cliente}: {link}");
    expect((await getQuoteDefaults(shop.id)).whatsappTemplate).toBe("Oi {cliente}: {link}");

    for (const typed of ["", DEFAULT_WHATSAPP_TEMPLATE]) {
      await saveProfileAction(null, await formFor(shop.id, { whatsappTemplate: "Outra {link}" }));
      expect(await saveProfileAction(null, await formFor(shop.id, { whatsappTemplate: typed }))).toMatchObject({ ok: true });
      expect(await storedTemplate()).toBeNull();
      expect((await getProfile(shop.id)).whatsappTemplate).toBe(DEFAULT_WHATSAPP_TEMPLATE);
    }

    // A misspelt placeholder is refused next to the field, nothing saved.
    const before = await getProfile(shop.id);
    const refused = await saveProfileAction(null, await formFor(shop.id, { whatsappTemplate: "Oi {nome}: {link}" }));
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { whatsappTemplate: [messages.profileQuoteDefaults.whatsappTemplateUnknown(["nome"])] },
    });
    expect(await getProfile(shop.id)).toEqual(before);
  });

  it("the 'Carro pronto' message: the shop's own, the default when blank, a misspelt placeholder refused", async () => {
    const shop = await signedInShop();
    expect(await saveProfileAction(null, await formFor(shop.id, { readyTemplate: " Pronto, {cliente}! {link} " }))).toMatchObject({
      ok: true,
    });
    expect((await getProfile(shop.id)).readyTemplate).toBe("Pronto, {cliente}! {link}");
    expect((await getJobSettings(shop.id)).readyTemplate).toBe("Pronto, {cliente}! {link}");
    expect(await saveProfileAction(null, await formFor(shop.id, { readyTemplate: "" }))).toMatchObject({ ok: true });
    expect((await getJobSettings(shop.id)).readyTemplate).toBe(DEFAULT_READY_TEMPLATE);
    const before = await getProfile(shop.id);
    expect(await saveProfileAction(null, await formFor(shop.id, { readyTemplate: "Oi {placa}" }))).toMatchObject({
      ok: false,
      fieldErrors: { readyTemplate: [messages.readyTemplate.unknown(["placa"])] },
    });
    expect(await getProfile(shop.id)).toEqual(before);
  });

  it("refuse a rate they cannot read and texts too long, next to the field, changing nothing", async () => {
    const shop = await signedInShop();
    await saveProfileAction(null, await formFor(shop.id, { hourlyRate: "100", paymentTerms: "PIX", warrantyText: "Minha garantia." }));
    const before = await getProfile(shop.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ hourlyRate: "12,345" }, "hourlyRate", messages.profileQuoteDefaults.hourlyRateInvalid(messages.money.tooManyDecimals)],
      [{ hourlyRate: "-50" }, "hourlyRate", messages.profileQuoteDefaults.hourlyRateInvalid(messages.money.negative)],
      [{ hourlyRate: "cem reais" }, "hourlyRate", messages.profileQuoteDefaults.hourlyRateInvalid(messages.money.invalid)],
      [
        { paymentTerms: "x".repeat(QUOTE_LIMITS.paymentTerms + 1) },
        "paymentTerms",
        messages.quotes.paymentTermsTooLong(QUOTE_LIMITS.paymentTerms),
      ],
      [{ warrantyText: "x".repeat(QUOTE_LIMITS.warranty + 1) }, "warrantyText", messages.quotes.warrantyTooLong(QUOTE_LIMITS.warranty)],
    ];
    for (const [changes, field, reason] of cases) {
      expect(await saveProfileAction(null, await formFor(shop.id, { shopName: "Mudou", ...changes }))).toEqual({
        ok: false,
        message: messages.profile.saveError + reason,
        fieldErrors: { [field]: [reason] },
      });
    }
    expect(await getProfile(shop.id)).toEqual(before);
  });

  it("take a quote's own limits, since they are copied into every new quote", async () => {
    expect(QUOTE_DEFAULT_LIMITS).toEqual({ paymentTerms: QUOTE_LIMITS.paymentTerms, warranty: QUOTE_LIMITS.warranty });
    const shop = await signedInShop();
    const longest = { paymentTerms: "p".repeat(QUOTE_LIMITS.paymentTerms), warrantyText: "g".repeat(QUOTE_LIMITS.warranty) };
    expect(await saveProfileAction(null, await formFor(shop.id, longest))).toMatchObject({ ok: true });
    expect(await getQuoteDefaults(shop.id)).toMatchObject(longest);
  });

  it("are kept by a save that leaves them out (only a caller of the data layer can)", async () => {
    const shop = await signedInShop();
    await saveProfileAction(null, await formFor(shop.id, { hourlyRate: "80", paymentTerms: "PIX", warrantyText: "Minha garantia." }));
    const withoutThem = {
      shopName: "Só o nome",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: [],
      openingHours: defaultOpeningHours(),
    };
    expect(await saveLoadedProfile(shop.id, withoutThem)).toMatchObject({ ok: true });
    expect(await getProfile(shop.id)).toMatchObject({
      shopName: "Só o nome",
      hourlyRate: "80.00",
      paymentTerms: "PIX",
      warrantyText: "Minha garantia.",
    });
  });
});

describe("the public page's data and contact form", () => {
  it("exists only for a shop with a plan and a known slug", async () => {
    const tag = randomUUID().slice(0, 8);
    const subscribed = await createMechanic({ plan: "pro" });
    const withoutPlan = await createMechanic();
    await saveLoadedProfile(subscribed.id, profileInput({ shopName: `Com Plano ${tag}`, description: "Desde 1990" }));
    await saveLoadedProfile(withoutPlan.id, profileInput({ shopName: `Sem Plano ${tag}` }));
    expect(await findPublicShop(`com-plano-${tag}`)).toMatchObject({
      shopId: subscribed.id,
      shopName: `Com Plano ${tag}`,
      description: "Desde 1990",
    });
    expect(await findPublicShop(`sem-plano-${tag}`)).toBeNull();
    expect(await findPublicShop(`desconhecida-${tag}`)).toBeNull();
  });

  it("creates a lead owned by the shop, seen by it and by no other shop", async () => {
    const tag = randomUUID().slice(0, 8);
    const shop = { ...(await createMechanic({ plan: "basic" })), isOperator: false };
    const other = { ...(await createMechanic({ plan: "basic" })), isOperator: false };
    await saveLoadedProfile(shop.id, profileInput({ shopName: `Contato ${tag}` }));
    const contact = { name: `Cliente ${tag}`, email: "cliente@exemplo.com", phone: "(11) 91234-5678", message: "Barulho no freio" };

    expect(await submitShopContact(`contato-${tag}`, null, form(contact))).toEqual({ ok: true, message: messages.leads.sent });
    const seen = await listLeads(shop, { search: tag });
    expect(seen.items).toMatchObject([{ name: `Cliente ${tag}`, phone: "(11) 91234-5678", isMechanic: false }]);
    expect((await listLeads(other, { search: tag })).total).toBe(0);

    expect(await submitShopContact(`contato-${tag}`, null, form({ ...contact, email: "x" }))).toMatchObject({
      ok: false,
      message: messages.leads.sendError + messages.validation.emailInvalid,
    });
    expect(await submitShopContact(`nao-existe-${tag}`, null, form(contact))).toEqual({
      ok: false,
      message: messages.leads.sendError + messages.publicPage.shopNotFound,
    });
    expect((await listLeads(shop, { search: tag })).total).toBe(1);
  });
});
