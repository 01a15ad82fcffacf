"use client";

import { Button } from "@/components/ui/button";
import { Copy } from "@/components/ui/icons";
import { nfse as m } from "@/lib/messages/nfse";

async function copy(text: string) {
  const { toast } = await import("sonner");
  try {
    await navigator.clipboard.writeText(text);
    toast.success(m.copied);
  } catch {
    // No clipboard (an http page, a denied permission): the text is on screen to copy by hand.
    toast.error(m.copyFailed);
  }
}

/** 'Copiar' beside one of the portal's fields. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={m.copyField(label)}
      className="h-11 shrink-0 sm:h-9"
      onClick={() => void copy(text)}
    >
      <Copy aria-hidden="true" /> {m.copy}
    </Button>
  );
}
