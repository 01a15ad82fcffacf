"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";

const m = messages.pix;

/**
 * Copies 'PIX copia e cola'. The code itself sits in a read-only field beside it, so without
 * JavaScript (or without a clipboard: an http page, a denied permission) it is copied by hand.
 */
export function CopyPixCode({ payload }: { payload: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="h-11 w-full sm:w-auto"
      onClick={() =>
        navigator.clipboard.writeText(payload).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? m.copied : m.copy}</span>
    </Button>
  );
}
