"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * The answer form's submit button. The form is a plain post (it works without JavaScript), so
 * useFormStatus, which follows React's own form actions, never sees it pending: this listens to
 * the form's submit itself. With JavaScript it says `pendingLabel` and stops a second tap from
 * posting the answer twice; without it, it is an ordinary button.
 */
export function PendingSubmit({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    let sent = false;
    const onSubmit = (event: SubmitEvent) => {
      if (sent) event.preventDefault();
      sent = true;
      setPending(true);
    };
    // Back from the next page through the browser's cache: the form is ready again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent = false;
      setPending(false);
    };
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);

  return (
    <Button ref={ref} type="submit" size="lg" className="h-11 w-full sm:w-auto" aria-disabled={pending || undefined}>
      {pending && <Spinner aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
