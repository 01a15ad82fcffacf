/**
 * Where quote drafts live in the browser's localStorage (lib/quotes/local-draft.ts), apart from the
 * draft's rules so that 'Sair', on every page, loads only this.
 */

const DRAFT_KEY_PREFIX = "oficina:rascunho:";

/** Where the draft of a new quote for `customerId`, or of the edit of `quoteId`, is kept. */
export function draftStorageKey(target: { customerId: string } | { quoteId: string }) {
  return "quoteId" in target ? `${DRAFT_KEY_PREFIX}orcamento:${target.quoteId}` : `${DRAFT_KEY_PREFIX}novo-orcamento:${target.customerId}`;
}

/**
 * Removes every quote draft from `storage`: on 'Sair', so a shared phone keeps no customer's name
 * or prices once the mechanic has left (another shop could never open them, its ids differ, but
 * they would stay on the device).
 */
export function forgetAllDrafts(storage: Storage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key);
}
