import type { Page } from "@playwright/test";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { seedShop } from "../support/seed";

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the overview fits the screen and its sidebar is a sheet opened by 'Abrir menu'", async ({ page, mechanic }) => {
  expect(page.viewportSize()?.width).toBe(375);
  const { email } = mechanic;
  await page.goto("/dashboard");

  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
  expect(await scrollWidth(page), "the overview fits the screen").toBeLessThanOrEqual(375);
  await expect(page.getByRole("complementary", { name: "Menu principal" })).toBeHidden();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toHaveCount(0);

  await waitForHydration(page.getByRole("button", { name: "Abrir menu" }));
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(menu).toBeVisible();
  for (const label of [
    "Painel",
    "Clientes",
    "Orçamentos",
    "Financeiro",
    "Fornecedores",
    "Interessados",
    "Assistente de IA",
    "Pagamento e Planos",
    "Suporte",
    "Equipe",
    "Perfil da Oficina",
  ]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByText("Ferramentas", { exact: true })).toBeVisible();
  await expect(menu.getByText(`Você entrou como ${email}`)).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sair" })).toBeVisible();

  // A link closes the sheet, even one to the page already open.
  await menu.getByRole("link", { name: "Painel", exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Clientes", exact: true }).click();
  await expect(menu).toBeHidden();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
});

test.describe(() => {
  test.use({ storageState: signedOut }); // the visitor's pages (/auth sends a session away)

  test("the landing's section anchors are in the header at 375 px and land below it", async ({ page }) => {
    await page.goto("/");
    const sections = page.getByRole("navigation", { name: "Seções da página" });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    for (const [label, id] of [
      ["Preços", "precos"],
      ["Como funciona", "como-funciona"],
      ["Benefícios", "beneficios"],
    ] as const) {
      await sections.getByRole("link", { name: label }).click();
      await page.waitForURL(`**/#${id}`);
      // Smooth scrolling ends with the section's top just under the sticky header, not behind it.
      await expect
        .poll(() =>
          page.evaluate((target) => {
            const top = document.getElementById(target)!.getBoundingClientRect().top;
            return top >= document.querySelector("header")!.getBoundingClientRect().bottom && top < 140;
          }, id),
        )
        .toBe(true);
      await expect(sections).toBeInViewport();
    }
  });

  test("/auth has no horizontal scroll at 375 px", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Entrar" })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole("tab", { name: "Cadastro" }).click();
    await expect(page.getByRole("button", { name: "Criar conta" })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});

test("on Básico the AI assistant's upgrade notice fits a 375 px screen", async ({ page }) => {
  await page.goto("/dashboard/ai-assistant");
  await expect(page.getByTestId("pro-assistant-notice")).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
});

test("the overview's four counts are a 2×2 grid at 375 px", async ({ page }) => {
  await page.goto("/dashboard");
  const boxes = [];
  for (const label of ["Clientes", "Fornecedores", "Orçamentos", "Interessados"]) {
    const count = page.getByTestId(`count-${label}`);
    await expect(count).toBeVisible();
    boxes.push((await count.boundingBox())!);
  }
  const [clientes, fornecedores, orcamentos, interessados] = boxes as [Box, Box, Box, Box];
  // Two per row, side by side, each inside the screen...
  expect(fornecedores.y).toBeCloseTo(clientes.y, 0);
  expect(fornecedores.x).toBeGreaterThanOrEqual(clientes.x + clientes.width);
  expect(interessados.y).toBeCloseTo(orcamentos.y, 0);
  expect(interessados.x).toBeCloseTo(fornecedores.x, 0);
  expect(fornecedores.x + fornecedores.width).toBeLessThanOrEqual(375);
  // ...and the second row under the first.
  expect(orcamentos.x).toBeCloseTo(clientes.x, 0);
  expect(orcamentos.y).toBeGreaterThanOrEqual(clientes.y + clientes.height);
});

type Box = { x: number; y: number; width: number; height: number };

test.describe(() => {
  test.use({ storageState: signedOut });

  test("the landing header's links are 44 px touch targets", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("banner").getByRole("link");
    await expect(links).toHaveCount(6); // the logo, three anchors, Entrar, Comece Agora
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      const name = (await link.textContent())?.trim();
      expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(44);
    }
  });

  test("a day with two periods keeps its hours in the column of the other days", async ({ page, createMechanic, accountsDatabase }) => {
    const { slug } = await seedShop(accountsDatabase, await createMechanic({ prefix: "horarios" }));
    await page.goto(`/oficina/${slug}`);
    const days = page.getByRole("list", { name: "Horário de funcionamento" }).getByRole("listitem");
    await expect(days).toHaveCount(7);
    const rows = [];
    for (const day of await days.all()) {
      const [name, hours] = [day.locator("> span").first(), day.locator("> span").last()];
      rows.push({
        text: (await day.innerText()).replace(/\s+/g, " "),
        name: (await name.boundingBox())!,
        hours: (await hours.boundingBox())!,
      });
    }
    const right = (box: Box) => box.x + box.width;
    for (const row of rows) {
      // The hours start on the day's own line, and end where every other day's hours end.
      expect(row.hours.y, `${row.text}: the hours begin beside the day`).toBeLessThan(row.name.y + row.name.height);
      expect(right(row.hours), `${row.text}: right-aligned with the others`).toBeCloseTo(right(rows[0]!.hours), 0);
      expect(row.hours.x, `${row.text}: right of the day's name`).toBeGreaterThanOrEqual(right(row.name));
    }
    // Today's row also carries the 'Hoje' badge.
    expect(rows.some((row) => /^Segunda-feira .*08:00-12:00 e 14:00-18:00$/.test(row.text))).toBe(true);
  });
});
