"use client";

import { useEffect, useRef, useState } from "react";
import { supplierAnswers } from "@/lib/messages/supplier-answers";
import { quoteSupplierAnswersPath } from "@/lib/routes";
import { newAnswerCount, type SupplierAnswersByLine } from "@/lib/suppliers/answer-choice";

/** Often enough to see an answer while the customer waits at the counter; rare enough for a shop's phone. */
export const ANSWERS_POLL_MS = 15_000;

/**
 * The suppliers' answers for a saved quote, kept fresh while the editor is open: fetched (JSON, the
 * shop's only) every 15 s while the tab is visible and when it comes back to focus, so what is typed
 * in the form is never lost to a reload. A new arrival is announced politely to a screen reader.
 * A new quote (no id) has no requests yet: nothing is fetched.
 */
export function useSupplierAnswers(quoteId: string | undefined, initial: SupplierAnswersByLine | undefined) {
  const [answers, setAnswers] = useState<SupplierAnswersByLine>(initial ?? {});
  const [announcement, setAnnouncement] = useState("");
  const current = useRef(answers);

  useEffect(() => {
    if (!quoteId) return;
    let stopped = false;
    let inFlight = false;
    async function refresh() {
      if (inFlight || document.visibilityState !== "visible") return;
      inFlight = true;
      try {
        const response = await fetch(quoteSupplierAnswersPath(quoteId!), { cache: "no-store", headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const body = (await response.json()) as { ok: boolean; answers?: SupplierAnswersByLine };
        if (stopped || !body.ok || !body.answers) return;
        const arrived = newAnswerCount(current.current, body.answers);
        current.current = body.answers;
        setAnswers(body.answers);
        if (arrived > 0) setAnnouncement(supplierAnswers.arrived(arrived));
      } catch {
        // Offline for a moment: the next round tries again; the answers shown stay.
      } finally {
        inFlight = false;
      }
    }
    const timer = window.setInterval(refresh, ANSWERS_POLL_MS);
    const onVisible = () => void refresh();
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [quoteId]);

  const announcer = (
    <p aria-live="polite" className="sr-only" data-supplier-answers-live="">
      {announcement}
    </p>
  );
  return { answers, announcer };
}
