/**
 * A lead from the shop's public page, followed up on a 375 px phone: the shop
 * is told by e-mail; it marks the lead 'Respondido' (kept, with when); 'Transformar em cliente'
 * opens the new-customer form filled from the lead, and the lead then names its customer.
 */
import { randomUUID } from "node:crypto";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { mailsTo } from "../support/mail";
import { setShopProfile } from "../support/rows";
import { toast } from "../support/toast";

const m = messages.leads;

test("a lead is e-mailed to the shop, marked 'Respondido' and turned into a customer from a prefilled form", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const tag = randomUUID().slice(0, 8);
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Oficina Retorno ${tag}` });
  const name = `Paula Retorno ${tag}`;
  const message = "O carro está puxando para a direita.";

  // A visitor leaves a message on the shop's page.
  const context = await browser.newContext({
    storageState: signedOut,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` },
  });
  const guest = await context.newPage();
  await guest.goto(`/oficina/${slug}`);
  const form = guest.getByRole("form", { name: "Fale com a oficina" });
  await waitForHydration(form.getByRole("button", { name: "Enviar mensagem" }));
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Telefone ou WhatsApp").pressSequentially("11977771234");
  await form.getByLabel("E-mail").fill(`paula-${tag}@exemplo.com`);
  await form.getByLabel("Mensagem").fill(message);
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(guest.getByRole("status").filter({ hasText: messages.publicPage.contactSentTitle })).toBeVisible();
  await context.close();

  // The shop is told by e-mail, at its confirmed address.
  await expect.poll(async () => (await mailsTo(mechanic.email)).map((mail) => mail.subject)).toEqual([m.mail.subject(name)]);
  const [mail] = await mailsTo(mechanic.email);
  expect(mail?.text).toContain(message);
  expect(mail?.text).toContain("(11) 97777-1234");

  // 'Respondido', with when; kept after a reload.
  await page.goto(`/dashboard/leads?busca=${tag}`);
  const lead = page.getByRole("list", { name: "Lista de interessados" }).getByRole("listitem").filter({ hasText: name });
  const mark = lead.getByRole("button", { name: `${m.markAnswered}: ${name}` });
  await waitForHydration(mark);
  await mark.tap();
  await expect(toast(page, m.markedAnswered)).toBeVisible();
  await expect(lead.getByText(/^Respondido em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await page.reload();
  await expect(lead.getByText(/^Respondido em /)).toBeVisible();
  await expect(lead.getByRole("button", { name: `${m.unmarkAnswered}: ${name}` })).toBeVisible();

  // 'Transformar em cliente': the form already holds what the lead left.
  await lead.getByRole("link", { name: `${m.convert}: ${name}` }).tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers/new");
  const customer = page.getByRole("form", { name: "Novo cliente" });
  await expect(customer.getByLabel("Nome *")).toHaveValue(name);
  await expect(customer.getByLabel("Telefone")).toHaveValue("(11) 97777-1234");
  await expect(customer.getByLabel("E-mail", { exact: true })).toHaveValue(`paula-${tag}@exemplo.com`);
  await expect(customer.getByLabel("Observações")).toHaveValue(new RegExp(message));
  const add = customer.getByRole("button", { name: "Adicionar Cliente" });
  await waitForHydration(add);
  await add.tap();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);

  // The lead now names its customer instead of offering to make one again.
  await page.goto(`/dashboard/leads?busca=${tag}`);
  await expect(lead).toContainText(`${m.convertedTo} ${name}`);
  await expect(lead.getByRole("link", { name, exact: true })).toHaveAttribute("href", /\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await expect(lead.getByRole("link", { name: `${m.convert}: ${name}` })).toHaveCount(0);
});
