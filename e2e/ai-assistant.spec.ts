import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { DEFAULT_ASSISTANT_PROMPT } from "../db/schema";
import { messages } from "../lib/messages";
import { holdServerActions, newMechanic, toast } from "./helpers";

const m = messages.assistant;

function assistantPage(page: Page) {
  const form = page.getByRole("form", { name: "Configurações do assistente" });
  const preview = page.getByRole("region", { name: "Prévia" });
  return {
    form,
    name: form.getByLabel("Nome do assistente"),
    prompt: form.getByLabel("Prompt base"),
    save: form.getByRole("button", { name: "Salvar configurações" }),
    preview,
    previewName: preview.getByTestId("assistant-preview-name"),
    greeting: preview.getByTestId("assistant-greeting"),
    avatar: preview.getByTestId("assistant-avatar"),
  };
}

test("defaults, a live preview, save, and the saved values after a reload", async ({ page }) => {
  await newMechanic(page, { plan: "Profissional", prefix: "assistente" });
  await page.goto("/dashboard/ai-assistant");
  const ui = assistantPage(page);

  await expect(ui.name).toHaveValue("Mecânico Virtual");
  await expect(ui.prompt).toHaveValue(DEFAULT_ASSISTANT_PROMPT);
  await expect(ui.previewName).toHaveText("Mecânico Virtual");
  await expect(ui.greeting).toHaveText("Olá! Meu nome é Mecânico Virtual. Como posso ajudar com o seu veículo hoje?");
  await expect(ui.avatar).toHaveText("MV");
  await expect(ui.preview.getByRole("textbox", { name: "Mensagem para o assistente (prévia)" })).toBeDisabled();
  await expect(page.getByText("Dicas para o prompt")).toBeVisible();

  // The preview follows every keystroke, and an empty name falls back to the default.
  await ui.name.clear();
  await expect(ui.previewName).toHaveText("Mecânico Virtual");
  await ui.name.pressSequentially("Zé Ajudante");
  await expect(ui.previewName).toHaveText("Zé Ajudante");
  await expect(ui.greeting).toContainText("Meu nome é Zé Ajudante.");
  await expect(ui.avatar).toHaveText("ZA");

  const tag = randomUUID().slice(0, 8);
  const prompt = `<script>alert(1)</script> Responda curto. ${tag}`;
  await ui.prompt.fill(prompt);
  const held = await holdServerActions(page, "/dashboard/ai-assistant");
  await ui.save.click();
  await expect(ui.form.getByRole("button", { name: "Salvando..." })).toBeDisabled();
  held.release();
  await expect(toast(page, m.saved)).toBeVisible();

  await page.reload();
  await expect(ui.name).toHaveValue("Zé Ajudante");
  await expect(ui.prompt).toHaveValue(prompt);
  await expect(ui.previewName).toHaveText("Zé Ajudante");

  await ui.form.getByRole("button", { name: "Restaurar texto padrão" }).click();
  await expect(ui.prompt).toHaveValue(DEFAULT_ASSISTANT_PROMPT);
});

test("a refused save keeps what was typed, and one shop's assistant is not another's", async ({ page, browser }) => {
  test.slow(); // two accounts signed in through the UI
  await newMechanic(page, { plan: "Profissional", prefix: "assistente-a" });
  await page.goto("/dashboard/ai-assistant");
  const ui = assistantPage(page);

  await ui.name.clear();
  await ui.prompt.fill("Meu prompt que não pode sumir");
  await ui.save.click();
  await expect(toast(page, m.nameRequired)).toBeVisible();
  await expect(ui.name).toHaveAccessibleDescription(m.nameRequired);
  await expect(ui.prompt).toHaveValue("Meu prompt que não pode sumir");

  await ui.name.fill("Assistente da Oficina A");
  await ui.save.click();
  await expect(toast(page, m.saved)).toBeVisible();

  const other = await browser.newPage();
  await newMechanic(other, { plan: "Profissional", prefix: "assistente-b" });
  await other.goto("/dashboard/ai-assistant");
  const otherUi = assistantPage(other);
  await expect(otherUi.name).toHaveValue("Mecânico Virtual");
  await expect(otherUi.prompt).toHaveValue(DEFAULT_ASSISTANT_PROMPT);
  await other.close();
});
