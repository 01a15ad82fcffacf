import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { createCustomer } from "../support/crm";
import { waitForHydration } from "../support/hydration";
import { insertLead, insertSuppliers } from "../support/rows";
import { toast } from "../support/toast";

// Phones are formatted as they are typed, checked as Brazilian numbers on the server, shown
// formatted, and every one of a customer, supplier or lead can be called or messaged on WhatsApp.

/** Types `digits` one key at a time into the phone field, once React listens to it. */
async function typePhone(field: Locator, digits: string) {
  await waitForHydration(field);
  await field.pressSequentially(digits);
}

/** The call and WhatsApp links of `name`'s phone, in `scope`: their targets, and a size a finger can hit. */
async function expectPhoneLinks(scope: Page | Locator, name: string, digits: string, minimumSize: number) {
  const call = scope.getByRole("link", { name: `Ligar para ${name}` });
  const whatsApp = scope.getByRole("link", { name: `WhatsApp de ${name}` });
  await expect(call).toHaveAttribute("href", `tel:+55${digits}`);
  await expect(whatsApp).toHaveAttribute("href", `https://wa.me/55${digits}`);
  for (const link of [call, whatsApp]) {
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(minimumSize);
  }
}

test("a customer's phone is formatted as typed, checked on the server, and can be called or messaged", async ({ page }) => {
  await page.goto("/dashboard/customers/new");
  const phone = page.getByLabel("Telefone");
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await typePhone(phone, "1197777");
  await expect(phone).toHaveValue("(11) 9777-7");
  await phone.pressSequentially("1234");
  await expect(phone).toHaveValue("(11) 97777-1234");
  // Backspace right after a separator takes the digit before it.
  await phone.fill("1134567890");
  await expect(phone).toHaveValue("(11) 3456-7890");
  await phone.press("End");
  for (let index = 0; index < 4; index++) await phone.press("ArrowLeft");
  await phone.press("Backspace");
  await expect(phone).toHaveValue("(11) 3457-890");

  // Not a Brazilian number: refused under the field, what was typed kept.
  await page.getByLabel("Nome *").fill("Ana Reis");
  await phone.fill("(20) 91234-5678");
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await expect(toast(page, messages.customers.createError + messages.validation.phoneInvalid)).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(messages.validation.phoneInvalid);
  await expect(phone).toHaveValue("(20) 91234-5678");

  await phone.fill("+55 11 97777 1234");
  await expect(phone).toHaveValue("(11) 97777-1234");
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("tabpanel", { name: "Informações" })).toContainText("(11) 97777-1234");
  await expectPhoneLinks(page.getByRole("tabpanel", { name: "Informações" }), "Ana Reis", "11977771234", 24);
  // And a plain chat from the page's header, no message typed for the mechanic.
  await expect(page.getByRole("link", { name: messages.customers.whatsAppChat })).toHaveAttribute("href", "https://wa.me/5511977771234");

  await page.goto("/dashboard/customers");
  const table = page.getByRole("table", { name: "Lista de clientes" });
  await expect(table).toContainText("(11) 97777-1234");
  await expectPhoneLinks(table, "Ana Reis", "11977771234", 24);

  // On a phone, the targets are a thumb's size.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectPhoneLinks(table, "Ana Reis", "11977771234", 44);
});

test("suppliers' and leads' phones are shown formatted with their links", async ({ page, mechanic, accountsDatabase }) => {
  // Stored before phones were formatted: still shown, and linked, the one way.
  await insertSuppliers(accountsDatabase, mechanic.id, [{ name: "Borracharia Central", phone: "11 3333 4444" }]);
  await insertLead(accountsDatabase, mechanic.id, { name: "Paula Lead", phone: "11977771234", message: "Oi" });

  await page.goto("/dashboard/suppliers");
  const suppliers = page.getByRole("table", { name: "Lista de fornecedores" });
  await expect(suppliers).toContainText("(11) 3333-4444");
  await expectPhoneLinks(suppliers, "Borracharia Central", "1133334444", 24);

  await page.goto("/dashboard/leads");
  const leads = page.getByRole("list", { name: "Lista de interessados" });
  await expect(leads).toContainText("(11) 97777-1234");
  await expectPhoneLinks(leads, "Paula Lead", "11977771234", 24);

  // The supplier form formats a landline too.
  await page.goto("/dashboard/suppliers/new");
  const phone = page.getByLabel("WhatsApp", { exact: true });
  await typePhone(phone, "2125550000");
  await expect(phone).toHaveValue("(21) 2555-0000");
});

test.describe(() => {
  test.use({
    storageState: signedOut,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` },
  });

  // The landing is a document (a plain form, no client code): the server formats what it reads.
  test("the landing page's lead form gives a phone typed as digits back formatted", async ({ page }) => {
    await page.goto("/#lead-form-section");
    await page.getByLabel("Nome").fill("Ana Lima");
    await page.getByLabel("E-mail").fill("ana@");
    await page.getByLabel("Telefone").fill("11912345678");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("alert")).toContainText(messages.validation.emailInvalid);
    await expect(page.getByLabel("Telefone")).toHaveValue("(11) 91234-5678");
  });
});

test("a customer saved with a phone keeps it formatted in the edit form", async ({ page }) => {
  const id = await createCustomer(page, { name: "Rui Lima", phone: "21 98888 7777" });
  await page.goto(`/dashboard/customers/${id}/edit`);
  await expect(page.getByLabel("Telefone")).toHaveValue("(21) 98888-7777");
});
