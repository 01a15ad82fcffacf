/**
 * The database schema, one file per area; drizzle-kit reads the whole folder (drizzle.config.ts)
 * and the app imports it from here: `import { quotes } from "@/db/schema"`.
 * Every table a shop owns carries shop_id; every shop_id lookup has an index.
 */
export * from "./enums";
export * from "./accounts";
export * from "./profile";
export * from "./team";
export * from "./customers";
export * from "./suppliers";
export * from "./quotes";
export * from "./quote-link";
export * from "./supplier-requests";
export * from "./jobs";
export * from "./payments";
export * from "./reminders";
export * from "./agenda";
export * from "./leads";
export * from "./support";
export * from "./ai-assistant";
export * from "./nfse";
export * from "./counts";
export { unaccented } from "./columns";
// Relative, not "@/": drizzle-kit reads this folder without the app's path aliases.
export type { QuoteStatus, SubscriptionPlanId, Weekday } from "../../lib/enums";
