/**
 * What reaches a customer, on a 375 px phone: the first send of a shop with no name asks for it in
 * the send dialog (saved to the profile) before any message is built; the shop's public page never
 * shows the owner's CPF, and its CNPJ only when the shop chooses; a dead quote link speaks pt-BR
 * and, when the shop revoked it, names the shop and offers its WhatsApp.
 */
import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { and, eq, isNull } from "drizzle-orm";
import { shops, quoteLinks } from "../../db/schema";
import { messages } from "../../lib/messages";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";
import { expect, signedOut, test } from "../fixtures";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

const m = messages.quoteSending;
const forwardedFor = () => `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}`;
test.use({ plan: "pro", extraHTTPHeaders: { "x-forwarded-for": forwardedFor() } });

/** A phone with no session (and an address of its own). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 740 },
    extraHTTPHeaders: { "x-forwarded-for": forwardedFor() },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test("the first send asks for the shop's name, saves it to the profile, then sends with it", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic, { firstQuote: "pending" });
  await db.update(shops).set({ shopName: null }).where(eq(shops.id, mechanic.id));
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);

  // No wa.me link is built without the name: the button opens the question instead.
  await expect(page.getByRole("link", { name: m.whatsapp })).toHaveCount(0);
  await page.getByRole("button", { name: m.whatsapp }).tap();
  const dialog = page.getByRole("dialog", { name: m.shopNameTitle });
  const name = dialog.getByLabel(m.shopNameLabel);
  await name.fill("Oficina do Zé");
  await dialog.getByRole("button", { name: m.shopNameSubmit }).tap();
  await expect(toast(page, m.shopNameSaved)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("link", { name: m.whatsapp })).toHaveAttribute("href", /da%20Oficina%20do%20Z%C3%A9%2C%20no%20valor/);
  const [profile] = await db.select({ shopName: shops.shopName }).from(shops).where(eq(shops.id, mechanic.id));
  expect(profile!.shopName).toBe("Oficina do Zé");
  // The e-mail too: its dialog is the e-mail's own now.
  await page.getByRole("button", { name: m.email }).tap();
  await expect(page.getByRole("dialog", { name: m.emailTitle })).toBeVisible();
});

test("the public page shows the address but never the CPF; the CNPJ only when the shop chooses", async ({
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  const address = { street: "Avenida Paulista", streetNumber: "1000", district: "Bela Vista", city: "São Paulo", state: "SP" };
  await db
    .update(shops)
    .set({ taxId: "52998224725", publicCnpj: true, ...address })
    .where(eq(shops.id, mechanic.id));
  const guest = await visitor(browser);
  try {
    await guest.page.goto(`/oficina/${shop.slug}`);
    const identity = guest.page.getByTestId("shop-identity");
    await expect(identity).toContainText("Avenida Paulista, 1000 – Bela Vista");
    await expect(guest.page.locator("body")).not.toContainText("529.982.247-25");
    await expect(guest.page.locator("body")).not.toContainText("CPF");

    await db.update(shops).set({ taxId: "11222333000181", publicCnpj: false }).where(eq(shops.id, mechanic.id));
    await guest.page.reload();
    await expect(identity).toContainText("Avenida Paulista");
    await expect(guest.page.locator("body")).not.toContainText("11.222.333/0001-81");

    await db.update(shops).set({ publicCnpj: true }).where(eq(shops.id, mechanic.id));
    await guest.page.reload();
    await expect(identity).toContainText("CNPJ: 11.222.333/0001-81");
  } finally {
    await guest.close();
  }
});

test("a dead quote link speaks pt-BR; a revoked one names the shop and offers its WhatsApp", async ({
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  await db
    .update(quoteLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(quoteLinks.token, shop.linkToken), isNull(quoteLinks.revokedAt)));
  const guest = await visitor(browser);
  try {
    const revoked = await guest.page.goto(`/orcamento/${shop.linkToken}`);
    expect(revoked?.status()).toBe(404);
    await expect(guest.page.getByRole("heading", { name: messages.publicQuote.deadLink.title })).toBeVisible();
    await expect(guest.page.getByText(messages.publicQuote.deadLink.revoked("Auto Mecânica São Judas Tadeu"))).toBeVisible();
    await expect(guest.page.getByRole("link", { name: messages.publicQuote.deadLink.askNewLink })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5511987654321\?text=/,
    );
    await expect(guest.page.locator("body")).not.toContainText("Oops");

    const unknown = await guest.page.goto(`/orcamento/${newQuoteLinkToken()}`);
    expect(unknown?.status()).toBe(404);
    await expect(guest.page.getByText(messages.publicQuote.deadLink.unknown)).toBeVisible();
    await expect(guest.page.locator("body")).not.toContainText("São Judas");
    await expect(guest.page.getByRole("link", { name: messages.publicQuote.deadLink.askNewLink })).toHaveCount(0);

    const missing = await guest.page.goto(`/nada-aqui-${randomUUID()}`);
    expect(missing?.status()).toBe(404);
    await expect(guest.page.getByRole("heading", { name: messages.errorPages.notFound })).toBeVisible();
    await expect(guest.page.locator("body")).not.toContainText("Oops");
  } finally {
    await guest.close();
  }
});
