import { expect, test } from "@playwright/test";
import { messages } from "../../lib/messages";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/rota-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: messages.errorPages.notFound })).toBeVisible();
  await expect(page.getByText(messages.errorPages.notFound, { exact: true })).toBeVisible();
  const home = page.getByRole("link", { name: "Voltar para a página inicial" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await page.waitForURL((url) => url.pathname === "/");
});
