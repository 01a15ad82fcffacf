import { readStoredDraft, type QuoteDraft } from "@/lib/quotes/local-draft";

/**
 * The draft's place on the phone (localStorage). Every call is guarded: a browser that refuses
 * storage (private mode, full) still lets the mechanic type and save, only without the safety net.
 */
export const storedDraft = {
  read(key: string): QuoteDraft | null {
    try {
      return readStoredDraft(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  write(key: string, draft: QuoteDraft) {
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Full or refused: nothing to keep it in.
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Refused: there was nothing stored either.
    }
  },
};
