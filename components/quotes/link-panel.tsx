"use client";

import { useState } from "react";
import { handOutQuoteLinkAction, renewQuoteLinkAction } from "@/lib/actions/quote-sending";
import { useActionCall } from "@/components/forms/use-action";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Copy, ExternalLink, Plus, RotateCcw } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { quoteSending as m } from "@/lib/messages/quote-sending";
import { reasons } from "@/lib/messages/validation";

const BUTTON = "h-11 w-full sm:h-10 sm:w-auto";

async function copy(link: string) {
  const { toast } = await import("sonner");
  try {
    await navigator.clipboard.writeText(link);
    toast.success(m.linkCopied);
  } catch {
    // No clipboard (an http page, a denied permission): the field stays there to copy by hand.
    toast.error(m.copyFailed);
  }
}

/**
 * The customer's link: shown read-only (selectable, so it can be copied by hand), copied, opened,
 * or revoked, which makes a new one after a confirmation. A quote without a live link offers to make one.
 */
export function LinkPanel({ quoteId, link }: { quoteId: string; link: string | null }) {
  const [pending, renew] = useActionCall(renewQuoteLinkAction, m.linkError + reasons.tryAgain);
  // Handing the link out is a send: a priced quote counts against the plan's monthly limit first.
  const [copying, handOut] = useActionCall(handOutQuoteLinkAction, m.copyError + reasons.tryAgain, undefined, () =>
    link ? copy(link) : undefined,
  );
  const [open, setOpen] = useState(false);

  if (!link) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{m.noLink}</p>
        <Button type="button" variant="outline" className={BUTTON} disabled={pending} onClick={() => renew(quoteId)}>
          {pending ? <Spinner label="" aria-hidden="true" /> : <Plus aria-hidden="true" />} {m.createLink}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor="quote-link">{m.linkLabel}</Label>
        <Input
          id="quote-link"
          readOnly
          value={link}
          className="h-11 font-mono text-sm sm:h-10"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" className={BUTTON} disabled={copying} onClick={() => handOut(quoteId)}>
          {copying ? <Spinner label="" aria-hidden="true" /> : <Copy aria-hidden="true" />} {m.copyLink}
        </Button>
        <Button asChild variant="outline" className={BUTTON}>
          <a href={link} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> {m.openLink}
            <span className="sr-only"> {m.newTab}</span>
          </a>
        </Button>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" className={`${BUTTON} text-destructive hover:text-destructive`} disabled={pending}>
              {pending ? <Spinner label="" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />} {m.revokeLink}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{m.revokeTitle}</AlertDialogTitle>
              <AlertDialogDescription>{m.revokeDescription}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{m.cancel}</AlertDialogCancel>
              <AlertDialogAction onClick={() => renew(quoteId)}>{m.revokeConfirm}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </div>
  );
}
