/**
 * The profile open in two tabs: a save from the tab loaded earlier is refused instead of replacing
 * what the other tab saved, and keeps what was typed; one tab saving again and again just works.
 */
import { randomUUID } from "node:crypto";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { openProfileTab, saveProfile } from "../support/profile";
import { toast } from "../support/toast";

test("a save from a tab loaded before another tab's save is refused, keeping both what was typed and the other save", async ({
  page: tabA,
}) => {
  const tag = randomUUID().slice(0, 8);
  const tabB = await tabA.context().newPage();
  await tabA.goto("/dashboard/profile");
  await tabB.goto("/dashboard/profile");

  // Tab B adds a service and saves.
  const services = await openProfileTab(tabB, "Serviços Oferecidos");
  await services.getByRole("button", { name: "Adicionar serviço" }).click();
  await services.getByLabel("Nome do serviço").fill(`Alinhamento ${tag}`);
  await saveProfile(tabB);

  // Tab A, still showing the profile as it was, renames the shop and saves.
  const basic = await openProfileTab(tabA, "Informações Básicas");
  await basic.getByLabel("Nome da oficina").fill(`Oficina da aba A ${tag}`);
  await tabA.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(tabA, messages.profile.stale)).toBeVisible();
  await expect(basic.getByLabel("Nome da oficina")).toHaveValue(`Oficina da aba A ${tag}`);

  // What B saved is still there, and A's refused save wrote nothing.
  await tabB.reload();
  await expect(tabB.getByLabel("Nome da oficina")).toHaveValue("");
  await openProfileTab(tabB, "Serviços Oferecidos");
  await expect(tabB.getByRole("list", { name: "Serviços" })).toContainText(`Alinhamento ${tag}`);
});

test("the same tab saves twice in a row: the first save hands the form the new version", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto("/dashboard/profile");
  const basic = await openProfileTab(page, "Informações Básicas");
  const version = page.locator('input[type="hidden"][name="version"]');
  await expect(version).toHaveValue("1");

  await basic.getByLabel("Nome da oficina").fill(`Primeira ${tag}`);
  await saveProfile(page);
  await expect(version).toHaveValue("2");
  await basic.getByLabel("Nome do responsável").fill("Segunda vez");
  await saveProfile(page);
  await expect(version).toHaveValue("3");

  await page.reload();
  await expect(page.getByLabel("Nome da oficina")).toHaveValue(`Primeira ${tag}`);
  await expect(page.getByLabel("Nome do responsável")).toHaveValue("Segunda vez");
});
