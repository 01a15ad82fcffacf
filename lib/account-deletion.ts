import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { z } from "@/lib/validation/zod";

/**
 * What the page after 'Excluir minha conta' shows. Nobody is signed in any more, so the counts
 * travel in the page's address, sealed with the server's secret (Auth.js's JWE, as the session
 * cookie is): the page shows counts only the server wrote, for an hour, and nothing for any
 * address somebody typed.
 */
export type DeletedCounts = z.infer<typeof deletedCountsSchema>;

const count = z.number().int().nonnegative().max(999_999_999);
const deletedCountsSchema = z.strictObject({
  customers: count,
  vehicles: count,
  quotes: count,
  suppliers: count,
  leads: count,
  tickets: count,
  images: count,
});

export const DELETED_ACCOUNT_PATH = "/conta-excluida";
/** The address's parameter that carries the sealed counts. */
export const DELETED_ACCOUNT_RECEIPT = "recibo";
/** Sets this seal apart from the session cookie's, so neither opens as the other. */
const RECEIPT_SALT = "oficina-conta-excluida";
const RECEIPT_MAX_AGE_S = 60 * 60;
/** A sealed receipt is ~400 characters; anything far longer is not one of ours. */
const RECEIPT_MAX_LENGTH = 2000;

/** `secret` is the server's own; the browser tests hand in the one their server runs with. */
export async function deletedAccountUrl(counts: DeletedCounts, secret = env.AUTH_SECRET) {
  // No secret, no sessions either: nobody could have signed in to delete an account.
  if (!secret) return DELETED_ACCOUNT_PATH;
  const receipt = await encode({ token: { counts }, secret, salt: RECEIPT_SALT, maxAge: RECEIPT_MAX_AGE_S });
  return `${DELETED_ACCOUNT_PATH}?${new URLSearchParams({ [DELETED_ACCOUNT_RECEIPT]: receipt })}`;
}

/** The counts the server sealed, or null for a receipt missing, altered, expired or repeated. */
export async function readDeletedCounts(receipt: string | string[] | undefined, secret = env.AUTH_SECRET): Promise<DeletedCounts | null> {
  if (!secret || typeof receipt !== "string" || receipt.length > RECEIPT_MAX_LENGTH) return null;
  const token = await decode({ token: receipt, secret, salt: RECEIPT_SALT }).catch(() => null);
  const parsed = deletedCountsSchema.safeParse(token?.counts);
  return parsed.success ? parsed.data : null;
}
