/**
 * The shop's assistant at 375 px, in guided mode (no model): a visitor on the shop's page asks the
 * hours with a typo and the price of an oil change, then books a time in the chat, and the request
 * is on the shop's agenda; on the quote link the customer asks what a line is and gets that line;
 * the shop reads both conversations in the assistant's settings. The chat is a document: no
 * framework's scripts, so it weighs nothing on the quote link.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { ask, isoDayOf, quickReplies, tap, visitorPhone } from "../support/assistant-chat";
import { seedShop } from "../support/seed";

const t = messages.conversations;

test.use({ plan: "pro" });

test("a visitor asks and books through the assistant; the customer asks about his quote; the shop reads both", async ({
  browser,
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic, { firstQuote: "pending" });

  // The shop's page, on a phone: 'Tire suas dúvidas'.
  const customer = await visitorPhone(browser);
  const chat = customer.page;
  await chat.goto(`/oficina/${shop.slug}`);
  await chat.getByRole("link", { name: t.openFromPage }).click();
  await expect(chat).toHaveURL(new RegExp(`/oficina/${shop.slug}/assistente$`));
  await expect(chat.getByTestId("chat-lines")).toContainText("Auto Mecânica São Judas Tadeu");
  await expect(chat.getByText(t.privacy)).toBeVisible();

  await expect(await ask(chat, "vcs abrem sabado?")).toContainText("Sábado: 08:00 às 12:00");

  // Handed to a person: the shop's WhatsApp as a link, and a button that opens it with the questions asked.
  const handover = await ask(chat, "quero falar com alguem");
  await expect(handover.getByRole("link")).toHaveAttribute("href", "https://wa.me/5511987654321");
  const open = quickReplies(chat).getByRole("link", { name: t.openWhatsapp });
  await expect(open).toHaveAttribute("href", /^https:\/\/wa\.me\/5511987654321\?text=.*vcs\+abrem\+sabado/);

  await expect(await ask(chat, "qto custa a troca de oleo")).toContainText(/Troca de óleo e filtro: a partir de R\$\s149,90/);
  await expect(chat).toHaveURL(/\?c=[A-Za-z0-9_-]{32}#fim$/);

  // Booking in the chat, for the service just priced: the first day offered, its first time, then who is coming.
  await tap(chat, "Agendar horário");
  const days = quickReplies(chat).getByRole("button");
  const firstDay = (await days.first().textContent())!;
  await tap(chat, firstDay);
  const firstTime = (await days.first().textContent())!;
  await tap(chat, firstTime);
  await ask(chat, `Paula ${mechanic.id.slice(0, 8)}`);
  await ask(chat, "(11) 97777-1234");
  await expect(await ask(chat, "abc1d23")).toContainText(`${firstDay}, ${firstTime}`);
  await expect(chat.getByRole("link", { name: messages.assistantBooking.openAppointment })).toHaveAttribute(
    "href",
    /^\/agendamento\/[A-Za-z0-9_-]{32}$/,
  );
  await customer.close();

  // The customer's quote link: 'Dúvidas sobre este orçamento?', and a line explained in its own words.
  const linkVisitor = await visitorPhone(browser);
  const link = linkVisitor.page;
  await link.goto(`/orcamento/${shop.linkToken}`);
  await link.getByTestId("quote-assistant-link").click();
  await expect(link).toHaveURL(new RegExp(`/orcamento/${shop.linkToken}/assistente$`));
  const answer = await ask(link, "o que e o filtro de ar?");
  await expect(answer).toContainText("Filtro de ar (peça): quantidade 2");
  // A document: no framework's scripts on the link's chat either.
  const html = await (await link.request.get(`/orcamento/${shop.linkToken}/assistente`)).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=|__next_f/);
  await linkVisitor.close();

  // The shop: the request on its agenda (from the assistant), both conversations in 'Conversas'.
  await page.goto(`/dashboard/agenda?dia=${isoDayOf(firstDay)}`);
  const line = page.getByTestId("appointment-line").filter({ hasText: `Paula ${mechanic.id.slice(0, 8)}` });
  await expect(line).toContainText(messages.agenda.status.requested);
  await page.goto("/dashboard/ai-assistant");
  const list = page.getByTestId("conversation-list");
  // The two above, newest first, after the seed's own question.
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list).toContainText("vcs abrem sabado?");
  await expect(list).toContainText(t.outcome.booked);
  await expect(list).toContainText(t.channel.quote_link);
  await list.getByRole("link", { name: "o que e o filtro de ar?" }).click();
  await expect(page.getByRole("heading", { name: t.detailTitle })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Filtro de ar (peça)");
});
