import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { z } from "@/lib/validation/zod";
import type { Account } from "@/lib/data/accounts";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";
import { formatDate } from "@/lib/format";
import { messages } from "@/lib/messages";
import { subscriptionState } from "@/lib/plans";
import { isCrossSiteRequest } from "@/lib/request-site";
import { isRecordId } from "@/lib/record-id";
import { getCurrentAccount, loginPath } from "@/lib/session";
import { can, type Permission } from "@/lib/team/permissions";
import { validationFailure, type ActionResult } from "@/lib/actions/result";

/**
 * The one way to write a server action. Every action in app/ is made here, so none can forget a
 * check: who may call it, the zod parse of its input, the submission key of a create, the write
 * in a try/catch that logs with context and answers the action's own failure text, and one
 * ActionResult shape for every outcome.
 *
 * A session that ran out or a shop without a plan is answered, never thrown: the form keeps what
 * was typed, the toast says why, and `redirectTo` says where to go next. proxy.ts only redirects
 * optimistically; this is the real check.
 */

/**
 * public: anyone (landing, a shop's contact form, login, sign-up); visitor: anyone too, and the
 * caller is whoever is signed in here, if anyone (an e-mailed link must not act on another account
 * than the one signed in); session: a person signed in to his shop; plan: one whose shop has a plan.
 */
export type Access = "public" | "visitor" | "session" | "plan";

export type SubscribedAccount = Account & { plan: NonNullable<Account["plan"]> };
type CallerOf<A extends Access> = A extends "plan"
  ? SubscribedAccount
  : A extends "session"
    ? Account
    : A extends "visitor"
      ? Account | null
      : null;

type Texts = {
  /** Put before every refusal of this action ('Erro ao adicionar cliente: '); a short reason follows. */
  prefix?: string;
  /** The whole text when the write fails unexpectedly; default: the prefix and "try again". */
  failed?: string;
  /** The feature's own text for a session that ran out, where the product has one. */
  loginRequired?: string;
  /** The whole text of an invalid input, where the feature words it its own way. */
  invalid?: (error: z.ZodError) => string | undefined;
};

type RunContext<A extends Access, Input, Create extends boolean> = {
  caller: CallerOf<A>;
  input: Input;
  /** The form's submission key: a repeated submit of the same entry must find the first row. */
  idempotencyKey: Create extends true ? string : undefined;
  /** A refusal with this action's prefix: `refuse(m.notFoundReason)`. */
  refuse: (reason: string, fieldErrors?: Record<string, string[]>) => ActionResult;
};

/** What the caller's role must allow (lib/team/permissions.ts): every signed-in action names one. */
type PermissionOf<A extends Access> = A extends "session" | "plan" ? { permission: Permission } : { permission?: never };

export type ActionDefinition<
  A extends Access,
  Args extends unknown[],
  Schema extends z.ZodType,
  Create extends boolean,
  Data = never,
> = PermissionOf<A> & {
  access: A;
  /** What the action does, in the log line of a failure: "cadastro de cliente". */
  name: string;
  texts?: Texts;
  /** Turns the call's arguments into what `schema` parses (see formInput). */
  input: (...args: Args) => unknown;
  schema: Schema;
  /** A create: the input must carry the form's submission key (formInput reads it). */
  create?: Create;
  run: (context: RunContext<A, z.output<Schema>, Create>) => Promise<ActionResult<Data>>;
};

const definedActions = new WeakMap<(...args: never[]) => unknown, { access: Access; permission?: Permission }>();

/** Whether `value` was made by defineAction (the test over every action file checks this). */
export function isDefinedAction(value: unknown): boolean {
  return typeof value === "function" && definedActions.has(value as (...args: never[]) => unknown);
}

/** Who may call an action made by defineAction: for the tests that walk every action per role. */
export function accessOf(action: unknown): { access: Access; permission?: Permission } | undefined {
  return typeof action === "function" ? definedActions.get(action as (...args: never[]) => unknown) : undefined;
}

export function defineAction<
  A extends Access,
  Args extends unknown[],
  Schema extends z.ZodType,
  Create extends boolean = false,
  Data = never,
>(definition: ActionDefinition<A, Args, Schema, Create, Data>): (...args: Args) => Promise<ActionResult<Data>> {
  const texts = definition.texts ?? {};
  const prefix = texts.prefix ?? "";
  const refuse = (reason: string, fieldErrors?: Record<string, string[]>): ActionResult => ({
    ok: false,
    message: prefix + reason,
    ...(fieldErrors && { fieldErrors }),
  });

  async function action(...args: Args): Promise<ActionResult<Data>> {
    // Before anything is read or counted: another site's form must not act, nor spend a limit
    // (a login, a contact form), in the name of whoever's browser it runs in.
    if (isCrossSiteRequest(await headers())) return { ok: false, message: messages.guard.crossSite };
    const caller = await callerFor(definition.access, texts.loginRequired);
    if (caller && "ok" in caller) return caller;
    // Before the input is read: a role without the right learns nothing about the records named.
    if (caller && definition.permission && !can(caller.role, definition.permission)) return refuse(messages.guard.roleRefused);

    const raw = definition.input(...args);
    const parsed = definition.schema.safeParse(raw);
    if (!parsed.success) {
      const missingRecord = parsed.error.issues.find((issue) => issue.code === "custom" && issue.params?.[RECORD_NOT_FOUND]);
      if (missingRecord) return refuse(missingRecord.message);
      const staleVersion = parsed.error.issues.find((issue) => issue.code === "custom" && issue.params?.[STALE_VERSION]);
      if (staleVersion) return { ok: false, message: staleVersion.message };
      const invalid = validationFailure(parsed.error);
      return { ...invalid, message: texts.invalid?.(parsed.error) ?? prefix + invalid.message };
    }

    let idempotencyKey: string | undefined;
    if (definition.create) {
      const key = z.uuid().safeParse((raw as Record<string, unknown> | null)?.[IDEMPOTENCY_KEY_FIELD]);
      // Every create form sends one: its absence is a bug in the page, not something the user typed.
      // Storing without it would let a second click duplicate the entry, so the form is refused and keeps its text.
      if (!key.success) {
        console.error(`${definition.name}: formulário sem chave de envio válida`);
        return refuse(messages.reasons.staleForm);
      }
      idempotencyKey = key.data;
    }

    try {
      return await definition.run({
        caller: (caller ?? null) as CallerOf<A>,
        input: parsed.data,
        idempotencyKey: idempotencyKey as RunContext<A, z.output<Schema>, Create>["idempotencyKey"],
        refuse,
      });
    } catch (error) {
      unstable_rethrow(error); // Next's own redirect and not-found signals pass through
      console.error(`${definition.name} falhou`, { userId: caller?.userId ?? null, shopId: caller?.shopId ?? null }, error);
      return { ok: false, message: texts.failed ?? prefix + messages.reasons.tryAgain };
    }
  }

  definedActions.set(action, { access: definition.access, permission: definition.permission });
  return action;
}

/** The caller the access level asks for, or the refusal that says where to go. */
async function callerFor(
  access: Access,
  loginRequired: string = messages.validation.loggedInRequired,
): Promise<Account | ActionResult | null> {
  if (access === "public") return null;
  const account = await getCurrentAccount();
  if (access === "visitor") return account ?? null;
  if (!account) return { ok: false, message: loginRequired, redirectTo: await loginPath() };
  if (access === "plan" && !account.plan) return { ok: false, message: messages.guard.planRequired, redirectTo: "/dashboard/plans" };
  // After the end date the records are kept, and nothing is written until a renewal.
  if (access === "plan" && account.subscriptionEndDate && subscriptionState(account) === "expired") {
    return { ok: false, message: messages.planLimits.expired(formatDate(account.subscriptionEndDate)), redirectTo: "/dashboard/plans" };
  }
  return account;
}

/** A form's named text fields (anything missing, or a file, becomes "") and its submission key. */
export function formInput<K extends string>(
  formData: FormData,
  fields: readonly K[],
): Record<K, string> & { [IDEMPOTENCY_KEY_FIELD]: unknown } {
  const values = Object.fromEntries(
    fields.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<K, string>;
  return { ...values, [IDEMPOTENCY_KEY_FIELD]: formData.get(IDEMPOTENCY_KEY_FIELD) };
}

const RECORD_NOT_FOUND = "recordNotFound";

/**
 * A record's id from the page. A malformed id is answered exactly like another shop's id or one
 * already gone (the action's prefix and `notFoundReason`, no field errors), so the answer never
 * tells them apart and nothing confirms that someone else's record exists.
 */
export function recordIdField(notFoundReason: string) {
  return z.string().refine(isRecordId, { error: notFoundReason, params: { [RECORD_NOT_FOUND]: true } });
}

const STALE_VERSION = "staleVersion";

/**
 * The version of the record the form loaded (its hidden RECORD_VERSION_FIELD, lib/record-version.ts).
 * A missing or malformed one cannot prove the page saw the latest save, so it is answered like a
 * stale save: `staleMessage` as the whole text (it says what happened and to reload), no field
 * errors, nothing written, never a 500.
 */
export function versionField(staleMessage: string) {
  return z
    .unknown()
    .refine((value) => typeof value === "string" && /^\d{1,9}$/.test(value), {
      error: staleMessage,
      params: { [STALE_VERSION]: true },
    })
    .transform(Number);
}
