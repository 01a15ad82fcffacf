"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Copies 'PIX copia e cola'. The code itself sits in a read-only field beside it, so without
 * JavaScript (or without a clipboard: an http page, a denied permission) it is copied by hand.
 * The words come from the server component: importing the messages module here would ship every
 * text of the product to the customer's link.
 */
export function CopyPixCode({ payload, copy, copied: copiedText }: { payload: string; copy: string; copied: string }) {
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
      <span aria-live="polite">{copied ? copiedText : copy}</span>
    </Button>
  );
}
