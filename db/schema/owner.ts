/** The owner column of every table a shop owns. */
import { uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** The shop (user) a row belongs to; deleting the account deletes its rows. */
export const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
