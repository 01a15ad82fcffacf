/**
 * What a shop does with a lead, against the real database and SMTP server:
 * a new lead from its public page is e-mailed to the account's confirmed address (never to an
 * unconfirmed one, once per lead, whatever the visitor wrote escaped); 'Respondido' is stored with
 * its time; 'Transformar em cliente' links the lead to the customer made from it, for the shop's
 * own leads only.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testMailbox } from "../support/mailbox";
import { setClientAddress, signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { leads } = await import("@/db/schema");
const { submitShopContact } = await import("@/lib/actions/public-page");
const { setLeadAnsweredAction } = await import("@/lib/actions/leads");
const { createCustomerAction } = await import("@/lib/actions/customers");
const { createLead, listLeads } = await import("@/lib/data/leads");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { confirmEmail, createMechanic, saveLoadedProfile } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const { mailsTo } = testMailbox();

async function publishedShop({ confirmed = true } = {}) {
  const shop = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
  if (confirmed) await confirmEmail(shop.id);
  const tag = randomUUID().slice(0, 8);
  const saved = await saveLoadedProfile(shop.id, {
    shopName: `Recado ${tag}`,
    ownerName: "",
    description: "",
    slug: "",
    whatsappIntegration: "",
    services: [],
    openingHours: defaultOpeningHours(),
  });
  if (!saved.ok || !saved.slug) throw new Error("profile not saved");
  return { shop, slug: saved.slug, tag };
}

const storedLead = async (id: string) => (await getDb().select().from(leads).where(eq(leads.id, id)))[0];

describe("a new lead from the shop's public page", () => {
  it("is e-mailed to the account's confirmed address, once, with what the visitor wrote escaped", async () => {
    const { shop, slug, tag } = await publishedShop();
    setClientAddress(`203.0.113.${randomUUID()}`);
    const form = submittedForm({ name: `<b>Ana</b> ${tag}`, phone: "(11) 97777-1234", email: "", message: "Freio <script>x</script>" });
    expect(await submitShopContact(slug, null, form)).toEqual({ ok: true, message: messages.leads.sent });
    // The same submit again (a double tap): the same lead, no second e-mail.
    expect(await submitShopContact(slug, null, form)).toEqual({ ok: true, message: messages.leads.sent });

    const mails = await mailsTo(shop.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(messages.leads.mail.subject(`<b>Ana</b> ${tag}`));
    expect(mail?.text).toContain("(11) 97777-1234");
    expect(mail?.text).toContain("Freio <script>x</script>");
    expect(mail?.text).toMatch(/https?:\/\/\S+\/dashboard\/leads/);
    expect(mail?.html).toContain("Freio &#60;script&#62;x&#60;/script&#62;");
    expect(mail?.html).not.toContain("<script>");
  });

  it("is not e-mailed to an address its owner never confirmed", async () => {
    const { shop, slug, tag } = await publishedShop({ confirmed: false });
    setClientAddress(`203.0.113.${randomUUID()}`);
    const sent = await submitShopContact(slug, null, submittedForm({ name: `Bia ${tag}`, phone: "(11) 97777-1234", email: "" }));
    expect(sent.ok).toBe(true);
    expect(await mailsTo(shop.email)).toHaveLength(0);
    expect((await listLeads(shop, { search: tag })).total).toBe(1);
  });
});

describe("'Respondido'", () => {
  it("is stored with when, keeps its first time when marked again, and is undone", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const viewer = { ...shop, isOperator: false };
    const { id } = await createLead(shop.id, { name: "Caio", email: "", phone: "(11) 97777-1234", isMechanic: false });
    signInAs(shop.id);

    const before = Date.now();
    expect(await setLeadAnsweredAction(id, true)).toEqual({ ok: true, message: messages.leads.markedAnswered });
    const answeredAt = (await storedLead(id))?.answeredAt;
    expect(answeredAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await listLeads(viewer)).items[0]).toMatchObject({ id, answeredAt });

    expect(await setLeadAnsweredAction(id, true)).toMatchObject({ ok: true });
    expect((await storedLead(id))?.answeredAt).toEqual(answeredAt);

    expect(await setLeadAnsweredAction(id, false)).toEqual({ ok: true, message: messages.leads.unmarkedAnswered });
    expect((await storedLead(id))?.answeredAt).toBeNull();
  });
});

describe("'Transformar em cliente'", () => {
  it("links the shop's lead to the customer made from it; another shop's lead id links nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const other = await createMechanic({ plan: "pro" });
    const { id: leadId } = await createLead(shop.id, { name: "Dora", email: "dora@exemplo.com", phone: "", isMechanic: false });
    const { id: othersLead } = await createLead(other.id, { name: "Edu", email: "edu@exemplo.com", phone: "", isMechanic: false });
    signInAs(shop.id);

    const created = await createCustomerAction(
      null,
      submittedForm({ name: "Dora", email: "dora@exemplo.com", phone: "", notes: "", leadId }),
    );
    expect(created).toMatchObject({ ok: true, message: messages.customers.created });
    const customerId = created.ok ? created.redirectTo?.split("/").at(-1) : undefined;
    expect((await storedLead(leadId))?.customerId).toBe(customerId);
    expect((await listLeads({ ...shop, isOperator: false })).items[0]).toMatchObject({
      id: leadId,
      isOwn: true,
      customer: { id: customerId, name: "Dora" },
    });

    const stolen = await createCustomerAction(null, submittedForm({ name: "Edu", email: "", phone: "", notes: "", leadId: othersLead }));
    expect(stolen.ok).toBe(true);
    expect((await storedLead(othersLead))?.customerId).toBeNull();

    // A malformed id is no lead: the customer is still created, nothing linked.
    expect((await createCustomerAction(null, submittedForm({ name: "Fabi", email: "", phone: "", notes: "", leadId: "x" }))).ok).toBe(true);
  });
});
