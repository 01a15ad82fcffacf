/**
 * The shop's side of the customer's answer on the link: the Painel's 'Respostas de clientes' and
 * the list's 'Nova resposta' until the quote is opened, the status, the 'Histórico do orçamento'
 * line that makes the approval hold up (name, address, version, code), the lock and the
 * 'Orçamento complementar' that lifts it, 'Prorrogar validade', and a refusal. The customer opens
 * the link in a context of their own (which publishes version 1); the answer itself is written
 * straight into the database (./support/quote-answer.ts), as the app's answerQuote writes it.
 */
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "@playwright/test";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { layoutProblems } from "../support/phone-layout";
import { answerOnLink, CUSTOMER_VISITOR } from "../support/quote-answer";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";
import { seriousViolations } from "../support/axe";

test.use({ plan: "pro" });

const t = messages.quoteApproval;
const CUSTOMER = "Maria Aparecida dos Santos Conceição";

/** A calendar day `days` from now, yyyy-MM-dd (a few days' margin covers any time zone). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Nº 0001 (itemised, with paralela and usada parts) waiting on its customer: pending, valid for some days yet. */
async function pendingQuote({ db }: AccountsDatabase, quoteId: string, validUntil: string = dayFromNow(5)) {
  await db.update(quotes).set({ status: "pending", validUntil }).where(eq(quotes.id, quoteId));
}

/** The customer opens the link on their own phone: the quote's version 1 is published. */
async function customerOpensLink(browser: Browser, token: string) {
  const context = await browser.newContext({ storageState: signedOut });
  try {
    const page = await context.newPage();
    await page.goto(`/orcamento/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Nº 0001");
  } finally {
    await context.close();
  }
}

const unseenCard = (page: Page) => page.getByTestId("unseen-answers");
const quoteCards = (page: Page) => page.getByRole("list", { name: "Lista de orçamentos" }).getByRole("listitem");

test("an approval on the link: the Painel and the list say so until the quote is opened, which shows the record and the lock", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await pendingQuote(accountsDatabase, shop.quoteId);
  await customerOpensLink(browser, shop.linkToken);
  const approved = await answerOnLink(accountsDatabase, mechanic.id, shop.quoteId, { answer: "approved", customerName: "Maria Souza" });

  // The Painel: the answer, in words, with the quote's number and customer.
  await page.goto("/dashboard");
  const card = unseenCard(page);
  await expect(card.getByRole("heading", { name: t.unseenHeading })).toBeVisible();
  const answerLink = card.getByRole("link").filter({ hasText: "Nº 0001" });
  await expect(answerLink).toContainText(CUSTOMER);
  await expect(answerLink).toContainText(t.answerApproved);
  await expect(answerLink).toHaveAttribute("href", `/dashboard/quotes/${shop.quoteId}`);

  // The list: 'Nova resposta' on that row only.
  await page.goto("/dashboard/quotes");
  await expect(quoteCards(page).filter({ hasText: "Nº 0001" })).toContainText(t.newAnswer);
  await expect(quoteCards(page).filter({ hasText: t.newAnswer })).toHaveCount(1);

  // Opening it from the Painel.
  await page.goto("/dashboard");
  await answerLink.click();
  await page.waitForURL(`**/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  await expect(page.getByTestId("quote-stage")).toHaveText("Aprovado");

  // The history: published, seen, approved by whom, when, from where, which version and its code.
  const timeline = page.getByRole("list", { name: t.timelineHeading });
  await expect(timeline.getByRole("listitem").first()).toHaveText(/^Orçamento criado em \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  await expect(timeline).toContainText(/Versão 1 publicada em \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await expect(timeline).toContainText(/Visualizado pelo cliente em \d\d\/\d\d\/\d{4} \d\d:\d\d \(versão 1\)/);
  const approval = timeline.locator("li[data-event='answer']");
  await expect(approval).toContainText(
    new RegExp(
      `Aprovado por "Maria Souza" em \\d\\d/\\d\\d/\\d{4} às \\d\\d:\\d\\d, pelo Chrome no Android, pela internet \\(versão ${approved.number}, código ${approved.code}\\)`,
    ),
  );
  await expect(approval).toContainText(t.nonOriginalConsent);
  // The device and network read; the raw address and user agent stay in the record.
  await expect(approval).not.toContainText(CUSTOMER_VISITOR.userAgent);
  await expect(approval).not.toContainText(CUSTOMER_VISITOR.clientAddress);

  // Locked: the explanation, and 'Orçamento complementar' where 'Editar' was.
  await expect(page.getByText(t.locked(1))).toBeVisible();
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toHaveCount(0);

  // Seen: the Painel and the list let it go.
  await page.goto("/dashboard");
  await expect(unseenCard(page)).toContainText(t.unseenEmpty);
  await page.goto("/dashboard/quotes");
  await expect(quoteCards(page).first()).toBeVisible();
  await expect(quoteCards(page).filter({ hasText: t.newAnswer })).toHaveCount(0);
});

test("an approved quote's edit route explains the lock; 'Orçamento complementar' opens the editor for a new approval", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await pendingQuote(accountsDatabase, shop.quoteId);
  await customerOpensLink(browser, shop.linkToken);
  await answerOnLink(accountsDatabase, mechanic.id, shop.quoteId, { answer: "approved", customerName: "Maria Souza" });

  // The edit route of a locked quote explains, with the way on, instead of a form that cannot save.
  await page.goto(`/dashboard/quotes/${shop.quoteId}/edit`);
  await expect(page.getByText(t.locked(1))).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar Alterações" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.complement })).toBeVisible();

  // The complement, from the quote's page: the editor, saying what is being edited.
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await page.getByRole("button", { name: t.complement }).click();
  await expect(toast(page, t.complementOpened)).toBeVisible();
  await page.waitForURL(`**/dashboard/quotes/${shop.quoteId}/edit`);
  await expect(page.getByText(t.amending(1))).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar Alterações" })).toBeVisible();

  // Back on the quote: editable again, with the complement under way said.
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByText(t.amendingNote)).toBeVisible();
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toBeVisible();
  await expect(page.getByText(t.locked(1))).toHaveCount(0);
});

test("a refusal: 'Recusado' on the quote, the Painel and the status filter, with the customer's reason", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await pendingQuote(accountsDatabase, shop.quoteId);
  await customerOpensLink(browser, shop.linkToken);
  await answerOnLink(accountsDatabase, mechanic.id, shop.quoteId, { answer: "rejected", reason: "Achei caro" });

  await page.goto("/dashboard");
  await expect(unseenCard(page).getByRole("link").filter({ hasText: "Nº 0001" })).toContainText(t.answerRejected);
  // Open work: Nº 0002 in progress, Nº 0003 pending and Nº 0004 approved; the refused Nº 0001 does not count.
  await expect(page.getByTestId("open-work-count")).toHaveText("3");

  await page.goto("/dashboard/quotes");
  await page.getByRole("link", { name: "Recusado", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("situacao") === "recusado");
  await expect(quoteCards(page)).toHaveCount(1);
  await expect(quoteCards(page).first()).toContainText("Recusado");
  await expect(quoteCards(page).first()).toContainText(t.newAnswer);

  await quoteCards(page)
    .first()
    .click({ position: { x: 8, y: 8 } });
  await page.waitForURL(`**/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByTestId("quote-stage")).toHaveText("Recusado");
  await expect(page.locator("li[data-event='answer']")).toContainText(
    /^Recusado em \d\d\/\d\d\/\d{4} às \d\d:\d\d, pelo [^,]+, [^(]+ \(versão 1\): "Achei caro"/,
  );
  // Not locked: a refused quote is changed and sent again.
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toBeVisible();
});

test("'Prorrogar validade': an expired quote holds again for 10 days, in one click", async ({ page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  // The seeded quote's validity, 30/10/2026, has passed; it still waits on its customer.
  await pendingQuote(accountsDatabase, shop.quoteId, "2026-10-30");

  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByText(t.expired("30/10/2026"))).toBeVisible();
  const extend = page.getByRole("button", { name: t.extend });
  await extend.click();
  await expect(toast(page, /Validade prorrogada até \d\d\/\d\d\/\d{4}\./)).toBeVisible();
  const newDay = (await toast(page, /Validade prorrogada/).textContent())!.match(/\d\d\/\d\d\/\d{4}/)![0];
  await expect(page.getByTestId("quote-valid-until")).toHaveText(newDay);
  await expect(page.getByText(messages.quotePage.expired, { exact: true })).toHaveCount(0);
  await expect(extend).toHaveCount(0);
});

/** What a 375 px phone shows wrong on this screen: layout (phone-layout.ts) and serious or critical axe rules. */
async function phoneProblems(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  return [...(await layoutProblems(page)), ...(await seriousViolations(page))];
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the answer's screens fit the screen and pass axe: Painel, list, locked quote and edit route, an expired quote", async ({
    page,
    browser,
    mechanic,
    accountsDatabase,
  }) => {
    test.slow(); // five screens, each measured and analysed
    const shop = await seedShop(accountsDatabase, mechanic);
    await pendingQuote(accountsDatabase, shop.quoteId);
    await customerOpensLink(browser, shop.linkToken);
    await answerOnLink(accountsDatabase, mechanic.id, shop.quoteId, {
      answer: "approved",
      customerName: "Maria Aparecida dos Santos Conceição",
    });

    await page.goto("/dashboard");
    await expect(unseenCard(page)).toContainText(t.answerApproved);
    expect.soft(await phoneProblems(page), "Painel with an answer").toEqual([]);
    await page.goto("/dashboard/quotes");
    await expect(quoteCards(page).filter({ hasText: t.newAnswer })).toHaveCount(1);
    expect.soft(await phoneProblems(page), "list with 'Nova resposta'").toEqual([]);
    await page.goto(`/dashboard/quotes/${shop.quoteId}`);
    await expect(page.getByText(t.locked(1))).toBeVisible();
    expect.soft(await phoneProblems(page), "locked quote").toEqual([]);
    await page.goto(`/dashboard/quotes/${shop.quoteId}/edit`);
    await expect(page.getByText(t.locked(1))).toBeVisible();
    expect.soft(await phoneProblems(page), "locked quote's edit route").toEqual([]);
    // The button on the edit route itself: the same address, now with the editor.
    await page.getByRole("button", { name: t.complement }).click();
    await expect(page.getByText(t.amending(1))).toBeVisible();
    await expect(page.getByRole("button", { name: "Salvar Alterações" })).toBeVisible();

    // Another of the shop's quotes, pending with its validity past: 'Prorrogar validade'.
    const [other] = await accountsDatabase.db
      .update(quotes)
      .set({ status: "pending", validUntil: "2026-10-30" })
      .where(and(eq(quotes.shopId, mechanic.id), eq(quotes.description, "Diagnóstico de ruído na suspensão traseira")))
      .returning({ id: quotes.id });
    await page.goto(`/dashboard/quotes/${other!.id}`);
    await expect(page.getByRole("button", { name: t.extend })).toBeVisible();
    expect.soft(await phoneProblems(page), "expired quote").toEqual([]);
  });
});
