/**
 * 'Carro pronto' by e-mail: after the move to 'Pronto para retirada', a customer with an address
 * gets the shop's message with the link, under a quote e-mail's rules (confirmed account, the
 * shop's name 'via Oficina Digital', Reply-To the owner, the send logged); without an address, or
 * from an unconfirmed account, nothing is sent and the move is done all the same.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";
import { testMailbox } from "../support/mailbox";

const { moveJobStageAction } = await import("@/lib/actions/job-stages");
const { getCustomer, updateCustomer } = await import("@/lib/data/customers");
const { getDb } = await import("@/db");
const { users } = await import("@/db/schema");
const { getProfile } = await import("@/lib/data/profile");
const { listQuoteSends } = await import("@/lib/data/quote-sends");
const { getQuote } = await import("@/lib/data/quote-document");
const { messages } = await import("@/lib/messages");
const { sendText } = await import("@/lib/quotes/timeline");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");
const { confirmEmail } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

const mailbox = testMailbox();
const m = messages.jobStages;

async function shopInProgress(label: string, confirmed = true) {
  const shop = await shopWithData(label);
  if (confirmed) await confirmEmail(shop.id);
  await putAtStage(shop.id, shop.quoteId, "in_progress");
  signInAs(shop.id);
  return shop;
}

const ready = (quoteId: string) => moveJobStageAction(quoteId, "in_progress", "ready", null, form({}));

describe("'Carro pronto' by e-mail", () => {
  it("sends the shop's message with the link, as the shop via the product, replying to the owner", async () => {
    const shop = await shopInProgress("ready-mail");
    expect(await ready(shop.quoteId)).toEqual({
      ok: true,
      message: m.moved("Pronto para retirada"),
      detail: m.readyEmailed(shop.customerEmail),
    });
    const { shopName } = await getProfile(shop.id);
    const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, shop.id));
    const [mail] = await mailbox.mailsTo(shop.customerEmail);
    expect(mail?.subject).toBe(messages.readyTemplate.emailSubject(shopName));
    expect(mail?.text).toContain(`Cliente ${shopName.replace(/^Oficina /, "")}, seu Volkswagen Gol`);
    expect(mail?.text).toContain(`/orcamento/${shop.linkToken}`);
    expect(mail?.html).toContain(`href="http://localhost:3000/orcamento/${shop.linkToken}"`);
    expect(mail?.replyTo?.text).toBe(account!.email);
    expect(mail?.from?.text).toContain(`${shopName} via Oficina Digital`);
    const emails = (await listQuoteSends(shop.id, shop.quoteId)).filter((send) => send.channel === "email");
    expect(emails).toHaveLength(1);
    // Listed as what it was, in the send history and the quote's timeline: not a send of the quote.
    expect(emails[0]).toMatchObject({ purpose: "ready", recipient: shop.customerEmail });
    expect(sendText(emails[0]!)).toMatch(
      new RegExp(`^Aviso de carro pronto enviado por e-mail para ${shop.customerEmail.replace(/[.]/g, "\\.")} em `),
    );
  });

  it("sends nothing from an unconfirmed account, or to a customer without an address, and moves all the same", async () => {
    const unconfirmed = await shopInProgress("ready-unconfirmed", false);
    expect(await ready(unconfirmed.quoteId)).toEqual({ ok: true, message: m.moved("Pronto para retirada") });
    expect(await mailbox.mailsTo(unconfirmed.customerEmail)).toEqual([]);

    const noAddress = await shopInProgress("ready-no-address");
    const customer = (await getCustomer(noAddress.id, noAddress.customerId))!;
    await updateCustomer(
      noAddress.id,
      noAddress.customerId,
      { name: customer.name, phone: customer.phone ?? "", email: "", notes: "" },
      customer.version,
    );
    expect(await ready(noAddress.quoteId)).toEqual({ ok: true, message: m.moved("Pronto para retirada") });
    expect((await getQuote(noAddress.id, noAddress.quoteId))?.status).toBe("ready");
    expect(await mailbox.mailsTo(noAddress.customerEmail)).toEqual([]);
  });
});
