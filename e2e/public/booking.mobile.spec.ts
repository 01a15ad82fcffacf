/**
 * A customer books on a shop's public page at 375 px: with JavaScript, and in a second context
 * without it, each step a plain form; he lands on his own link (/agendamento/{token}) and confirms
 * he is coming. Both pages are documents: compressed, no framework, only the inline script.
 */
import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { eq } from "drizzle-orm";
import { shops } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { setShopProfile } from "../support/rows";

const t = messages.booking;
const EVERY_DAY = { open: true, hours: "08:00-18:00" };

test.use({ plan: "pro", storageState: signedOut });

async function phone(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 740 },
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
    ...options,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test("a customer books from the shop's page, with and without JavaScript, and confirms on his link", async ({
  browser,
  mechanic,
  accountsDatabase,
  playwright,
}) => {
  const tag = randomUUID().slice(0, 8);
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Oficina Agenda ${tag}` });
  await accountsDatabase.db
    .update(shops)
    .set({
      openingHours: {
        monday: EVERY_DAY,
        tuesday: EVERY_DAY,
        wednesday: EVERY_DAY,
        thursday: EVERY_DAY,
        friday: EVERY_DAY,
        saturday: EVERY_DAY,
        sunday: EVERY_DAY,
      },
      services: [{ id: "oleo", name: "Troca de óleo", price: 120, durationMinutes: 30 }],
      street: "Rua das Flores",
      streetNumber: "123",
      district: "Centro",
      city: "São Paulo",
      state: "SP",
      whatsappIntegration: "(11) 98888-7777",
    })
    .where(eq(shops.id, mechanic.id));

  // With JavaScript: from the shop's page, one step at a time.
  const first = await phone(browser);
  const page = first.page;
  await page.goto(`/oficina/${slug}`);
  await page.getByRole("link", { name: t.bookCta }).click();
  await expect(page).toHaveURL(new RegExp(`/oficina/${slug}/agendar$`));
  await page.getByRole("radio", { name: /Troca de óleo/ }).check();
  await page.getByRole("button", { name: t.next }).click();
  // The second day offered, never today: today's earliest times pass while the test runs (a slot
  // offered at 09:59 was refused at 10:00 as past).
  await page.getByRole("group", { name: t.day.legend }).getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: t.next }).click();
  const times = page.getByRole("group", { name: /Horários livres em/ });
  await times.getByRole("radio").last().check();
  await page.getByRole("button", { name: t.next }).click();
  await page.getByLabel(t.contact.name).fill(`Maria ${tag}`);
  await page.getByLabel(t.contact.whatsapp).fill("(11) 97777-1234");
  await page.getByLabel(t.contact.plate).fill("ABC1D23");
  await page.getByRole("button", { name: t.contact.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/agendamento\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId("appointment-status")).toHaveText(t.link.status.requested);
  await expect(page.getByTestId("appointment-when")).toContainText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(page.getByRole("link", { name: new RegExp(t.link.map) })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Rua%20das%20Flores/,
  );
  await first.close();

  // Without JavaScript: the same steps as plain forms, then his link, where he confirms.
  const second = await phone(browser, { javaScriptEnabled: false });
  const plain = second.page;
  await plain.goto(`/oficina/${slug}/agendar`);
  await plain.getByRole("radio", { name: /Troca de óleo/ }).check();
  await plain.getByRole("button", { name: t.next }).click();
  await plain.getByRole("group", { name: t.day.legend }).getByRole("radio").nth(1).check();
  await plain.getByRole("button", { name: t.next }).click();
  await plain
    .getByRole("group", { name: /Horários livres em/ })
    .getByRole("radio")
    .first()
    .check();
  await plain.getByRole("button", { name: t.next }).click();
  await plain.getByLabel(t.contact.name).fill(`João ${tag}`);
  await plain.getByLabel(t.contact.whatsapp).fill("(11) 96666-1234");
  await plain.getByLabel(t.contact.plate).fill("XYZ-1234");
  await plain.getByRole("button", { name: t.contact.submit, exact: true }).click();
  await expect(plain).toHaveURL(/\/agendamento\/[A-Za-z0-9_-]{32}$/);
  const link = new URL(plain.url()).pathname;
  await expect(plain.getByTestId("appointment-status")).toHaveText(t.link.status.requested);
  await plain.getByRole("button", { name: t.link.presenceButton }).click();
  await expect(plain).toHaveURL(new RegExp(`${link}\\?aviso=confirmado$`));
  await expect(plain.getByTestId("presence-confirmed")).toHaveText(t.link.presenceConfirmed);
  await expect(plain.getByRole("button", { name: t.link.presenceButton })).toHaveCount(0);
  await second.close();

  // Documents: compressed, no framework's scripts, the link answered privately.
  const request = await playwright.request.newContext({
    storageState: signedOut,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
  });
  for (const path of [`/oficina/${slug}/agendar`, link]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    const html = await response.text();
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=|<link[^>]+(?:modulepreload|as="script")|__next_f/);
  }
  const headers = (await request.get(link)).headers();
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["cache-control"]).toBe("private, no-store");
  await request.dispose();
});
