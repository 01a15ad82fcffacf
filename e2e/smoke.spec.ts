import { expect, test } from "@playwright/test";

test("the auth page renders its two tabs", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Cadastro" })).toBeVisible();
});
