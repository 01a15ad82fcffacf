import "server-only";
import type { z } from "zod";
import { formFields, validationFailure, type ActionResult } from "@/lib/action-result";
import type { Account } from "@/lib/data/accounts";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/search-params";
import { getCurrentAccount } from "@/lib/session";

/**
 * The wrappers behind the dashboard's actions: they check the session and the plan on the server
 * (proxy.ts is only a shortcut), validate the input, run the write and answer one ActionResult.
 * Every failure starts with the spec's prefix for the action ('Erro ao adicionar cliente: ' …);
 * a database error is logged with context and never shown as a stack.
 */

type SubscribedAccount = Account & { plan: NonNullable<Account["plan"]> };

type Common = {
  failurePrefix: string;
  /** For the log line: what was being done. */
  context: string;
};

async function subscribedAccount(): Promise<SubscribedAccount | ActionResult> {
  const account = await getCurrentAccount();
  if (!account) return { ok: false, message: messages.validation.loggedInRequired, redirectTo: "/auth" };
  if (!account.plan) return { ok: false, message: messages.guard.planRequired, redirectTo: "/dashboard/plans" };
  return { ...account, plan: account.plan };
}

async function attempt(options: Common, userId: string, write: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await write();
  } catch (error) {
    console.error(`${options.context} falhou`, { userId }, error);
    return { ok: false, message: options.failurePrefix + messages.reasons.tryAgain };
  }
}

/** A form post: the named fields of `formData` parsed by `schema`, then `write`. */
export async function runFormAction<Schema extends z.ZodType>(
  options: Common & {
    formData: FormData;
    fields: readonly string[];
    schema: Schema;
    write: (account: SubscribedAccount, input: z.output<Schema>) => Promise<ActionResult>;
  },
): Promise<ActionResult> {
  const account = await subscribedAccount();
  if ("ok" in account) return account;
  const parsed = options.schema.safeParse(formFields(options.formData, options.fields));
  if (!parsed.success) {
    const invalid = validationFailure(parsed.error);
    return { ...invalid, message: options.failurePrefix + invalid.message };
  }
  return attempt(options, account.id, () => options.write(account, parsed.data));
}

/**
 * An action on one record by id (delete, …). A malformed id, another shop's id or one already
 * gone all answer the same "not found": nothing confirms that someone else's record exists.
 */
export async function runRecordAction(
  options: Common & {
    recordId: string;
    notFoundReason: string;
    /** Answers null when the shop has no such record. */
    write: (account: SubscribedAccount, recordId: string) => Promise<ActionResult | null>;
  },
): Promise<ActionResult> {
  const account = await subscribedAccount();
  if ("ok" in account) return account;
  const notFound: ActionResult = { ok: false, message: options.failurePrefix + options.notFoundReason };
  if (!isRecordId(options.recordId)) return notFound;
  return attempt(options, account.id, async () => (await options.write(account, options.recordId)) ?? notFound);
}

