/**
 * The same visitor at 375 px, in the 'IA' mode: the server "with-model" (e2e/serve.ts) has its
 * assistant answer through a model, an OpenAI-compatible server playing e2e/support/model-script.ts,
 * reached by the real provider package with streaming and tool calls. The visitor asks the hours
 * with a typo and a price, and books by writing one sentence; the facts he reads are the tools'
 * and the request is on the shop's agenda. On the quote link, a line is explained from that quote.
 */
import { messages } from "../../lib/messages";
import { E2E_PORT_WITH_MODEL } from "../env";
import { expect, test } from "../fixtures";
import { ask, isoDayOf, visitorPhone } from "../support/assistant-chat";
import { startOtherServer } from "../support/other-servers";
import { seedShop } from "../support/seed";

test.use({ plan: "pro" });
test.beforeAll(() => startOtherServer("with-model"));

test("a visitor asks and books through the assistant's model", async ({ browser, page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const visitor = await visitorPhone(browser, `http://127.0.0.1:${E2E_PORT_WITH_MODEL}`);
  const chat = visitor.page;
  await chat.goto(`/oficina/${shop.slug}/assistente`);

  await expect(await ask(chat, "vcs abrem sabado?")).toHaveText(/Claro! Sábado: 08:00 às 12:00$/);
  await expect(await ask(chat, "qto custa a troca de oleo?")).toContainText(/Troca de óleo e filtro: a partir de R\$\s149,90/);
  const name = `Paula ${mechanic.id.slice(0, 8)}`;
  const booked = await ask(chat, `quero agendar a troca de oleo, sou ${name}, whatsapp (11) 97777-1234, placa ABC1D23`);
  await expect(booked).toContainText("Pronto! Seu pedido de agendamento para");
  await expect(chat.getByRole("link", { name: messages.assistantBooking.openAppointment })).toHaveAttribute(
    "href",
    /^\/agendamento\/[A-Za-z0-9_-]{32}$/,
  );
  const day = isoDayOf((await booked.textContent())!);

  // The customer's quote link: a line explained from the quote's own tool, never another quote's.
  await chat.goto(`/orcamento/${shop.linkToken}/assistente`);
  await expect(await ask(chat, "o que e o filtro de ar?")).toContainText("Filtro de ar (peça): quantidade 2");
  await visitor.close();

  // The shop, on the main server (the same database): the request on its agenda, and 'Agendou'.
  await page.goto(`/dashboard/agenda?dia=${day}`);
  const line = page.getByTestId("appointment-line").filter({ hasText: name });
  await expect(line).toContainText(messages.agenda.status.requested);
  await page.goto("/dashboard/ai-assistant");
  await expect(page.getByTestId("conversation-list")).toContainText(messages.conversations.outcome.booked);
});
