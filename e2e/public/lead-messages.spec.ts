import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import Papa from "papaparse";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { insertLead, setShopProfile } from "../support/rows";
import { toast } from "../support/toast";

// What a visitor writes on a shop's page reaches the shop: the contact form takes a phone alone,
// says so when neither a phone nor an e-mail is given, and confirms on the page; 'Interessados'
// shows the message, finds it, and exports it.

const forwardedFor = () => `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}`;

async function visitor(browser: Browser) {
  const context = await browser.newContext({ storageState: signedOut, extraHTTPHeaders: { "x-forwarded-for": forwardedFor() } });
  return { page: await context.newPage(), close: () => context.close() };
}

test("the contact form takes a phone alone, asks for one way to answer, and its confirmation stays", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const tag = randomUUID().slice(0, 8);
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Oficina Recado ${tag}` });
  const guest = await visitor(browser);
  await guest.page.goto(`/oficina/${slug}`);
  const form = guest.page.getByRole("form", { name: "Fale com a oficina" });
  const send = form.getByRole("button", { name: "Enviar mensagem" });
  await waitForHydration(send);

  // Neither a phone nor an e-mail: refused, the reason said once for both fields, the text kept.
  await form.getByLabel("Nome").fill(`Visitante ${tag}`);
  await form.getByLabel("Mensagem").fill("O carro está puxando para a direita.");
  await send.click();
  await expect(toast(guest.page, messages.leads.sendError + messages.validation.phoneOrEmailRequired)).toBeVisible();
  await expect(form.getByText(messages.validation.phoneOrEmailRequired)).toHaveCount(1);
  for (const field of [form.getByLabel("Telefone"), form.getByLabel("E-mail")]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(messages.validation.phoneOrEmailRequired));
  }
  await expect(form.getByLabel("Mensagem")).toHaveValue("O carro está puxando para a direita.");

  // A WhatsApp number alone is enough; it is formatted as it is typed.
  await form.getByLabel("Telefone").pressSequentially("11977771234");
  await expect(form.getByLabel("Telefone")).toHaveValue("(11) 97777-1234");
  await send.click();
  const confirmation = guest.page.getByRole("status").filter({ hasText: messages.publicPage.contactSentTitle });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(messages.publicPage.contactSentDetail);
  await expect(confirmation).toBeFocused();
  await expect(form).toHaveCount(0);
  // The toast goes; the confirmation stays.
  await expect(toast(guest.page, messages.leads.sent)).toBeVisible();
  await expect(toast(guest.page, messages.leads.sent)).toHaveCount(0, { timeout: 15_000 });
  await expect(confirmation).toBeVisible();

  // Another message starts from an empty form.
  await confirmation.getByRole("button", { name: messages.publicPage.contactSendAnother }).click();
  await expect(form.getByLabel("Nome")).toHaveValue("");
  await guest.close();

  await page.goto(`/dashboard/leads?busca=${tag}`);
  const list = page.getByRole("list", { name: "Lista de interessados" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("(11) 97777-1234");
  await expect(list).toContainText("O carro está puxando para a direita.");
});

/** The paragraph's text is cut by its clamp (more lines than it shows). */
function isClamped(page: Page, id: string) {
  return page.locator(`#lead-message-${id}`).evaluate((element) => element.scrollHeight > element.clientHeight + 1);
}

test("the shop sees the message, clamped then whole, finds it by its words, and exports it", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const tag = randomUUID().slice(0, 8);
  const message = `Bom dia!\nO carro faz um barulho ao frear.\nJá troquei as pastilhas.\nO barulho continua.\nPosso levar no sábado ${tag}?\n=obrigado`;
  await insertLead(accountsDatabase, mechanic.id, { name: "Paula Recado", phone: "(11) 97777-1234", message });
  await insertLead(accountsDatabase, mechanic.id, {
    name: "Outro Interessado",
    email: "outro@exemplo.com",
    message: "Revisão dos 40 mil km",
  });

  await page.goto("/dashboard/leads");
  const list = page.getByRole("list", { name: "Lista de interessados" });
  const paula = list.getByRole("listitem").filter({ hasText: "Paula Recado" });
  await expect(paula).toContainText("Bom dia!");
  const more = paula.getByRole("button", { name: "Ver mensagem completa" });
  await waitForHydration(more);
  const id = (await more.getAttribute("aria-controls"))!.replace("lead-message-", "");
  expect(await isClamped(page, id)).toBe(true);
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  const less = paula.getByRole("button", { name: "Mostrar menos" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => isClamped(page, id)).toBe(false);
  // A short message has nothing to expand.
  await expect(
    list.getByRole("listitem").filter({ hasText: "Outro Interessado" }).getByRole("button", { name: "Ver mensagem completa" }),
  ).toHaveCount(0);

  // Found by a word of its last lines, accents ignored, as it is typed.
  const box = page.getByRole("searchbox", { name: "Buscar interessados" });
  await box.pressSequentially(`sabado ${tag}`);
  await expect.poll(() => new URL(page.url()).searchParams.get("busca")).toBe(`sabado ${tag}`);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Paula Recado");

  // The export of that search: the spec's columns, then the message, line breaks and all.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(csv.startsWith("\uFEFFNome;Email;Telefone;É Mecânico;Data de Cadastro;Mensagem\r\n")).toBe(true);
  const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
  expect(rows).toHaveLength(2);
  expect(rows[1]?.slice(0, 4)).toEqual(["Paula Recado", "", "(11) 97777-1234", "Não"]);
  expect(rows[1]?.[5]).toBe(message);
});
