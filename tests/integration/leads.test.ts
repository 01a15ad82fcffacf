import { randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leads } from "@/db/schema";

// The client address a browser's request would carry (a new one each test); everything else is
// the real database.
import { setClientAddress } from "../support/request";

const { submitLandingLead } = await import("@/lib/actions/landing");
const { submitShopContact } = await import("@/lib/actions/public-page");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { HONEYPOT_FIELD } = await import("@/lib/leads/honeypot");
const { deleteLead, listLeads, listLeadsForExport, createLead } = await import("@/lib/data/leads");
const { getOverview } = await import("@/lib/data/overview");
const { messages } = await import("@/lib/messages");
const { createMechanic, saveLoadedProfile } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

function leadForm(fields: Record<string, string>) {
  return submittedForm(fields);
}

async function storedLeads(email: string) {
  return getDb().select().from(leads).where(eq(leads.email, email));
}

describe("the site's lead form", () => {
  it("stores a valid lead with no owner", async () => {
    const email = `${randomUUID()}@exemplo.com`;
    const result = await submitLandingLead(null, leadForm({ name: "  Ana Lima ", email, phone: "(11) 91234-5678", isMechanic: "on" }));
    expect(result).toEqual({ ok: true, message: messages.leads.sent });
    expect(await storedLeads(email)).toMatchObject([{ shopId: null, name: "Ana Lima", phone: "(11) 91234-5678", isMechanic: true }]);
  });

  it.each([
    [{ name: "", email: "a@b.com" }, "Informe seu nome."],
    [{ name: "   ", email: "a@b.com" }, "Informe seu nome."],
    [{ name: "Ana", email: "nao-e-email" }, messages.validation.emailInvalid],
    [{ name: "x".repeat(121), email: "a@b.com" }, "O nome deve ter no máximo 120 caracteres."],
    [{ name: "Ana", email: "a@b.com", phone: "<script>" }, messages.validation.phoneInvalid],
    // The landing page still asks for an e-mail: a phone alone is a shop's contact form's rule.
    [{ name: "Ana", email: "", phone: "(11) 91234-5678" }, messages.validation.emailRequired],
  ])("refuses %j with the product's prefix and a reason, storing nothing", async (fields, reason) => {
    // Other files store landing leads at the same time: look for this one's own row, not a count.
    const email = fields.email === "a@b.com" ? `${randomUUID()}@b.com` : fields.email;
    const result = await submitLandingLead(null, leadForm({ ...fields, email }));
    expect(result).toMatchObject({ ok: false, message: messages.leads.sendError + reason });
    const sameContact = email
      ? eq(leads.email, email)
      : and(or(isNull(leads.email), eq(leads.email, "")), eq(leads.phone, "phone" in fields ? fields.phone : ""));
    expect(
      await getDb()
        .select()
        .from(leads)
        .where(and(isNull(leads.shopId), sameContact)),
    ).toHaveLength(0);
  });

  it("keeps hostile text as plain data", async () => {
    const email = `${randomUUID()}@exemplo.com`;
    const name = `<img src=x onerror=alert(1)>'; DROP TABLE leads; --`;
    expect((await submitLandingLead(null, leadForm({ name, email }))).ok).toBe(true);
    expect((await storedLeads(email))[0]?.name).toBe(name);
  });

  it("answers a bot that fills the honeypot as if all went well, storing nothing", async () => {
    const email = `${randomUUID()}@exemplo.com`;
    const result = await submitLandingLead(null, leadForm({ name: "Bot", email, [HONEYPOT_FIELD]: "http://spam" }));
    expect(result).toEqual({ ok: true, message: messages.leads.sent });
    expect(await storedLeads(email)).toHaveLength(0);
  });

  it("accepts 5 submissions per address in 15 minutes, then refuses", async () => {
    const results = [];
    for (let index = 0; index < 6; index++) {
      results.push(await submitLandingLead(null, leadForm({ name: "Ana", email: `${randomUUID()}@exemplo.com` })));
    }
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    expect(results[5]).toEqual({ ok: false, message: messages.leads.sendError + messages.leads.tooMany });
    setClientAddress(`203.0.113.${randomUUID()}`);
    expect((await submitLandingLead(null, leadForm({ name: "Ana", email: `${randomUUID()}@exemplo.com` }))).ok).toBe(true);
  });
});

describe("who sees which leads", () => {
  it("shows an operator the site's leads, each shop only its own, in lists, export, counts and deletes", async () => {
    const operator = { ...(await createMechanic({ plan: "pro" })), isOperator: true };
    const shopA = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const shopB = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const tag = randomUUID();
    const siteLead = await createLead(null, { name: `Site ${tag}`, email: "site@exemplo.com", phone: "", isMechanic: true });
    const leadA = await createLead(shopA.id, { name: `Cliente A ${tag}`, email: "a@exemplo.com", phone: "", isMechanic: false });

    expect((await listLeads(operator, { search: tag })).items.map((lead) => lead.id)).toEqual([siteLead!.id]);
    expect((await listLeads(shopA, { search: tag })).items.map((lead) => lead.id)).toEqual([leadA!.id]);
    expect((await listLeads(shopB, { search: tag })).total).toBe(0);
    // Without a search a shop's total comes from shop_counts: shop B's is still its own.
    expect(await listLeads(shopB)).toMatchObject({ items: [], total: 0 });
    expect(await listLeads(shopA)).toMatchObject({ items: [{ id: leadA!.id }], total: 1 });
    expect(await listLeadsForExport(shopB, tag)).toEqual([]);
    expect((await getOverview(shopB)).leads).toBe(0);
    expect((await getOverview(shopA)).leads).toBe(1);

    expect(await deleteLead(shopB, leadA!.id)).toBe(false);
    expect(await deleteLead(shopB, siteLead!.id)).toBe(false);
    expect(await deleteLead(shopA, siteLead!.id)).toBe(false);
    expect(await getDb().select().from(leads).where(eq(leads.id, leadA!.id))).toHaveLength(1);
    expect(await getDb().select().from(leads).where(eq(leads.id, siteLead!.id))).toHaveLength(1);

    expect(await deleteLead(shopA, leadA!.id)).toBe(true);
    expect(await deleteLead(operator, siteLead!.id)).toBe(true);
    expect(await getDb().select().from(leads).where(eq(leads.id, siteLead!.id))).toHaveLength(0);
  });

  it("searches name, e-mail and phone case-insensitively, paginates, and exports every match", async () => {
    const shop = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index < 25; index++) {
      await createLead(shop.id, {
        name: `Pessoa ${index} ${tag}`,
        email: `p${index}@exemplo.com`,
        phone: `(11) 9000-${1000 + index}`,
        isMechanic: false,
      });
    }
    await createLead(shop.id, { name: "Outra", email: `OUTRA-${tag}@EXEMPLO.com`, phone: "", isMechanic: false });

    const first = await listLeads(shop, { search: tag.toUpperCase() });
    expect(first.total).toBe(26);
    expect(first.items).toHaveLength(20);
    expect((await listLeads(shop, { search: tag, page: 2 })).items).toHaveLength(6);
    expect((await listLeads(shop, { search: "9000-1007" })).items.map((lead) => lead.name)).toEqual([`Pessoa 7 ${tag}`]);
    expect((await listLeads(shop, { search: "%" })).total).toBe(0);
    expect(await listLeadsForExport(shop, tag)).toHaveLength(26);
  });

  it("ignores accents both ways, like the customer and supplier searches, and takes % _ and quotes literally", async () => {
    const shop = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const tag = randomUUID().slice(0, 8);
    const names = [`Maria da Conceição ${tag}`, `JOÃO Ávila ${tag}`, `Ana 100%_${tag}`, `D'Ávila ${tag}`];
    for (const name of names) await createLead(shop.id, { name, email: `${randomUUID()}@exemplo.com`, phone: "", isMechanic: false });
    const found = async (search: string) => (await listLeads(shop, { search })).items.map((lead) => lead.name);

    expect(await found("conceicao")).toEqual([names[0]]);
    expect(await found("CONCEIÇÃO")).toEqual([names[0]]);
    expect(await found("joao avila")).toEqual([names[1]]);
    expect(await found("joão ávila")).toEqual([names[1]]);
    expect(await found(`100%_${tag}`)).toEqual([names[2]]);
    expect(await found("0%_x")).toEqual([]);
    expect(await found(`d'avila ${tag}`)).toEqual([names[3]]);
    expect(await listLeadsForExport(shop, "conceicao")).toMatchObject([{ name: names[0] }]);
  });

  it("finds a phone however it is written", async () => {
    const shop = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const lead = await createLead(shop.id, {
      name: "Bruno Reis",
      email: `${randomUUID()}@exemplo.com`,
      phone: "(11) 91234-5678",
      isMechanic: false,
    });
    const other = await createLead(shop.id, {
      name: "Carla 2024",
      email: `carla2024-${randomUUID()}@exemplo.com`,
      phone: "",
      isMechanic: false,
    });
    const found = async (search: string) => (await listLeads(shop, { search })).items.map((item) => item.id);

    for (const search of ["(11) 91234-5678", "11912345678", "91234 5678", "11 91234-5678", "1234-5678", "912345678"]) {
      expect(await found(search), search).toEqual([lead!.id]);
    }
    expect(await found("2024")).toEqual([other!.id]);
    expect(await found("(21) 91234-5678")).toEqual([]);
  });
});

describe("a shop's contact form", () => {
  async function publishedShop() {
    const shop = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const tag = randomUUID().slice(0, 8);
    const profile = {
      shopName: `Contato ${tag}`,
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: [],
      openingHours: defaultOpeningHours(),
    };
    const saved = await saveLoadedProfile(shop.id, profile);
    if (!saved.ok || !saved.slug) throw new Error("profile not saved");
    return { shop, slug: saved.slug, tag };
  }

  it("takes a phone without an e-mail, stores the phone as it is shown, and keeps the message", async () => {
    const { shop, slug, tag } = await publishedShop();
    const sent = await submitShopContact(
      slug,
      null,
      leadForm({ name: `Só WhatsApp ${tag}`, phone: "11 97777 1234", email: "", message: "Troca de óleo\nsábado?" }),
    );
    expect(sent).toEqual({ ok: true, message: messages.leads.sent });
    expect((await listLeads(shop, { search: tag })).items).toMatchObject([
      { name: `Só WhatsApp ${tag}`, email: null, phone: "(11) 97777-1234", message: "Troca de óleo\nsábado?" },
    ]);
  });

  it("refuses neither a phone nor an e-mail, once for the pair, storing nothing", async () => {
    const { shop, slug, tag } = await publishedShop();
    const result = await submitShopContact(slug, null, leadForm({ name: `Sem contato ${tag}`, phone: "", email: "", message: "Oi" }));
    expect(result).toEqual({
      ok: false,
      message: messages.leads.sendError + messages.validation.phoneOrEmailRequired,
      // Said once: the form shows it where the pair's hint was.
      fieldErrors: { contact: [messages.validation.phoneOrEmailRequired] },
    });
    // With the name missing too, every field says what it needs at once.
    const both = await submitShopContact(slug, null, leadForm({ name: "", phone: "", email: "" }));
    expect(both).toMatchObject({
      ok: false,
      fieldErrors: { name: ["Informe seu nome."], contact: [messages.validation.phoneOrEmailRequired] },
    });
    expect((await listLeads(shop)).total).toBe(0);
  });
});

describe("a lead's message", () => {
  it("is found by the shop's search, accents and case ignored, and exported", async () => {
    const shop = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const other = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const tag = randomUUID().slice(0, 8);
    const lead = await createLead(shop.id, {
      name: "Carla",
      email: "",
      phone: "(11) 97777-1234",
      isMechanic: false,
      message: `Embreagem patinando ${tag}`,
    });
    await createLead(shop.id, { name: "Davi", email: `${randomUUID()}@exemplo.com`, phone: "", isMechanic: false, message: "Revisão" });
    await createLead(other.id, {
      name: "Outro",
      email: "",
      phone: "(11) 97777-1234",
      isMechanic: false,
      message: `Embreagem patinando ${tag}`,
    });

    const found = async (search: string) => (await listLeads(shop, { search })).items.map((item) => item.id);
    expect(await found("EMBREAGEM")).toEqual([lead!.id]);
    expect(await found(`patinando ${tag}`)).toEqual([lead!.id]);
    expect(await found("97777")).toEqual([lead!.id]);
    expect(await found("revisao")).toHaveLength(1);
    expect(await listLeadsForExport(shop, "embreagem")).toMatchObject([
      { id: lead!.id, message: `Embreagem patinando ${tag}`, email: null },
    ]);
    // The other shop's lead, with the same words, is its own.
    expect((await listLeads(other, { search: "embreagem" })).items).toHaveLength(1);
    expect((await listLeads(other, { search: "revisao" })).total).toBe(0);
  });
});
