import { randomUUID } from "node:crypto";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { openProfileTab, saveProfile } from "../support/profile";
import { setShopProfile } from "../support/rows";
import { toast } from "../support/toast";

test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` } });

// What a mechanic types as a service's price, and what the public page must show. A number input
// read the comma by the browser's language: "120,00" was saved as R$ 12.000,00, "1.234,56" as R$ 1,23.
const PRICES = [
  ["120", "R$ 120,00"],
  ["120,00", "R$ 120,00"],
  ["1.234,56", "R$ 1.234,56"],
  ["1234.56", "R$ 1.234,56"],
] as const;

/** A service's row text: its name, then its price as Intl writes it (a no-break space after R$). */
const serviceRow = (index: number, shown: string) =>
  new RegExp(`^Serviço ${index + 1}${shown.replace(/[.$]/g, (char) => `\\${char}`).replace(" ", "\\s")}$`);

for (const locale of ["pt-BR", "en-US"]) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test("a service's price is read the Brazilian way, shown back that way, and saved as read", async ({
      page,
      mechanic,
      accountsDatabase,
    }) => {
      // A public page to publish the prices on: the profile's own form is profile.spec.ts's.
      const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Preços ${locale} ${randomUUID().slice(0, 8)}` });
      await page.goto("/dashboard/profile");
      const services = await openProfileTab(page, "Serviços Oferecidos");
      for (const [index, [typed]] of PRICES.entries()) {
        await services.getByRole("button", { name: "Adicionar serviço" }).click();
        await services
          .getByLabel("Nome do serviço")
          .last()
          .fill(`Serviço ${index + 1}`);
        await services.getByLabel("Preço (R$)").last().pressSequentially(typed);
        await expect(services.getByRole("list", { name: "Serviços" }).getByRole("listitem")).toHaveCount(index + 1);
      }
      await saveProfile(page);

      // After a reload: the stored prices, and the edit field shows one the way it reads it back.
      await page.reload();
      const saved = (await openProfileTab(page, "Serviços Oferecidos")).getByRole("list", { name: "Serviços" });
      for (const [index, [, shown]] of PRICES.entries()) {
        await expect(saved.getByRole("listitem").nth(index)).toHaveText(serviceRow(index, shown));
      }
      await saved.getByRole("button", { name: "Editar Serviço 4" }).click();
      const price = page.getByLabel("Preço (R$)");
      await expect(price).toHaveValue("1.234,56");
      // Text with the decimal keypad: never a number input, whose reading depends on the browser.
      await expect(price).toHaveAttribute("type", "text");
      await expect(price).toHaveAttribute("inputmode", "decimal");

      await page.goto(`/oficina/${slug}`);
      const published = page.getByRole("list", { name: "Serviços e preços" }).getByRole("listitem");
      await expect(published).toHaveCount(PRICES.length);
      for (const [index, [, shown]] of PRICES.entries()) {
        await expect(published.nth(index)).toHaveText(serviceRow(index, shown));
      }
    });
  });
}

test("a price it cannot read is refused in its row with the reason, keeping what was typed", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const services = await openProfileTab(page, "Serviços Oferecidos");
  await services.getByRole("button", { name: "Adicionar serviço" }).click();
  await services.getByLabel("Nome do serviço").fill("Troca de óleo");
  for (const [typed, reason] of [
    ["12,345", messages.money.tooManyDecimals],
    ["-5", messages.money.negative],
    ["abc", messages.money.invalid],
  ] as const) {
    await services.getByLabel("Preço (R$)").fill(typed);
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    const message = messages.profile.servicePriceInvalid("Troca de óleo", reason);
    await expect(toast(page, messages.profile.saveError + message).last()).toBeVisible();
    await expect(services.getByText(message, { exact: true })).toBeVisible();
    await expect(services.getByLabel("Preço (R$)")).toHaveValue(typed);
  }
  await expect(services.getByRole("list", { name: "Serviços" }).getByRole("listitem")).toHaveCount(1); // the row being edited
});

test("a long service name wraps beside its buttons, which are big enough to tap and say what they do", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/dashboard/profile");
  const services = await openProfileTab(page, "Serviços Oferecidos");
  await services.getByRole("button", { name: "Adicionar serviço" }).click();
  const name = `Revisão completa ${"com troca de filtros e fluidos ".repeat(3)}`.trim();
  await services.getByLabel("Nome do serviço").fill(name);
  await services.getByLabel("Preço (R$)").fill("350");
  await saveProfile(page);

  const row = services.getByRole("list", { name: "Serviços" }).getByRole("listitem");
  const edit = row.getByRole("button", { name: `Editar ${name}` });
  const remove = row.getByRole("button", { name: `Excluir ${name}` });
  // The saved list replaces the row being edited, and the page's refresh may replace it again: a
  // box read while a row is swapped is null, so the measures are taken again until they hold.
  await expect(async () => {
    const [rowBox, editBox, removeBox, textBox] = await Promise.all([
      row.boundingBox(),
      edit.boundingBox(),
      remove.boundingBox(),
      row.getByText(name).boundingBox(),
    ]);
    for (const box of [editBox!, removeBox!]) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // On the row's first line, to the right of the text, not pushed onto a line of their own.
      expect(box.y).toBeLessThan(textBox!.y + 24);
      expect(box.x).toBeGreaterThan(textBox!.x + textBox!.width - 1);
    }
    expect(textBox!.height).toBeGreaterThan(30); // the name wrapped
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(375);
  }).toPass();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
