/**
 * On a 375 px phone: the profile's 'Dados e PIX' (opened from the Painel's reminder) sets
 * up the shop's PIX key. The name and city the bank shows start from the shop's; a landline typed
 * as a phone key is refused under the field with what was typed kept; a mobile saves, and comes
 * back as the phone it is. The Painel stops asking.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { openProfileTab, saveProfile } from "../support/profile";
import { toast } from "../support/toast";

const m = messages.shopData;

test("the PIX key from the Painel's reminder: refused as a landline, saved as a mobile", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: m.addPixLink }).tap();
  await expect(page.getByRole("heading", { name: m.title, level: 2 })).toBeVisible();

  await openProfileTab(page, "Informações Básicas");
  await page.getByLabel("Nome da oficina").fill("Oficina do Zé 🔧");
  const panel = await openProfileTab(page, "Dados e PIX");
  await panel.getByLabel(m.cityLabel, { exact: true }).fill("São Paulo");
  const keyType = panel.getByLabel(m.pixKeyTypeLabel, { exact: true });
  await waitForHydration(keyType);
  await keyType.selectOption({ label: m.pixKeyTypes.phone });
  // Suggested from the shop's name and city, without what the BR Code cannot carry.
  await expect(panel.getByLabel(m.pixNameLabel, { exact: true })).toHaveValue("Oficina do Zé");
  await expect(panel.getByLabel(m.pixCityLabel, { exact: true })).toHaveValue("São Paulo");

  await panel.getByLabel(m.pixKeyLabel, { exact: true }).fill("(11) 3456-7890");
  await page.getByRole("button", { name: "Salvar Alterações" }).tap();
  await expect(toast(page, messages.profile.saveError + m.pixKeyInvalid.phone)).toBeVisible();
  await expect(panel.getByText(m.pixKeyInvalid.phone)).toBeVisible();
  await expect(panel.getByLabel(m.pixKeyLabel, { exact: true })).toHaveValue("(11) 3456-7890");

  await panel.getByLabel(m.pixKeyLabel, { exact: true }).fill("11987654321");
  await saveProfile(page);
  await page.reload();
  await openProfileTab(page, "Dados e PIX");
  await expect(page.getByLabel(m.pixKeyLabel, { exact: true })).toHaveValue("(11) 98765-4321");

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  await expect(page.getByTestId("add-pix-key")).toHaveCount(0);
});
