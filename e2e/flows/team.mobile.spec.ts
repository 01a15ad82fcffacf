/**
 * A shop's team on 375 px phones, each person in his own browser: the owner upgrades to Premium
 * and invites a mechanic and a front-desk person (links followed from the real SMTP server); the
 * front desk checks a car in and makes the mechanic responsible; the mechanic finds it first on
 * his Painel, starts it and marks it ready, sees no payment, margin or 'Financeiro' (and a payment
 * forged from his phone is refused, nothing registered); the owner reads who did each step, delivers, sees the mechanic's
 * commission, and removes him: the mechanic's open session is refused on its next request.
 */
import { eq } from "drizzle-orm";
import type { Browser, Page } from "@playwright/test";
import { payments, quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { E2E_BASE_URL } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { captureActionCall } from "../support/action-replay";
import { uniqueEmail } from "../support/credentials";
import { mailsTo } from "../support/mail";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const t = messages.team;
const stages = messages.jobStages;
const PASSWORD = "senha-da-equipe-123";

/** The invitation link of the mail sent to `email`, once the queue has sent it (about 2 s). */
async function invitationLink(email: string) {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  const link = /\/auth\/convite\?token=[\w-]{43}/.exec(mail!.text ?? "")?.[0];
  expect(link).toBeTruthy();
  return link!;
}

/** A phone of the invited person's own: follows the link, sets his name and password, lands on the Painel. */
async function accept(browser: Browser, link: string, name: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByLabel(t.nameLabel).fill(name);
  await phone.getByLabel(t.passwordLabel).fill(PASSWORD);
  await phone.getByLabel(t.repeatPasswordLabel).fill(PASSWORD);
  await phone.getByRole("button", { name: t.acceptButton }).tap();
  await phone.waitForURL((url) => url.pathname === "/dashboard");
  return phone;
}

test("owner, front desk and mechanic each do their part; the owner sees who did it and removes the mechanic", async ({
  page,
  browser,
  mechanic: owner,
  accountsDatabase,
}) => {
  test.slow();
  const shop = await seedShop(accountsDatabase, owner, { firstQuote: "pending" });
  const jobPath = `/dashboard/quotes/${shop.quoteId}`;

  // Profissional is one person: the owner upgrades to Premium.
  await page.goto("/dashboard/plans");
  await page.getByRole("button", { name: "Assinar Premium" }).tap();
  await page.getByRole("button", { name: messages.plans.change.confirmUpgrade }).tap();
  await expect(toast(page, /^Plano Premium ativado até/)).toBeVisible();

  // Two invitations, each e-mailed.
  const mechanicEmail = uniqueEmail("equipe-mecanico");
  const frontDeskEmail = uniqueEmail("equipe-atendente");
  await page.goto("/dashboard/team");
  for (const [email, role] of [
    [mechanicEmail, "Mecânico"],
    [frontDeskEmail, "Atendente"],
  ] as const) {
    await page.getByLabel(t.emailLabel).fill(email);
    await page.getByLabel(t.roleLabel).selectOption({ label: role });
    await page.getByRole("button", { name: t.inviteButton }).tap();
    await expect(toast(page, t.invited(email))).toBeVisible();
  }
  const frontDesk = await accept(browser, await invitationLink(frontDeskEmail), "Bia Atendente");
  const mechanic = await accept(browser, await invitationLink(mechanicEmail), "Carlos Mecânico");

  // The front desk checks the car in and makes Carlos responsible.
  await frontDesk.goto(`${jobPath}/check-in`);
  await frontDesk.getByLabel(messages.checkIn.km).fill("190.000");
  await frontDesk.getByRole("button", { name: messages.checkIn.save }).tap();
  await frontDesk.waitForURL(`**${jobPath}`);
  await frontDesk.getByLabel(messages.jobPeople.label).selectOption({ label: "Carlos Mecânico" });
  await frontDesk.getByRole("button", { name: messages.jobPeople.save }).tap();
  await expect(toast(frontDesk, messages.jobPeople.saved("Carlos Mecânico"))).toBeVisible();
  // The customer approves (on the link, driven in job.mobile.spec.ts): R$ 200,00 of labour.
  await accountsDatabase.db
    .update(quotes)
    .set({ status: "approved", cost: "200.00", labourTotal: "200.00", approvedTotal: "200.00" })
    .where(eq(quotes.id, shop.quoteId));
  // The front desk's 'Registrar pagamento', caught before it reaches the server: the mechanic forges it below.
  await frontDesk.reload();
  await frontDesk.getByRole("button", { name: messages.payments.register }).tap();
  const paymentDialog = frontDesk.getByRole("dialog", { name: messages.payments.registerTitle });
  const payment = await captureActionCall(frontDesk, () => paymentDialog.getByRole("button", { name: messages.payments.submit }).tap());

  // The mechanic: his car first on the Painel, no money anywhere.
  await mechanic.goto("/dashboard");
  const myCars = mechanic.getByTestId("my-cars");
  await expect(myCars.getByRole("link")).toHaveCount(1);
  await expect(mechanic.getByRole("link", { name: "Financeiro" })).toHaveCount(0);
  await myCars.getByRole("link").tap();
  await mechanic.waitForURL(`**${jobPath}`);
  await expect(mechanic.getByTestId("job-assigned")).toHaveText(messages.jobPeople.assigned("Carlos Mecânico"));
  await expect(mechanic.getByRole("heading", { name: messages.payments.heading })).toHaveCount(0);
  await expect(mechanic.getByRole("heading", { name: "Margem" })).toHaveCount(0);
  // Items and quantities are his to read; no price, total or payment is on his screen.
  await expect(mechanic.getByRole("main")).not.toContainText("R$");
  // A payment forged from his phone (the front desk's own call) is refused, and nothing is registered.
  const forged = await mechanic.request.post(payment.url, {
    headers: { "next-action": payment.headers["next-action"]!, "content-type": payment.headers["content-type"]!, origin: E2E_BASE_URL },
    data: payment.body,
  });
  expect(await forged.text()).toContain(messages.guard.roleRefused);
  expect(await accountsDatabase.db.select().from(payments).where(eq(payments.quoteId, shop.quoteId))).toEqual([]);
  await mechanic.reload();
  await mechanic.getByRole("button", { name: stages.start }).tap();
  await mechanic.getByRole("dialog", { name: stages.startTitle }).getByRole("button", { name: stages.start }).tap();
  await expect(mechanic.getByTestId("quote-stage")).toHaveText("Em andamento");
  await mechanic.getByRole("button", { name: stages.ready }).tap();
  await mechanic.getByRole("dialog", { name: stages.readyTitle }).getByRole("button", { name: stages.ready }).tap();
  await expect(mechanic.getByTestId("quote-stage")).toHaveText("Pronto para retirada");
  // 'Financeiro' is not his: the page sends him to the Painel, which says why, and its file is refused.
  await mechanic.goto("/dashboard/finance");
  await expect(mechanic.getByRole("alert").filter({ hasText: messages.guard.roleRefused })).toBeVisible();
  expect((await mechanic.request.get("/dashboard/finance/export/csv?mes=2026-11")).status()).toBe(403);

  // The owner: who did each step, the delivery, Carlos's 10% of the labour.
  await page.goto(jobPath);
  const history = page.getByRole("list", { name: messages.quoteApproval.timelineHeading });
  await expect(history).toContainText(messages.quoteApproval.doneBy("Bia Atendente"));
  await expect(history).toContainText(messages.quoteApproval.doneBy("Carlos Mecânico"));
  await page.getByRole("button", { name: messages.delivery.button }).tap();
  await page.getByRole("dialog", { name: messages.delivery.title }).getByRole("button", { name: messages.delivery.submit }).tap();
  await expect(toast(page, /^Entrega registrada\./)).toBeVisible();
  await page.goto("/dashboard/team");
  await page.getByLabel(t.commissionLabel("Carlos Mecânico")).fill("10");
  await page.getByRole("listitem").filter({ hasText: "Carlos Mecânico" }).getByRole("button", { name: t.commissionButton }).tap();
  await expect(toast(page, t.commissionSaved("Carlos Mecânico"))).toBeVisible();
  await page.goto("/dashboard/finance/commissions");
  await expect(page.getByRole("main")).toContainText("Carlos Mecânico");
  await expect(page.getByRole("main")).toContainText("R$ 20,00");

  // Removed: his open session is refused on its next request.
  await page.goto("/dashboard/team");
  await page.getByRole("listitem").filter({ hasText: "Carlos Mecânico" }).getByRole("button", { name: t.remove }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: t.remove }).tap();
  await expect(toast(page, t.removed("Carlos Mecânico"))).toBeVisible();
  await mechanic.goto("/dashboard");
  await mechanic.waitForURL((url) => url.pathname.startsWith("/auth"));
});
