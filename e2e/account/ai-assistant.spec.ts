import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DEFAULT_ASSISTANT_PROMPT } from "../../db/schema";
import { messages } from "../../lib/messages";
import { GIF_1X1, PNG_1X1, TEXT_FILE, oversizedPng } from "../../tests/support/images";
import { expect, test } from "../fixtures";
import { holdServerActions } from "../support/network";
import { dismissToasts, toast } from "../support/toast";

test.use({ plan: "pro" });

const m = messages.aiAssistant;

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

/** Uploads a file through the assistant's image picker, without waiting for the outcome. */
async function chooseAssistantImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/^(Enviar|Trocar) imagem$/).setInputFiles(file);
}

test("defaults, a live preview, save, and the saved values after a reload", async ({ page }) => {
  await page.goto("/dashboard/ai-assistant");
  const ui = assistantPage(page);

  await expect(ui.name).toHaveValue("Mecânico Virtual");
  await expect(ui.prompt).toHaveValue(DEFAULT_ASSISTANT_PROMPT);
  await expect(ui.previewName).toHaveText("Mecânico Virtual");
  // The chat's own greeting; this shop has not written its name yet.
  await expect(ui.greeting).toHaveText(messages.assistantChat.greeting("Mecânico Virtual", messages.assistantChat.shopFallback));
  await expect(ui.avatar).toHaveText("MV");
  await expect(ui.preview.getByRole("textbox", { name: "Mensagem para o assistente (prévia)" })).toBeDisabled();
  await expect(page.getByText("Dicas para o prompt")).toBeVisible();

  // The preview follows every keystroke, and an empty name falls back to the default.
  await ui.name.clear();
  await expect(ui.previewName).toHaveText("Mecânico Virtual");
  await ui.name.pressSequentially("Zé Ajudante");
  await expect(ui.previewName).toHaveText("Zé Ajudante");
  await expect(ui.greeting).toContainText("Eu sou o Zé Ajudante,");
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

test("a refused save keeps what was typed, and one shop's assistant is not another's", async ({ page, createMechanic, signedInPage }) => {
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

  const other = await signedInPage(await createMechanic({ plan: "pro", prefix: "assistente-b" }));
  await other.goto("/dashboard/ai-assistant");
  const otherUi = assistantPage(other);
  await expect(otherUi.name).toHaveValue("Mecânico Virtual");
  await expect(otherUi.prompt).toHaveValue(DEFAULT_ASSISTANT_PROMPT);
  await other.close();
});

test("uploads, replaces and removes the assistant's image; refuses a wrong type and a file over 10 MB", async ({ page }) => {
  test.slow(); // several uploads and removals, each a server round trip
  await page.goto("/dashboard/ai-assistant");
  const ui = assistantPage(page);
  await expect(ui.form.getByText(/quadrada de pelo menos 256×256/)).toBeVisible();
  await expect(ui.avatar).toHaveText("MV");

  // Checked in the browser: the wrong type and the size never reach the server.
  await chooseAssistantImage(page, { name: "notas.txt", mimeType: "text/plain", buffer: TEXT_FILE });
  await expect(toast(page, messages.logo.invalidType)).toBeVisible();
  await chooseAssistantImage(page, { name: "grande.png", mimeType: "image/png", buffer: oversizedPng() });
  await expect(toast(page, messages.logo.tooLarge)).toBeVisible();
  // Checked on the server from the bytes: text renamed .png. (The browser's refusal is closed
  // first, so the toast below can only be the server's: sending the 10 MB file to the page may
  // take longer than a toast stays, so counting two at once is a race.)
  await dismissToasts(page, messages.logo.invalidType);
  await chooseAssistantImage(page, { name: "disfarcado.png", mimeType: "image/png", buffer: TEXT_FILE });
  await expect(toast(page, messages.logo.invalidType)).toBeVisible();
  await expect(ui.avatar).toHaveText("MV");

  // A name typed but not saved stays while the image is stored on its own.
  await ui.name.fill("Zé Robô");
  const held = await holdServerActions(page, "/dashboard/ai-assistant");
  await chooseAssistantImage(page, { name: "robo.png", mimeType: "image/png", buffer: PNG_1X1 });
  await expect(page.getByRole("status").filter({ hasText: messages.logo.uploading })).toBeVisible();
  held.release();
  await expect(toast(page, m.imageUploaded)).toBeVisible();

  await expect(ui.avatar).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}-[0-9a-f-]{36}\.png$/);
  const firstUrl = (await ui.avatar.getAttribute("src"))!;
  await expect(ui.form.getByRole("img", { name: "Imagem atual do assistente" })).toHaveAttribute("src", firstUrl);
  await expect(ui.name).toHaveValue("Zé Robô");
  await expect(ui.previewName).toHaveText("Zé Robô");
  const served = await page.request.get(firstUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  await page.reload();
  await expect(ui.avatar).toHaveAttribute("src", firstUrl);

  // The picker fits a phone, with the image in place.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole("button", { name: "Remover imagem" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Replacing deletes the old file.
  await chooseAssistantImage(page, { name: "robo.gif", mimeType: "image/gif", buffer: GIF_1X1 });
  // Stored re-encoded: a GIF becomes a still PNG (lib/uploads/reencode.ts), under a new key.
  await expect(ui.avatar).not.toHaveAttribute("src", firstUrl);
  await expect(ui.avatar).toHaveAttribute("src", /\.png$/);
  const gifUrl = (await ui.avatar.getAttribute("src"))!;
  expect((await page.request.get(firstUrl)).status()).toBe(404);

  // Removal asks first; cancelling keeps the image.
  await page.getByRole("button", { name: "Remover imagem" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(m.imageConfirmRemove);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(ui.avatar).toHaveAttribute("src", gifUrl);
  await page.getByRole("button", { name: "Remover imagem" }).click();
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(toast(page, m.imageRemoved)).toBeVisible();
  await expect(ui.avatar).toHaveText("MV");
  expect((await page.request.get(gifUrl)).status()).toBe(404);

  await page.reload();
  await expect(ui.avatar).toHaveText("MV");
  await expect(page.getByLabel("Enviar imagem")).toBeAttached();
});
