/** The quote editor (components/quotes/*): its rows, its totals and the shop's catalogue, seeded. */
import { eq } from "drizzle-orm";
import type { Locator, Page } from "@playwright/test";
import { customers, shops } from "../../db/schema";
import { QUOTE_ITEM_KIND_LABELS } from "../../lib/quotes/items";
import type { QuoteItemKind } from "../../lib/enums";
import type { Account, AccountsDatabase } from "./accounts";

/** The row at `position` (1-based), a group named by its legend: "Item 2: Peça". */
export function itemRow(page: Page, position: number, kind: QuoteItemKind): Locator {
  return page.getByRole("group", { name: `Item ${position}: ${QUOTE_ITEM_KIND_LABELS[kind]}`, exact: true });
}

/** One line of the totals panel ("Peças", "Total"): its amount as shown. */
export function totalLine(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Totais" })
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");
}

/** The row's "Total do item". */
export function lineTotal(row: Locator): Locator {
  return row.locator("output[data-line-total]");
}

/** Gives the mechanic a catalogue, an hourly rate and payment terms, and a customer; answers the customer's id. */
export async function seedQuoteShop(
  { db }: AccountsDatabase,
  mechanic: Account,
  shop: { services: { id: string; name: string; price: number }[]; hourlyRate: string },
) {
  await db
    .update(shops)
    .set({ services: shop.services, hourlyRate: shop.hourlyRate, paymentTerms: "PIX, cartão ou dinheiro na entrega" })
    .where(eq(shops.id, mechanic.id));
  const [customer] = await db.insert(customers).values({ shopId: mechanic.id, name: "Paula Andrade" }).returning({ id: customers.id });
  return customer!.id;
}
