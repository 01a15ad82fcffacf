/**
 * Shared by the security and accessibility specs: the dashboard's routes read from app/dashboard
 * (so a new page is covered, or the spec fails), and a shop with one of everything to open them with.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { messages } from "../lib/messages";
import { createCustomer, createSupplier } from "./crm-helpers";
import { fillShopProfile, newMechanic, toast } from "./helpers";

/** Every page.tsx and route.ts under app/dashboard, as a route pattern ('/dashboard/customers/[id]'). */
export function dashboardRoutes() {
  const dir = path.join(process.cwd(), "app/dashboard");
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => {
      const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      return { pattern: ["/dashboard", ...segments].join("/"), isPage: file.endsWith("page.tsx") };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

export type ShopData = {
  email: string;
  slug: string;
  customerId: string;
  serviceRecordId: string;
  supplierId: string;
  /** Texts only this shop's data would put in a response. */
  secrets: string[];
};

/** The record an `[id]` segment stands for, by the segment before it. */
const ID_BY_PARENT: Record<string, keyof ShopData> = {
  customers: "customerId",
  services: "serviceRecordId",
  suppliers: "supplierId",
};

/** A concrete URL for a route pattern, with the shop's ids; throws for an `[id]` it can't fill. */
export function urlFor(pattern: string, shop: ShopData) {
  const segments = pattern.split("/");
  return segments
    .map((segment, index) => {
      if (!/^\[.+\]$/.test(segment)) return segment;
      const key = ID_BY_PARENT[segments[index - 1] ?? ""];
      if (!key) throw new Error(`No id for ${pattern}: add its parent to ID_BY_PARENT in e2e/security-helpers.ts`);
      return String(shop[key]);
    })
    .join("/");
}

/** Signs up a mechanic on `page` with the Pro plan, a public page, a customer with a service record and a supplier. */
export async function shopWithData(page: Page, prefix = "seguranca"): Promise<ShopData> {
  const tag = crypto.randomUUID().slice(0, 8);
  const { email } = await newMechanic(page, { plan: "Profissional", prefix });
  const shopName = `Oficina Sigilo ${tag}`;
  const slug = await fillShopProfile(page, { shopName, ownerName: "Rita Sigilo" });

  const customerName = `Cliente Sigilo ${tag}`;
  const customerId = await createCustomer(page, { name: customerName, phone: "(11) 97777-6666", email: `cliente-${tag}@exemplo.com` });
  const description = `Serviço Sigilo ${tag}`;
  await page.goto(`/dashboard/customers/${customerId}/services/new`);
  await page.getByLabel("Descrição *").fill(description);
  await page.getByLabel("Valor (R$)").fill("250");
  await page.getByRole("button", { name: "Registrar Atendimento" }).click();
  await expect(toast(page, messages.services.created)).toBeVisible();
  await page.waitForURL(`**/dashboard/customers/${customerId}?aba=historico`);
  const details = page.getByRole("table", { name: "Histórico de atendimentos" }).getByRole("link", { name: "Detalhes" });
  const serviceRecordId = (await details.getAttribute("href"))!.split("/").at(-1)!;

  const supplierName = `Fornecedor Sigilo ${tag}`;
  await createSupplier(page, { name: supplierName, partsOffered: "Freios" });
  const edit = page.getByRole("table", { name: "Lista de fornecedores" }).getByRole("link", { name: `Editar ${supplierName}` });
  const supplierId = (await edit.getAttribute("href"))!.split("/").at(-1)!;

  return { email, slug, customerId, serviceRecordId, supplierId, secrets: [shopName, customerName, description, supplierName, email] };
}
