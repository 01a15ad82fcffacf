import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { DEFAULT_WARRANTY_TEXT } from "../../lib/quotes/items";
import { GIF_1X1, HOSTILE_SVG, PNG_1X1, TEXT_FILE, oversizedPng } from "../../tests/support/images";
import { expect, test } from "../fixtures";
import { historyGuardGone } from "../support/back-guard";
import { holdPageScripts } from "../support/network";
import { chooseLogo, openProfileTab, saveProfile } from "../support/profile";
import { setShopProfile } from "../support/rows";
import { dismissToasts, toast } from "../support/toast";

test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` } });

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Menu principal" });
const logoPreview = (page: Page) => page.getByRole("img", { name: "Logo atual da oficina" });

test("saves the basic information and the sidebar shows the new name at once", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "Perfil da Oficina" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText([
    "Informações Básicas",
    "Serviços Oferecidos",
    "Horário de Funcionamento",
    "Orçamentos",
    "Lembretes",
    "Dados e PIX",
  ]);

  const panel = await openProfileTab(page, "Informações Básicas");
  await panel.getByLabel("Nome da oficina").fill(`Auto Mecânica São José ${tag}`);
  await panel.getByLabel("Nome do responsável").fill("José da Silva");
  await panel.getByLabel("Descrição").fill("Freios, suspensão e injeção eletrônica.");
  await saveProfile(page);

  await expect(sidebar(page).getByRole("link", { name: `Auto Mecânica São José ${tag}` })).toBeVisible();
  const slug = `auto-mecanica-sao-jose-${tag}`;
  await expect(panel.getByLabel("Endereço da página pública")).toHaveValue(slug);
  await expect(panel.getByRole("link", { name: /Ver minha página pública/ })).toHaveAttribute("href", `/oficina/${slug}`);

  await page.reload();
  await expect(page.getByLabel("Nome da oficina")).toHaveValue(`Auto Mecânica São José ${tag}`);
  await expect(page.getByLabel("Nome do responsável")).toHaveValue("José da Silva");
  await expect(page.getByLabel("Descrição")).toHaveValue("Freios, suspensão e injeção eletrônica.");
});

test("uploads, replaces and removes the logo; refuses a wrong type and a file over 10 MB", async ({ page }) => {
  test.slow(); // ten uploads and removals, each a server round trip
  await page.goto("/dashboard/profile");

  // Checked in the browser: the wrong type and the size never reach the server.
  await chooseLogo(page, { name: "notas.txt", mimeType: "text/plain", buffer: TEXT_FILE });
  await expect(toast(page, messages.logo.invalidType)).toBeVisible();
  await chooseLogo(page, { name: "grande.png", mimeType: "image/png", buffer: oversizedPng() });
  await expect(toast(page, messages.logo.tooLarge)).toBeVisible();
  // Checked on the server from the bytes: text renamed .png. (The browser's refusal is closed
  // first, so the toast below can only be the server's.)
  await dismissToasts(page, messages.logo.invalidType);
  await chooseLogo(page, { name: "disfarcado.png", mimeType: "image/png", buffer: TEXT_FILE });
  await expect(toast(page, messages.logo.invalidType)).toBeVisible();
  await expect(logoPreview(page)).toHaveCount(0);

  // 'Carregando imagem...' while the upload is held on its way to the server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/dashboard/profile", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await chooseLogo(page, { name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 });
  await expect(page.getByRole("status").filter({ hasText: messages.logo.uploading })).toBeVisible();
  release();
  await expect(toast(page, messages.logo.uploaded)).toBeVisible();
  await page.unroute("**/dashboard/profile");

  await expect(logoPreview(page)).toBeVisible();
  const firstUrl = (await logoPreview(page).getAttribute("src"))!;
  expect(firstUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}-[0-9a-f-]{36}\.png$/);
  await expect(sidebar(page).locator(`img[src="${firstUrl}"]`)).toBeVisible();
  const served = await page.request.get(firstUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  // Replacing with an SVG (scripts stripped) deletes the old file.
  await dismissToasts(page, messages.logo.uploaded);
  await chooseLogo(page, { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(HOSTILE_SVG) });
  await expect(toast(page, messages.logo.uploaded)).toBeVisible();
  await expect(logoPreview(page)).not.toHaveAttribute("src", firstUrl);
  const svgUrl = (await logoPreview(page).getAttribute("src"))!;
  expect(svgUrl).toMatch(/\.svg$/);
  expect((await page.request.get(firstUrl)).status()).toBe(404);
  const svg = await page.request.get(svgUrl);
  expect(svg.headers()["content-type"]).toBe("image/svg+xml");
  expect(svg.headers()["x-content-type-options"]).toBe("nosniff");
  expect(svg.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(await svg.text()).not.toMatch(/<script|onload|javascript:/);

  // An SVG shaped like no logo (2,000 <g> deep) is refused before it is parsed; the logo stays.
  const nested = `<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(2000)}${"</g>".repeat(2000)}</svg>`;
  await chooseLogo(page, { name: "aninhado.svg", mimeType: "image/svg+xml", buffer: Buffer.from(nested) });
  await expect(toast(page, messages.logo.svgTooComplex)).toBeVisible();
  await expect(logoPreview(page)).toHaveAttribute("src", svgUrl);

  // Removal asks first; cancelling keeps the logo.
  await page.getByRole("button", { name: "Remover logo" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(messages.logo.confirmRemove);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(logoPreview(page)).toBeVisible();
  await page.getByRole("button", { name: "Remover logo" }).click();
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(toast(page, messages.logo.removed)).toBeVisible();
  await expect(logoPreview(page)).toHaveCount(0);
  await expect(sidebar(page).locator("img")).toHaveCount(0);
  expect((await page.request.get(svgUrl)).status()).toBe(404);

  // A GIF works too.
  await chooseLogo(page, { name: "logo.gif", mimeType: "image/gif", buffer: GIF_1X1 });
  // Stored re-encoded: a GIF becomes a still PNG (lib/uploads/reencode.ts).
  await expect(logoPreview(page)).toHaveAttribute("src", /\.png$/);
});

test("a logo chosen while the page's script is still loading is sent once it loads", async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto("/dashboard/profile", { waitUntil: "commit" });
  await chooseLogo(page, { name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 });
  release();
  await expect(toast(page, messages.logo.uploaded)).toBeVisible();
  await expect(logoPreview(page)).toHaveAttribute("src", /\.png$/);
});

test.describe(() => {
  test.use({ plan: "pro" });

  test("edits services and opening hours, and keeps them after saving", async ({ page }) => {
    await page.goto("/dashboard/profile");

    const services = await openProfileTab(page, "Serviços Oferecidos");
    await expect(services.getByText("Nenhum serviço cadastrado ainda.")).toBeVisible();
    // A row with a price and no name: the one save refuses it, brings its tab back, and the
    // reason sits under the row's field.
    await services.getByRole("button", { name: "Adicionar serviço" }).click();
    await services.getByLabel("Preço (R$)").fill("50");
    await openProfileTab(page, "Orçamentos");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(toast(page, messages.profile.saveError + messages.profile.serviceNameRequired)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Serviços Oferecidos" })).toHaveAttribute("aria-selected", "true");
    await expect(services.getByText(messages.profile.serviceNameRequired, { exact: true })).toBeVisible();

    // Typed and saved with 'Salvar Alterações' alone: no confirmation per row.
    await services.getByLabel("Nome do serviço").fill("Troca de óleo");
    await services.getByLabel("Preço (R$)").fill("120.5");
    await services.getByLabel("Descrição (opcional)").fill("Com filtro");
    await saveProfile(page);
    const list = services.getByRole("list", { name: "Serviços" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Troca de óleo");
    await expect(list).toContainText("R$ 120,50");

    // 'Desfazer alterações' reverts; an empty price becomes 0.
    await list.getByRole("button", { name: "Editar Troca de óleo" }).click();
    await services.getByLabel("Nome do serviço").fill("Outro nome");
    await services.getByRole("button", { name: "Desfazer alterações" }).click();
    await expect(list).toContainText("Troca de óleo");
    await historyGuardGone(page);
    await list.getByRole("button", { name: "Editar Troca de óleo" }).click();
    await services.getByLabel("Preço (R$)").fill("");
    await saveProfile(page);
    await expect(list).toContainText("R$ 0,00");
    await list.getByRole("button", { name: "Editar Troca de óleo" }).click();
    await services.getByLabel("Preço (R$)").fill("99.9");

    await services.getByRole("button", { name: "Adicionar serviço" }).click();
    await services.getByLabel("Nome do serviço").last().fill("Alinhamento");
    await saveProfile(page);
    await expect(list).toContainText("R$ 99,90");
    await list.getByRole("button", { name: "Excluir Alinhamento" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);

    const hours = await openProfileTab(page, "Horário de Funcionamento");
    const sunday = hours.getByRole("switch", { name: "Domingo" });
    await expect(sunday).toHaveAttribute("aria-checked", "false");
    await expect(hours.getByLabel("Abre às (Domingo)")).toBeDisabled();
    await sunday.click();
    await expect(hours.getByLabel("Abre às (Domingo)")).toBeEnabled();
    await expect(hours.getByLabel("Abre às (Domingo)")).toHaveValue("");
    await hours.getByLabel("Abre às (Domingo)").fill("09:00");
    await hours.getByLabel("Fecha às (Domingo)").fill("13:00");
    await hours.getByRole("switch", { name: "Segunda-feira" }).press("Space");
    await expect(hours.getByLabel("Abre às (Segunda-feira)")).toBeDisabled();

    await saveProfile(page);
    await page.reload();
    await openProfileTab(page, "Serviços Oferecidos");
    await expect(page.getByRole("list", { name: "Serviços" })).toContainText("Troca de óleoCom filtroR$ 99,90");
    await openProfileTab(page, "Horário de Funcionamento");
    await expect(page.getByRole("switch", { name: "Domingo" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByLabel("Abre às (Domingo)")).toHaveValue("09:00");
    await expect(page.getByLabel("Fecha às (Domingo)")).toHaveValue("13:00");
    await expect(page.getByRole("switch", { name: "Segunda-feira" })).toHaveAttribute("aria-checked", "false");
    await expect(page.getByLabel("Abre às (Segunda-feira)")).toBeDisabled();
    await expect(page.getByLabel("Abre às (Segunda-feira)")).toHaveValue("08:00");
  });
});

test("saves the quote defaults, keeps them after a reload, and keeps what was typed when the rate is refused", async ({ page }) => {
  const m = messages.profileQuoteDefaults;
  await page.goto("/dashboard/profile");
  const basic = await openProfileTab(page, "Informações Básicas");
  // Found while its tab is hidden too (a hidden tab panel is out of the accessibility tree).
  const rate = page.getByLabel(m.hourlyRateLabel);
  const quotes = await openProfileTab(page, "Orçamentos");
  const terms = page.getByLabel(m.paymentTermsLabel);
  const warranty = page.getByLabel(m.warrantyLabel);
  // A shop that never wrote its own warranty sees the default, with nothing to restore.
  await expect(rate).toHaveValue("");
  await expect(warranty).toHaveValue(DEFAULT_WARRANTY_TEXT);
  await expect(quotes.getByRole("button", { name: m.warrantyUseDefault })).toHaveCount(0);

  await openProfileTab(page, "Informações Básicas");
  await rate.fill("12,345");
  await openProfileTab(page, "Orçamentos");
  await terms.fill("PIX, cartão ou dinheiro na entrega");
  await warranty.fill("Garantia de 6 meses para peças e serviços.");
  // Saved from another tab: the refusal brings the rate's tab back, with the reason under the field.
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  const refused = m.hourlyRateInvalid(messages.money.tooManyDecimals);
  await expect(toast(page, messages.profile.saveError + refused)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Informações Básicas" })).toHaveAttribute("aria-selected", "true");
  await expect(basic.getByText(refused, { exact: true })).toBeVisible();
  await expect(rate).toHaveAccessibleDescription(`${m.hourlyRateHint} ${refused}`);
  await expect(rate).toHaveValue("12,345");
  await expect(terms).toHaveValue("PIX, cartão ou dinheiro na entrega");
  await expect(warranty).toHaveValue("Garantia de 6 meses para peças e serviços.");

  // Read the Brazilian way, and shown back as read when the field is left.
  await rate.fill("95,5");
  await rate.blur();
  await expect(rate).toHaveValue("95,50");
  await saveProfile(page);
  await page.reload();
  await expect(rate).toHaveValue("95,50");
  await openProfileTab(page, "Orçamentos");
  await expect(terms).toHaveValue("PIX, cartão ou dinheiro na entrega");
  await expect(warranty).toHaveValue("Garantia de 6 meses para peças e serviços.");

  // Blank means the default: the saved form shows it at once, and after a reload.
  await warranty.fill("");
  await saveProfile(page);
  await expect(warranty).toHaveValue(DEFAULT_WARRANTY_TEXT);
  await warranty.fill("Outra garantia.");
  await quotes.getByRole("button", { name: m.warrantyUseDefault }).click();
  await expect(warranty).toHaveValue(DEFAULT_WARRANTY_TEXT);
  await page.reload();
  await openProfileTab(page, "Orçamentos");
  await expect(warranty).toHaveValue(DEFAULT_WARRANTY_TEXT);
});

test("a slug taken by another shop is refused with a clear message, keeping what was typed", async ({
  page: other,
  createMechanic,
  accountsDatabase,
}) => {
  const tag = randomUUID().slice(0, 8);
  // The first shop's page, straight in the database: saving a profile is this spec's other tests'.
  const taken = await setShopProfile(accountsDatabase, (await createMechanic({ plan: "basic", prefix: "slug-a" })).id, {
    shopName: `Primeira ${tag}`,
  });

  await other.goto("/dashboard/profile");
  await other.getByLabel("Nome da oficina").fill(`Segunda ${tag}`);
  await other.getByLabel("Endereço da página pública").fill(taken);
  await other.getByLabel("WhatsApp da oficina").fill("(11) 91234-5678");
  await other.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(other, messages.profile.saveError + messages.profile.slugTaken)).toBeVisible();
  // Back on the tab with the error, everything still typed.
  await expect(other.getByRole("tab", { name: "Informações Básicas" })).toHaveAttribute("aria-selected", "true");
  await expect(other.getByText(messages.profile.slugTakenField, { exact: true })).toBeVisible();
  await expect(other.getByLabel("Nome da oficina")).toHaveValue(`Segunda ${tag}`);
  await expect(other.getByLabel("Endereço da página pública")).toHaveValue(taken);
  await expect(other.getByLabel("WhatsApp da oficina")).toHaveValue("(11) 91234-5678");

  // Cleared: derived from the shop name instead.
  await openProfileTab(other, "Informações Básicas");
  await other.getByLabel("Endereço da página pública").fill("");
  await saveProfile(other);
  await expect(other.getByLabel("Endereço da página pública")).toHaveValue(`segunda-${tag}`);
});

test("the profile fits a 375 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard/profile");
  for (const name of ["Informações Básicas", "Serviços Oferecidos", "Horário de Funcionamento", "Orçamentos"] as const) {
    await openProfileTab(page, name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
  }
});
