"use client";

import { Button } from "@/components/ui/button";
import { Copy } from "@/components/ui/icons";
import { supplierRequests as m } from "@/lib/messages/supplier-requests";

async function copy(link: string) {
  const { toast } = await import("sonner");
  try {
    await navigator.clipboard.writeText(link);
    toast.success(m.copied);
  } catch {
    // No clipboard (an http page, a denied permission): the link is on the list to copy by hand.
    toast.error(m.copyFailed);
  }
}

/** 'Copiar link de {fornecedor}': the supplier's own link, to paste where WhatsApp is not the way. */
export function CopyLinkButton({ link, supplierName }: { link: string; supplierName: string }) {
  return (
    <Button type="button" variant="outline" className="h-11 w-full sm:h-9 sm:w-auto" onClick={() => void copy(link)}>
      <Copy aria-hidden="true" /> {m.copyLink(supplierName)}
    </Button>
  );
}
