/**
 * The dashboard's record routes and what a record this shop does not have shows on them, shared by
 * the status-code specs (e2e/security/status-codes.spec.ts in a browser, status-codes.http.spec.ts
 * without one). The routes are read from app/dashboard, so a new one is covered as soon as it exists.
 */
import { messages } from "../../lib/messages";
import { dashboardRoutes, urlFor } from "./dashboard-routes";
import type { SeededShop } from "./seed";

type RecordIds = Parameters<typeof urlFor>[1];

/** Every page under an `[id]` segment: '/dashboard/customers/[id]/edit' and the like. */
export const RECORD_ROUTES = dashboardRoutes()
  .filter((route) => route.isPage && route.pattern.includes("/[id]"))
  .map((route) => route.pattern);

/** What each record's not-found view says, by the list its route belongs to. */
const NOT_FOUND_TITLE: Record<string, string> = {
  customers: messages.customers.notFound,
  quotes: messages.quotes.notFound,
  suppliers: messages.suppliers.notFound,
  agenda: messages.agenda.refused.notFound,
  "ai-assistant": messages.conversations.notFound,
};
export const notFoundTitle = (pattern: string) => NOT_FOUND_TITLE[pattern.split("/")[2]!]!;

/** The ids of a shop's records, as urlFor wants them. */
export const idsOf = (shop: SeededShop) =>
  ({
    customerId: shop.customerId,
    quoteId: shop.quoteId,
    supplierId: shop.supplierId,
    vehicleId: shop.vehicleId,
    appointmentId: shop.appointmentId,
    conversationId: shop.conversationId,
  }) as RecordIds;

/** The same ids with every one set to `id`. */
export const everyId = (id: string) =>
  ({ customerId: id, quoteId: id, supplierId: id, vehicleId: id, appointmentId: id, conversationId: id }) as RecordIds;

/** What a record's page shows (e2e/support/seed.ts gives every shop these): a not-found view shows none of it. */
export const RECORD_TEXTS = ["Maria Aparecida", "Revisão completa", "Distribuidora de Autopeças"];
