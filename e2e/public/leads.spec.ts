import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, signedOut, signIn, test } from "../fixtures";
import { toast } from "../support/toast";

// Each lead is sent by a visitor; the page signs in (as the operator, or a mechanic) only after.
test.use({
  storageState: signedOut,
  extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` },
});

async function sendLandingLead(page: Page, name: string) {
  await page.goto("/#lead-form-section");
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("E-mail").fill(`prospect-${randomUUID()}@exemplo.com`);
  await page.getByLabel("Telefone").fill("(11) 91234-5678");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("status")).toHaveText(messages.leads.sent);
}

test.describe.configure({ mode: "serial" });

test("the operator sees, exports and deletes the site's leads", async ({ page, operator, accountsDatabase }) => {
  const tag = randomUUID().slice(0, 8);
  await sendLandingLead(page, `=Prospect ${tag}`);
  await signIn(accountsDatabase, page.context(), operator);

  await page.goto(`/dashboard/leads?busca=${tag}`);
  const list = page.getByRole("list", { name: "Lista de interessados" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(`=Prospect ${tag}`);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^interessados_\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(csv.startsWith("\uFEFFNome;Email;Telefone;É Mecânico;Data de Cadastro;Mensagem\r\n")).toBe(true);
  expect(csv).toContain(`'=Prospect ${tag};`);
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  await expect(toast(page, messages.export.done)).toBeVisible();

  await list.getByRole("button", { name: `Excluir =Prospect ${tag}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Excluir interessado?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, messages.leads.deleted)).toBeVisible();
  await expect(page.getByText(`Nenhum interessado encontrado para “${tag}”.`)).toBeVisible();
});

test("a mechanic never sees the site's leads", async ({ page, createMechanic, accountsDatabase }) => {
  const tag = randomUUID().slice(0, 8);
  await sendLandingLead(page, `Prospect ${tag}`);
  await signIn(accountsDatabase, page.context(), await createMechanic({ plan: "basic", prefix: "sem-leads" }));

  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Interessados: 0" })).toBeVisible();
  await page.goto("/dashboard/leads");
  await expect(page.getByText(messages.leads.empty)).toBeVisible();
  await page.goto(`/dashboard/leads?busca=${tag}`);
  await expect(page.getByText(`Nenhum interessado encontrado para “${tag}”.`)).toBeVisible();
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  await expect(toast(page, messages.export.empty)).toBeVisible();
});
