import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { messages, PRODUCT_NAME } from "../../lib/messages";
import { PNG_1X1 } from "../../tests/support/images";
import { expect, signedOut, test } from "../fixtures";
import { chooseLogo, fillShopProfile, openProfileTab, saveProfile } from "../support/profile";
import { setShopProfile } from "../support/rows";
import { toast } from "../support/toast";

const forwardedFor = () => `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": forwardedFor() } });

/** A page in a fresh context: a visitor with no session (and an address of its own). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ storageState: signedOut, extraHTTPHeaders: { "x-forwarded-for": forwardedFor() } });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe(() => {
  test.use({ plan: "pro" });

  test("shows the shop's profile, and its form creates a lead only this shop sees", async ({
    page,
    browser,
    createMechanic,
    signedInPage,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const slug = await fillShopProfile(page, {
      shopName: `Oficina Pública ${tag}`,
      ownerName: "Maria Souza",
      description: "Especialistas em freios.",
    });
    expect(slug).toBe(`oficina-publica-${tag}`);
    await chooseLogo(page, { name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 });
    await expect(toast(page, messages.logo.uploaded)).toBeVisible();
    const logoUrl = (await page.getByRole("img", { name: "Logo atual da oficina" }).getAttribute("src"))!;

    const services = await openProfileTab(page, "Serviços Oferecidos");
    await services.getByRole("button", { name: "Adicionar serviço" }).click();
    await services.getByLabel("Nome do serviço").fill("Revisão completa");
    await services.getByLabel("Preço (R$)").fill("1234.5");
    const basic = await openProfileTab(page, "Informações Básicas");
    await basic.getByLabel("WhatsApp da oficina").fill("(11) 91234-5678");
    await saveProfile(page);
    await openProfileTab(page, "Informações Básicas");
    await expect(page.getByRole("link", { name: /Ver minha página pública/ })).toHaveAttribute("href", `/oficina/${slug}`);

    const guest = await visitor(browser);
    const response = await guest.page.goto(`/oficina/${slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await expect(guest.page).toHaveTitle(`Oficina Pública ${tag} | ${PRODUCT_NAME}`);
    await expect(guest.page.locator('meta[name="description"]')).toHaveAttribute("content", "Especialistas em freios.");
    await expect(guest.page.locator('meta[property="og:title"]')).toHaveAttribute("content", `Oficina Pública ${tag}`);
    await expect(guest.page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^http://[^/]+${logoUrl}$`));

    await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText(`Oficina Pública ${tag}`);
    await expect(guest.page.getByText("Responsável: Maria Souza")).toBeVisible();
    await expect(guest.page.getByText("Especialistas em freios.")).toBeVisible();
    await expect(guest.page.getByRole("img", { name: `Logo de Oficina Pública ${tag}` })).toHaveAttribute("src", logoUrl);
    await expect(guest.page.getByRole("list", { name: "Serviços e preços" })).toContainText(/Revisão completa\s*R\$\s1\.234,50/);
    await expect(guest.page.getByRole("link", { name: "Falar no WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511912345678");
    await expect(guest.page.getByText(new RegExp(`^(${messages.publicPage.openNow}|${messages.publicPage.closedNow})$`))).toBeVisible();
    const days = guest.page.getByRole("list", { name: "Horário de funcionamento" }).getByRole("listitem");
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText(/^Segunda-feira(Hoje)?08:00-18:00$/);
    await expect(days.last()).toContainText(new RegExp(`^Domingo(Hoje)?${messages.publicPage.closed}$`));
    const today = guest.page.locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(messages.publicPage.today);

    // A failure keeps what was typed; a success replaces the form with a confirmation.
    const form = guest.page.getByRole("form", { name: "Fale com a oficina" });
    await form.getByLabel("Nome").fill(`Cliente ${tag}`);
    await form.getByLabel("E-mail").fill("cliente-sem-arroba");
    await form.getByLabel("Telefone").fill("(11) 98888-7777");
    await form.getByLabel("Mensagem").fill("Meu carro faz barulho ao frear.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(toast(guest.page, messages.leads.sendError + messages.validation.emailInvalid)).toBeVisible();
    await expect(form.getByLabel("Nome")).toHaveValue(`Cliente ${tag}`);
    await expect(form.getByLabel("Mensagem")).toHaveValue("Meu carro faz barulho ao frear.");
    await form.getByLabel("E-mail").fill(`cliente-${tag}@exemplo.com`);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(toast(guest.page, messages.leads.sent)).toBeVisible();
    await expect(guest.page.getByRole("status").filter({ hasText: messages.publicPage.contactSentTitle })).toBeVisible();
    await expect(form).toHaveCount(0);
    await guest.close();

    // The shop sees it in 'Interessados'…
    await page.goto(`/dashboard/leads?busca=${tag}`);
    const list = page.getByRole("list", { name: "Lista de interessados" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(`Cliente ${tag}`);
    await expect(list).toContainText("(11) 98888-7777");

    // …and no other shop does.
    const otherShop = await signedInPage(await createMechanic({ plan: "basic", prefix: "outra" }), {
      extraHTTPHeaders: { "x-forwarded-for": forwardedFor() },
    });
    await otherShop.goto(`/dashboard/leads?busca=${tag}`);
    await expect(otherShop.getByText(`Nenhum interessado encontrado para “${tag}”.`)).toBeVisible();
    await otherShop.close();
  });
});

test.describe(() => {
  test.use({ storageState: signedOut });

  test("an unknown slug gives the not-found page", async ({ page, request }) => {
    // The security headers of next.config.ts still reach every page (they skip only /api/uploads).
    for (const path of ["/", "/auth", "/oficina/qualquer"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
    for (const path of [`/oficina/nao-existe-${randomUUID()}`, "/oficina/%3Cscript%3E", "/oficina/MAIUSCULAS"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(messages.errorPages.notFound)).toBeVisible();
    }
  });
});

test("the public page fits a 375 px screen and needs no session", async ({ browser, mechanic, accountsDatabase }) => {
  const tag = randomUUID().slice(0, 8);
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Pequena ${tag}`, description: "x ".repeat(300) });
  const guest = await visitor(browser);
  await guest.page.setViewportSize({ width: 375, height: 740 });
  await guest.page.goto(`/oficina/${slug}`);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText(`Pequena ${tag}`);
  // No WhatsApp number in the profile: no button.
  await expect(guest.page.getByRole("link", { name: "Falar no WhatsApp" })).toHaveCount(0);
  expect(await guest.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await guest.close();
});
