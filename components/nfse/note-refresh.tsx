"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const EVERY_MS = 2_500;
/** Past this the queue is retrying with backoff: the page stops asking, 'Verificar agora' remains. */
const FOR_MS = 5 * 60_000;

/**
 * While the note is on its way (the queue sends it in the background), reads the job's page again
 * every few seconds, so 'Enviando…' turns into 'Emitida' or the refusal without a reload.
 */
export function NoteRefresh() {
  const router = useRouter();
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (Date.now() - started > FOR_MS) window.clearInterval(timer);
      else router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
