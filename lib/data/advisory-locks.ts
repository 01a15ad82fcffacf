import "server-only";
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "@/db";

/**
 * Every transaction-scoped advisory lock of the app, one class each, so two never share a key by
 * accident. The key within a class is the text named below, hashed.
 */
const LOCK_CLASSES = {
  /** A shop's customer creates (key: the shop's id). */
  customerCreate: 0x0f1c_0001,
  /** A shop's photo inserts against its storage quota (key: the shop's id). */
  photoStorage: 0x0f1c_0002,
  /** A shop's quotes going out for the first time, counted by the plan (key: the shop's id). */
  firstSend: 0x0f1c_0003,
  /** A profile slug derived from a shop's name (key: the slug's base). */
  derivedSlug: 0x0f1c_0004,
  /**
   * A shop's team: a person joining it (counted against the plan's people limit), an invitation
   * counted against it, a removal, a role change, a transfer (key: the shop's id).
   */
  shopTeam: 0x0f1c_0005,
  /** A shop's agenda: a booking or a reschedule checked against its capacity (key: the shop's id). */
  agenda: 0x0f1c_0006,
} as const;

/** Waits for the lock of `key` in `lockClass` and holds it until the transaction ends. */
export async function lockUntilCommit(tx: DatabaseOrTransaction, lockClass: keyof typeof LOCK_CLASSES, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES[lockClass]}, hashtext(${key}))`);
}
