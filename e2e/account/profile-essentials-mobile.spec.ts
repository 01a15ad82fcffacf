/**
 * The profile on a 375 px phone: what every shop must fill sits on the
 * first tab; a new catalogue service is saved by the one 'Salvar Alterações'; and what would break
 * the public page (a WhatsApp that is no phone, hours no clock shows or that end before they
 * start) is refused with a clear message, keeping what was typed.
 */
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { openProfileTab, saveProfile } from "../support/profile";
import { toast } from "../support/toast";

const m = messages.profile;
const save = (page: Page) => page.getByRole("button", { name: "Salvar Alterações" });

test("name, WhatsApp and labour rate on the first tab; a new service saved with one 'Salvar'; leaving unsaved asks", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto("/dashboard/profile");
  const basic = page.getByRole("tabpanel", { name: "Informações Básicas" });
  await expect(page.getByRole("tab", { name: "Informações Básicas" })).toHaveAttribute("aria-selected", "true");
  await expect(basic.getByLabel("Nome da oficina")).toBeVisible();
  const whatsapp = basic.getByLabel(m.whatsappLabel);
  await expect(whatsapp).toBeVisible();
  // The phone's dial pad, not the URL keyboard.
  await expect(whatsapp).toHaveAttribute("type", "tel");
  await expect(whatsapp).toHaveAttribute("inputmode", "tel");
  await expect(basic.getByLabel(messages.profileQuoteDefaults.hourlyRateLabel)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Integrações" })).toHaveCount(0);

  await basic.getByLabel("Nome da oficina").fill(`Oficina Essencial ${tag}`);
  await whatsapp.pressSequentially("11912345678");
  await expect(whatsapp).toHaveValue("(11) 91234-5678");
  await basic.getByLabel(messages.profileQuoteDefaults.hourlyRateLabel).fill("120");

  // A catalogue service: typed, then the one save. No 'Confirmar'.
  const services = await openProfileTab(page, "Serviços Oferecidos");
  await services.getByRole("button", { name: "Adicionar serviço" }).tap();
  await services.getByLabel("Nome do serviço").fill("Troca de óleo");
  await services.getByLabel("Preço (R$)").fill("89,90");
  await expect(services.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
  await saveProfile(page);
  const list = services.getByRole("list", { name: "Serviços" });
  await expect(list.getByRole("listitem")).toHaveText([/Troca de óleo\s*R\$\s89,90/]);
  await expect(services.getByLabel("Nome do serviço")).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel(m.whatsappLabel)).toHaveValue("(11) 91234-5678");
  await expect(page.getByLabel(messages.profileQuoteDefaults.hourlyRateLabel)).toHaveValue("120,00");
  const saved = await openProfileTab(page, "Serviços Oferecidos");
  await expect(saved.getByRole("list", { name: "Serviços" })).toContainText("Troca de óleo");

  // A service being typed is an unsaved change: leaving asks first.
  await saved.getByRole("button", { name: "Adicionar serviço" }).tap();
  await saved.getByLabel("Nome do serviço").fill("Alinhamento");
  await page.getByRole("button", { name: "Abrir menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Clientes", exact: true }).tap();
  const dialog = page.getByRole("alertdialog", { name: messages.unsavedChanges.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: messages.unsavedChanges.stay }).tap();
  await menu.getByRole("button", { name: "Fechar" }).tap();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(saved.getByLabel("Nome do serviço")).toHaveValue("Alinhamento");
});

test("a WhatsApp that is no phone and hours no clock shows are refused with a clear message, keeping what was typed", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto("/dashboard/profile");
  const basic = page.getByRole("tabpanel", { name: "Informações Básicas" });
  await basic.getByLabel("Nome da oficina").fill(`Oficina Horário ${tag}`);
  const whatsapp = basic.getByLabel(m.whatsappLabel);
  await whatsapp.pressSequentially("123");
  await waitForHydration(save(page));
  await save(page).tap();
  await expect(toast(page, m.saveError + m.whatsappInvalid)).toBeVisible();
  await expect(whatsapp).toHaveAttribute("aria-invalid", "true");
  await expect(basic.getByText(m.whatsappInvalid, { exact: true })).toBeVisible();
  await expect(whatsapp).toHaveValue("(12) 3");
  await expect(basic.getByLabel("Nome da oficina")).toHaveValue(`Oficina Horário ${tag}`);
  await whatsapp.fill("");
  await whatsapp.pressSequentially("11912345678");

  // An end before the start: said beside the day as soon as both times are in.
  const hours = await openProfileTab(page, "Horário de Funcionamento");
  const opens = hours.getByLabel("Abre às (Segunda-feira)");
  const closes = hours.getByLabel("Fecha às (Segunda-feira)");
  await expect(opens).toHaveAttribute("type", "time");
  await opens.fill("18:00");
  await closes.fill("08:00");
  const endBeforeStart = m.hoursEndBeforeStart("Segunda-feira", "18:00", "08:00");
  await expect(hours.getByText(endBeforeStart, { exact: true })).toBeVisible();
  await expect(closes).toHaveAccessibleDescription(endBeforeStart);

  // A period left half blank is refused by the save, which brings the tab back.
  await hours.getByRole("switch", { name: "Domingo" }).tap();
  await hours.getByLabel("Abre às (Domingo)").fill("09:00");
  await openProfileTab(page, "Orçamentos");
  await save(page).tap();
  await expect(toast(page, m.saveError + endBeforeStart)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Horário de Funcionamento" })).toHaveAttribute("aria-selected", "true");
  await expect(hours.getByText(m.hoursMissing("Domingo"), { exact: true })).toBeVisible();
  await expect(opens).toHaveValue("18:00");
  await expect(hours.getByLabel("Abre às (Domingo)")).toHaveValue("09:00");

  // Put right, it saves, and the public page has its WhatsApp button and the hours as typed.
  await closes.fill("19:00");
  await hours.getByLabel("Fecha às (Domingo)").fill("12:30");
  await saveProfile(page);
  const address = page.getByLabel("Endereço da página pública");
  // Derived from the name by the save: shown once the saved profile is back.
  await expect(address).not.toHaveValue("");
  const slug = await address.inputValue();
  const context = await browser.newContext({ storageState: signedOut });
  const guest = await context.newPage();
  await guest.goto(`/oficina/${slug}`);
  await expect(guest.getByRole("link", { name: "Falar no WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511912345678");
  const days = guest.getByRole("list", { name: "Horário de funcionamento" }).getByRole("listitem");
  await expect(days.first()).toContainText("18:00-19:00");
  await expect(days.last()).toContainText("09:00-12:30");
  await context.close();
});
