"use client";

import { useEffect, useRef } from "react";
import { IDEMPOTENCY_KEY_FIELD, newIdempotencyKey } from "@/lib/idempotency-key";

/**
 * A create form's submission key (lib/idempotency-key.ts), one per entry. Made in the browser on
 * the first submit, not rendered into the HTML: a prerendered page (the landing page) would give
 * every visitor the same key. `stamp` puts it on the form data when the submit runs; `renew` after a
 * success that leaves the form on screen for another entry, once no submit of the same entry is
 * still queued behind it (useActionForm counts them), so a double tap carries one key.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  // A form that leaves the screen and comes back with its state kept (React's <Activity>) is a
  // new entry: without this it would repeat the last one and store nothing.
  useEffect(() => () => void (key.current = null), []);
  return {
    stamp(formData: FormData) {
      key.current ??= newIdempotencyKey();
      formData.set(IDEMPOTENCY_KEY_FIELD, key.current);
      return formData;
    },
    renew() {
      key.current = null;
    },
  };
}
