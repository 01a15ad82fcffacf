/** The shop's profile page (/dashboard/profile): its tabs, saving, the logo. */
import { expect, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { historyGuardGone } from "./back-guard";
import { isServerAction, trackNetwork } from "./network";
import { toast } from "./toast";

/** On /dashboard/profile: the tab of that name, selected. */
export async function openProfileTab(
  page: Page,
  name: "Informações Básicas" | "Serviços Oferecidos" | "Horário de Funcionamento" | "Orçamentos" | "Lembretes" | "Dados e PIX",
) {
  const tab = page.getByRole("tab", { name });
  // A click that lands while the streamed page is still hydrating can go unheard: click again.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
  return page.getByRole("tabpanel", { name });
}

/** On /dashboard/profile: 'Salvar Alterações', then the success toast. */
export async function saveProfile(page: Page) {
  // An earlier save's toast may still be up: wait for this save's own answer first.
  const answered = page.waitForResponse((response) => isServerAction(response.request()));
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await answered;
  await expect(toast(page, messages.profile.saved).last()).toBeVisible();
  // An earlier toast may be the one seen: wait too for the Back guard to go.
  await historyGuardGone(page);
}

/** Opens /dashboard/profile, fills the basic information and saves; returns the stored slug. */
export async function fillShopProfile(page: Page, fields: { shopName: string; ownerName?: string; description?: string }) {
  trackNetwork(page);
  await page.goto("/dashboard/profile");
  const panel = await openProfileTab(page, "Informações Básicas");
  await panel.getByLabel("Nome da oficina").fill(fields.shopName);
  if (fields.ownerName !== undefined) await panel.getByLabel("Nome do responsável").fill(fields.ownerName);
  if (fields.description !== undefined) await panel.getByLabel("Descrição").fill(fields.description);
  await saveProfile(page);
  const slug = panel.getByLabel("Endereço da página pública");
  await expect(slug).not.toHaveValue("");
  return slug.inputValue();
}

/** Uploads a file through the logo picker, without waiting for the outcome. */
export async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/^(Enviar|Trocar) logo$/).setInputFiles(file);
}
