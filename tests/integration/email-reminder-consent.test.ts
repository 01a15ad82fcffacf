/**
 * The customer's consent to reminders by e-mail, through the customer's form (LGPD: recorded with
 * its date): given on create or edit, kept at its first day when ticked again, withdrawn (with its
 * date) when unticked, refused without an address, and in the account's export.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { customers } = await import("@/db/schema");
const { createCustomerAction, updateCustomerAction } = await import("@/lib/actions/customers");
const { getCustomer, updateCustomer } = await import("@/lib/data/customers");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.reminderEmails.consent;

async function signedInShop() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  return shop;
}

const consentOf = async (id: string) => {
  const [row] = await getDb()
    .select({ given: customers.emailRemindersConsentedAt, revoked: customers.emailRemindersRevokedAt, version: customers.version })
    .from(customers)
    .where(eq(customers.id, id));
  return row!;
};

describe("consent to reminders by e-mail", () => {
  it("is recorded with its day on create, kept when ticked again, and withdrawn with its day when unticked", async () => {
    const shop = await signedInShop();
    const created = await createCustomerAction(
      null,
      form({ name: "Ana", phone: "", email: "ana@exemplo.com", notes: "", emailReminders: "sim" }),
    );
    expect(created).toMatchObject({ ok: true });
    const id = created.redirectTo!.split("/").at(-1)!;
    const first = await consentOf(id);
    expect(first.given).toBeInstanceOf(Date);
    expect(first.revoked).toBeNull();

    const fields = { name: "Ana", phone: "", email: "ana@exemplo.com", notes: "" };
    expect(await updateCustomerAction(id, null, form({ ...fields, emailReminders: "sim", version: "1" }))).toMatchObject({ ok: true });
    expect((await consentOf(id)).given).toEqual(first.given);

    expect(await updateCustomerAction(id, null, form({ ...fields, version: "2" }))).toMatchObject({ ok: true });
    const withdrawn = await consentOf(id);
    expect(withdrawn.given).toBeNull();
    expect(withdrawn.revoked).toBeInstanceOf(Date);

    // Saved again unticked: nothing to withdraw, the withdrawal keeps its day.
    expect(await updateCustomerAction(id, null, form({ ...fields, version: "3" }))).toMatchObject({ ok: true });
    expect((await consentOf(id)).revoked).toEqual(withdrawn.revoked);
    expect(await getCustomer(shop.id, id)).toMatchObject({ emailRemindersConsentedAt: null, emailRemindersRevokedAt: withdrawn.revoked });
  });

  it("is not given without an e-mail: the form says so on the e-mail field and saves nothing", async () => {
    const shop = await signedInShop();
    const refused = await createCustomerAction(null, form({ name: "Bia", phone: "", email: "", notes: "", emailReminders: "sim" }));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { email: [m.needsEmail] } });
    expect(await getDb().select().from(customers).where(eq(customers.shopId, shop.id))).toEqual([]);
  });

  it("is not given by a form without the box ticked, nor changed by callers that do not say", async () => {
    const shop = await signedInShop();
    const created = await createCustomerAction(null, form({ name: "Caio", phone: "", email: "caio@exemplo.com", notes: "" }));
    const id = created.redirectTo!.split("/").at(-1)!;
    expect(await consentOf(id)).toMatchObject({ given: null, revoked: null });

    await getDb().update(customers).set({ emailRemindersConsentedAt: new Date() }).where(eq(customers.id, id));
    const given = (await consentOf(id)).given;
    await updateCustomer(shop.id, id, { name: "Caio", phone: "", email: "caio@exemplo.com", notes: "" }, 1);
    expect(await consentOf(id)).toMatchObject({ given, revoked: null, version: 2 });
  });
});
