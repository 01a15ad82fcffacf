"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/**
 * Reads the page again from the server (router.refresh(): the Server Components run again), so a
 * read that failed for a moment can succeed without the browser reloading the whole document.
 */
export function RetryButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button onClick={() => startTransition(() => router.refresh())} disabled={pending} className="w-fit">
      Tentar novamente
    </Button>
  );
}

/** The same failure as a toast too; the id keeps it to one toast however often the page renders. */
export function LoadErrorToast({ id, message }: { id: string; message: string }) {
  useEffect(() => {
    toast.error(message, { id });
  }, [id, message]);
  return null;
}
