/**
 * The dashboard's routes, read from app/dashboard: a spec that walks them all covers a new page
 * as soon as it exists (or fails until it can open it).
 */
import fs from "node:fs";
import path from "node:path";
import type { ShopData } from "./shop";

/** Every page.tsx and route.ts under app/dashboard, as a route pattern ('/dashboard/customers/[id]'). */
export function dashboardRoutes() {
  const dir = path.join(process.cwd(), "app/dashboard");
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      return { pattern: ["/dashboard", ...segments].join("/"), isPage: file.endsWith("page.tsx") };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The record an `[id]` segment stands for, by the segment before it. */
const ID_BY_PARENT: Record<string, keyof ShopData> = {
  customers: "customerId",
  quotes: "quoteId",
  suppliers: "supplierId",
  vehicles: "vehicleId",
  // A job's photo (/dashboard/quotes/[id]/photos/[photoId]): the shops made here have none, and any
  // id answers as a photo that is not there does.
  photos: "quoteId",
  agenda: "appointmentId",
  conversations: "conversationId",
  // A payment's receipt (/dashboard/quotes/[id]/receipt/[paymentId]): likewise, no payment here.
  receipt: "quoteId",
};

/** What a catch-all segment (`[...missing]`) is opened with: a path no other page claims. */
export const UNKNOWN_SEGMENT = "pagina-que-nao-existe";

/** A concrete URL for a route pattern, with the shop's ids; throws for an `[id]` it can't fill. */
export function urlFor(pattern: string, shop: ShopData) {
  const segments = pattern.split("/");
  return segments
    .map((segment, index) => {
      if (/^\[\.\.\..+\]$/.test(segment)) return UNKNOWN_SEGMENT;
      if (!/^\[.+\]$/.test(segment)) return segment;
      const key = ID_BY_PARENT[segments[index - 1] ?? ""];
      if (!key) throw new Error(`No id for ${pattern}: add its parent to ID_BY_PARENT in e2e/support/dashboard-routes.ts`);
      return String(shop[key]);
    })
    .join("/");
}
