/**
 * The same shop as ./shop.ts, made through the app's own forms (profile, customer, quote, vehicle,
 * supplier): for the CSP spec, which proves that using those forms and their toasts breaks no policy.
 */
import { expect, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { connectE2EDatabase, type Account } from "./accounts";
import { createCustomer, createSupplier, createVehicle } from "./crm";
import { fillShopProfile } from "./profile";
import { openQuoteId } from "./quotes";
import { insertAppointment, insertConversation, type ShopData } from "./shop";
import { toast } from "./toast";

/** Gives the mechanic signed in on `page` a public page, a customer with a quote and a supplier. */
export async function shopThroughForms(page: Page, mechanic: Account): Promise<ShopData> {
  const tag = crypto.randomUUID().slice(0, 8);
  const { email } = mechanic;
  const shopName = `Oficina Sigilo ${tag}`;
  const slug = await fillShopProfile(page, { shopName, ownerName: "Rita Sigilo" });

  const customerName = `Cliente Sigilo ${tag}`;
  const customerId = await createCustomer(page, { name: customerName, phone: "(11) 97777-6666", email: `cliente-${tag}@exemplo.com` });
  const description = `Serviço Sigilo ${tag}`;
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill(description);
  await page.getByLabel("Valor (R$)").fill("250");
  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(page, messages.quotes.created)).toBeVisible();
  // The editor leads to the quote's page.
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const quoteId = openQuoteId(page);

  const vehicleId = await createVehicle(page, customerId, { plate: "ABC1D23", model: `Modelo Sigilo ${tag}` });

  const supplierName = `Fornecedor Sigilo ${tag}`;
  await createSupplier(page, { name: supplierName, tags: "Freios" });
  const edit = page.getByRole("table", { name: "Lista de fornecedores" }).getByRole("link", { name: `Editar ${supplierName}` });
  const supplierId = (await edit.getAttribute("href"))!.split("/").at(-1)!;

  const { db } = await connectE2EDatabase();
  const appointment = await insertAppointment(db, { shopId: mechanic.id, customerId, vehicleId, name: customerName });
  const conversationId = await insertConversation(db, mechanic.id, `Pergunta Sigilo ${tag}`);

  return {
    email,
    slug,
    customerId,
    quoteId,
    supplierId,
    vehicleId,
    appointmentId: appointment.id,
    conversationId,
    secrets: [shopName, customerName, description, supplierName, email],
  };
}
