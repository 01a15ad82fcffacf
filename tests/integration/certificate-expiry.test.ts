/**
 * The e-mails before the shop's A1 certificate expires (lib/nfse/certificate-expiry.ts), with a
 * real SMTP server: the owner gets one at 30 days and one at 7, none twice however often the task
 * runs, one only (the 7-day one) for a certificate uploaded 5 days before its end, and none for
 * a certificate far from its end, one already expired, an owner who never confirmed his address,
 * or another shop.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testMailbox } from "../support/mailbox";

const { getDb } = await import("@/db");
const { shopCertificates, shops } = await import("@/db/schema");
const { certificateExpiryDaily } = await import("@/lib/nfse/certificate-expiry");
const { messages } = await import("@/lib/messages");
const { formatDate } = await import("@/lib/format");
const { confirmEmail, createMechanic } = await import("../support/factories");

const mailbox = testMailbox();
const m = messages.fiscalSettings.expiryEmail;
const DAY = 24 * 60 * 60 * 1000;

/** A confirmed Profissional shop whose certificate ends `daysLeft` days (and a few hours) from now. */
async function shopWithCertificate(daysLeft: number, { confirmed = true } = {}) {
  const email = `dono-${randomUUID().slice(0, 8)}@exemplo.com`;
  const shop = await createMechanic({ plan: "pro", email, shopName: `Oficina ${email}` });
  if (confirmed) await confirmEmail(shop.id);
  await getDb().update(shops).set({ taxId: "12345678000195" }).where(eq(shops.id, shop.id));
  await getDb()
    .insert(shopCertificates)
    .values({
      shopId: shop.id,
      // The task never opens the file: it reads the face.
      sealed: randomBytes(64),
      holderName: "OFICINA TESTE LTDA",
      cnpj: "12345678000195",
      notBefore: new Date(Date.now() - 300 * DAY),
      notAfter: endingIn(daysLeft),
    });
  return { id: shop.id, email };
}

const endingIn = (days: number) => new Date(Date.now() + days * DAY - 3 * 60 * 60 * 1000);

async function runTask(shopIds: string[]) {
  await certificateExpiryDaily.run(certificateExpiryDaily.data.parse({ shops: shopIds }), { runId: randomUUID() });
}

describe("the certificate's expiry e-mails", () => {
  it("go to the owner at 30 days and at 7, once each, with the way to upload the renewed one", async () => {
    const shop = await shopWithCertificate(30);
    const far = await shopWithCertificate(200);
    const all = [shop.id, far.id];

    await runTask(all);
    await runTask(all);
    let mails = await mailbox.mailsTo(shop.email);
    expect(mails.map((mail) => mail.subject)).toEqual([m.subject(30, formatDate(endingIn(30)))]);
    expect(mails[0]!.text).toContain(m.intro(`Oficina ${shop.email}`, 30));
    expect(mails[0]!.text).toContain("OFICINA TESTE LTDA");
    expect(mails[0]!.text).toContain("12.345.678/0001-95");
    expect(mails[0]!.text).toContain("http://localhost:3000/dashboard/profile/nfse");

    // Three weeks later: 7 days left.
    await getDb()
      .update(shopCertificates)
      .set({ notAfter: endingIn(7) })
      .where(eq(shopCertificates.shopId, shop.id));
    await runTask(all);
    await runTask(all);
    mails = await mailbox.mailsTo(shop.email);
    expect(mails.map((mail) => mail.subject)).toEqual([m.subject(30, formatDate(endingIn(30))), m.subject(7, formatDate(endingIn(7)))]);
    const [row] = await getDb()
      .select({ sent: shopCertificates.noticeDaysSent })
      .from(shopCertificates)
      .where(eq(shopCertificates.shopId, shop.id));
    expect(row!.sent).toEqual([30, 7]);

    expect(await mailbox.mailsTo(far.email)).toEqual([]);
  });

  it("send the 7-day one only for a certificate 5 days from its end, and none when expired or unconfirmed", async () => {
    const late = await shopWithCertificate(5);
    const expired = await shopWithCertificate(-1);
    const unconfirmed = await shopWithCertificate(20, { confirmed: false });
    const other = await shopWithCertificate(90);
    const all = [late.id, expired.id, unconfirmed.id, other.id];

    await runTask(all);
    await runTask(all);
    expect((await mailbox.mailsTo(late.email)).map((mail) => mail.subject)).toEqual([m.subject(5, formatDate(endingIn(5)))]);
    for (const quiet of [expired, unconfirmed, other]) expect(await mailbox.mailsTo(quiet.email)).toEqual([]);
  });

  it("record nothing when the mail is refused, so the next run sends it", async () => {
    const shop = await shopWithCertificate(25);
    mailbox.server().rejectNext(true);
    await expect(runTask([shop.id])).rejects.toThrow();
    mailbox.server().rejectNext(false);
    const [row] = await getDb()
      .select({ sent: shopCertificates.noticeDaysSent })
      .from(shopCertificates)
      .where(eq(shopCertificates.shopId, shop.id));
    expect(row!.sent).toEqual([]);
    await runTask([shop.id]);
    expect((await mailbox.mailsTo(shop.email)).map((mail) => mail.subject)).toEqual([m.subject(25, formatDate(endingIn(25)))]);
  });
});
