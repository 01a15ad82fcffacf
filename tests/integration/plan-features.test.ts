import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { assistantSettings, customers, quoteSends } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { recordWhatsAppSendAction, sendQuoteEmailAction, saveCustomerPhoneAction } = await import("@/lib/actions/quote-sending");
const { saveAssistantSettingsAction, uploadAssistantImageAction } = await import("@/lib/actions/ai-assistant");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { planAllows } = await import("@/lib/plans");
const { createMechanic, putOnPlan } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.planLimits;

/** A signed-in shop with one customer (with a valid phone) and one quote. */
async function shopWithQuote(plan: "basic" | "pro") {
  const shop = await createMechanic({ plan, shopName: "Oficina do Zé" });
  signInAs(shop.id);
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "(11) 98888-7777", email: "cliente@example.com", notes: "" });
  const quote = await createQuote(shop.id, customer.id, { description: "Troca de óleo", cost: 120 });
  return { ...shop, customerId: customer.id, quoteId: quote!.id };
}

async function sendsOf(shopId: string) {
  return getDb().select().from(quoteSends).where(eq(quoteSends.shopId, shopId));
}

describe("the Profissional features", () => {
  it("are Profissional's only", () => {
    for (const feature of ["whatsappSend", "emailSend", "aiAssistant"] as const) {
      expect(planAllows("pro", feature)).toBe(true);
      expect(planAllows("basic", feature)).toBe(false);
      expect(planAllows(null, feature)).toBe(false);
    }
  });

  it("a Básico shop's WhatsApp and e-mail sends are refused on the server, recording nothing", async () => {
    const shop = await shopWithQuote("basic");
    expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toEqual({
      ok: false,
      message: m.proOnly.whatsappSend,
      upgradeHref: "/dashboard/plans",
    });
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: "cliente@example.com" }))).toEqual({
      ok: false,
      message: m.proOnly.emailSend,
      upgradeHref: "/dashboard/plans",
    });
    expect(await sendsOf(shop.id)).toEqual([]);
  });

  it("a Básico shop still saves the customer's phone", async () => {
    const shop = await shopWithQuote("basic");
    expect(await saveCustomerPhoneAction(shop.quoteId, null, form({ phone: "(21) 97777-6666" }))).toMatchObject({ ok: true });
    const [row] = await getDb().select({ phone: customers.phone }).from(customers).where(eq(customers.id, shop.customerId));
    expect(row?.phone).toContain("97777");
  });

  it("a Profissional shop records its WhatsApp send", async () => {
    const shop = await shopWithQuote("pro");
    expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toEqual({ ok: true });
    expect(await sendsOf(shop.id)).toHaveLength(1);
  });

  it("a Básico shop's assistant settings and image are refused on the server", async () => {
    const shop = await shopWithQuote("basic");
    const settings = form({ name: "Zé", basePrompt: "Responda curto." }, null);
    expect(await saveAssistantSettingsAction(null, settings)).toEqual({
      ok: false,
      message: m.proOnly.aiAssistant,
      upgradeHref: "/dashboard/plans",
    });
    const image = new FormData();
    image.set("image", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" }));
    expect(await uploadAssistantImageAction(image)).toEqual({ ok: false, message: m.proOnly.aiAssistant, upgradeHref: "/dashboard/plans" });
    expect(await getDb().select().from(assistantSettings).where(eq(assistantSettings.shopId, shop.id))).toEqual([]);
  });

  it("after a downgrade to Básico they are refused; back on Profissional they work again", async () => {
    const shop = await shopWithQuote("pro");
    expect(await saveAssistantSettingsAction(null, form({ name: "Zé", basePrompt: "Responda curto." }, null))).toMatchObject({ ok: true });
    await putOnPlan(shop.id, "basic");
    expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toMatchObject({ ok: false, message: m.proOnly.whatsappSend });
    expect(await saveAssistantSettingsAction(null, form({ name: "Outro", basePrompt: "x" }, null))).toMatchObject({
      ok: false,
      message: m.proOnly.aiAssistant,
    });
    // The settings saved on Profissional are kept.
    const [kept] = await getDb()
      .select({ name: assistantSettings.name })
      .from(assistantSettings)
      .where(eq(assistantSettings.shopId, shop.id));
    expect(kept?.name).toBe("Zé");
    await putOnPlan(shop.id, "pro");
    expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toEqual({ ok: true });
  });
});
