import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { holdServerActions } from "../support/network";
import { toast } from "../support/toast";

const m = messages.support;

function ticketForm(page: Page) {
  return page.getByRole("form", { name: "Enviar ticket de suporte" });
}

/** On /dashboard/support, sends a ticket and waits for the success toast. */
async function sendTicket(page: Page, subject: string, message: string) {
  const form = ticketForm(page);
  await form.getByLabel("Nome").fill("Mecânico de Teste");
  await form.getByLabel("Assunto (opcional)").fill(subject);
  await form.getByLabel("Mensagem").fill(message);
  await form.getByRole("button", { name: "Enviar ticket" }).click();
  await expect(toast(page, m.sent)).toBeVisible();
}

test("a ticket needs name, e-mail and message, keeps the text on failure and clears after it is sent", async ({ page, mechanic }) => {
  const { email } = mechanic;
  await page.goto("/dashboard/support");
  const form = ticketForm(page);
  const name = form.getByLabel("Nome");
  const emailField = form.getByLabel("E-mail");
  const subject = form.getByLabel("Assunto (opcional)");
  const message = form.getByLabel("Mensagem");
  const send = form.getByRole("button", { name: "Enviar ticket" });

  // The e-mail starts from the account (this new shop has no owner name yet).
  await expect(emailField).toHaveValue(email);
  await expect(name).toHaveValue("");

  await subject.fill("Só o assunto");
  await send.click();
  await expect(toast(page, m.requiredFields)).toBeVisible();
  await expect(name).toHaveAccessibleDescription(m.nameRequired);
  await expect(message).toHaveAccessibleDescription(m.messageRequired);
  await expect(subject).toHaveValue("Só o assunto");

  const tag = randomUUID().slice(0, 8);
  const hostile = `<b>negrito</b> '; DROP TABLE support_tickets; -- ${tag}`;
  await name.fill("Ana Lima");
  await emailField.fill("nao-e-email");
  await subject.fill(`Dúvida ${tag}`);
  await message.fill(hostile);
  await send.click();
  await expect(toast(page, messages.validation.emailInvalid)).toBeVisible();
  await expect(message).toHaveValue(hostile);
  await expect(subject).toHaveValue(`Dúvida ${tag}`);

  await emailField.fill(email);
  const held = await holdServerActions(page, "/dashboard/support");
  await send.click();
  await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();
  held.release();
  await expect(toast(page, m.sent)).toBeVisible();
  await expect(subject).toHaveValue("");
  await expect(message).toHaveValue("");
  await expect(name).toHaveValue("");
  await expect(emailField).toHaveValue(email);

  // The mechanic's own list shows it, open, with the hostile text as plain text.
  const ticket = page.getByRole("list", { name: "Seus tickets" }).getByRole("listitem").filter({ hasText: tag });
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText(`Dúvida ${tag}`);
  await expect(ticket).toContainText(hostile);
  await expect(ticket.getByText("Aberto", { exact: true })).toBeVisible();
  await expect(ticket.locator("b")).toHaveCount(0);
  await expect(ticket.getByRole("button", { name: "Marcar como fechado" })).toHaveCount(0);
});

test("the operator sees every shop's ticket and closes it; another mechanic never sees it", async ({
  page,
  createMechanic,
  operator,
  signedInPage,
}) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto("/dashboard/support");
  await sendTicket(page, `Ticket ${tag}`, `Meu problema ${tag}`);

  const otherShop = await signedInPage(await createMechanic({ plan: "pro", prefix: "outra-oficina" }));
  await otherShop.goto("/dashboard/support");
  await expect(otherShop.getByRole("heading", { name: "Seus tickets" })).toBeVisible();
  await expect(otherShop.getByText("Nenhum ticket enviado ainda.")).toBeVisible();
  await expect(otherShop.getByText(tag)).toHaveCount(0);
  await otherShop.close();

  const operatorPage = await signedInPage(operator);
  await operatorPage.goto("/dashboard/support");
  const ticket = operatorPage.getByRole("list", { name: "Todos os tickets" }).getByRole("listitem").filter({ hasText: tag });
  await expect(ticket).toContainText(`Meu problema ${tag}`);
  await expect(ticket.getByText("Aberto", { exact: true })).toBeVisible();
  await ticket.getByRole("button", { name: "Marcar como fechado" }).click();
  await expect(toast(operatorPage, m.closed)).toBeVisible();
  await expect(ticket.getByText("Fechado", { exact: true })).toBeVisible();
  await expect(ticket.getByRole("button", { name: "Marcar como fechado" })).toHaveCount(0);
  await operatorPage.close();

  // The author sees the new status.
  await page.reload();
  const own = page.getByRole("list", { name: "Seus tickets" }).getByRole("listitem").filter({ hasText: tag });
  await expect(own.getByText("Fechado", { exact: true })).toBeVisible();
});

test("the FAQ opens one answer at a time, by mouse and keyboard, beside the contact block", async ({ page }) => {
  await page.goto("/dashboard/support");
  const faq = page.getByRole("region", { name: "Perguntas frequentes" });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(7);
  for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");

  const premium = faq.getByRole("button", { name: "Posso ter mais de um usuário na minha oficina?" });
  const plans = faq.getByRole("button", { name: "Quais planos têm WhatsApp e assistente de IA?" });
  const exports = faq.getByRole("button", { name: "Consigo exportar meus dados?" });
  await premium.click();
  await expect(premium).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByRole("region", { name: "Posso ter mais de um usuário na minha oficina?" })).toContainText("Premium");

  await plans.click();
  await expect(plans).toHaveAttribute("aria-expanded", "true");
  await expect(premium).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/até 5 pessoas na mesma oficina/)).toBeHidden();
  await expect(faq.getByText(/do plano Profissional e do Premium\./)).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(exports).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(exports).toHaveAttribute("aria-expanded", "true");
  await expect(plans).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/CSV e Excel/)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(exports).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("End");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.first()).toBeFocused();

  await expect(page.getByText("Dias úteis, das 8h às 18h")).toBeVisible();
  await expect(page.getByRole("link", { name: "suporte@oficinadigital.com.br" })).toHaveAttribute(
    "href",
    "mailto:suporte@oficinadigital.com.br",
  );
  await expect(page.getByRole("link", { name: "(11) 3456-7890" })).toHaveAttribute("href", "tel:+551134567890");
});
