/** The tenant column of every table a shop owns. */
import { uuid } from "drizzle-orm/pg-core";
import { shops } from "./profile";

/** The shop a row belongs to; deleting the shop deletes its rows. */
export const shopId = () =>
  uuid("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });
