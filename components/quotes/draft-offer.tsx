"use client";

import { Button } from "@/components/ui/button";
import { quoteDraft as m } from "@/lib/messages/quote-editor";
import { draftWhen, type QuoteDraft } from "@/lib/quotes/local-draft";

type Props = { draft: QuoteDraft; newerSaved: boolean; onContinue: () => void; onDiscard: () => void };

/** 'Continuar o rascunho de hoje, 14:32?', above the editor, with its two answers. */
export function DraftOffer({ draft, newerSaved, onContinue, onDiscard }: Props) {
  return (
    <section aria-label={m.label} role="status" className="grid gap-3 rounded-lg border border-primary bg-primary/5 p-4">
      <div className="grid gap-1">
        <p className="font-semibold">{m.offer(draftWhen(new Date(draft.savedAt)))}</p>
        <p className="text-sm text-muted-foreground">{newerSaved ? m.newerSaved : m.offerHint}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" className="h-11 sm:h-10" onClick={onContinue}>
          {m.continue}
        </Button>
        <Button type="button" variant="outline" className="h-11 sm:h-10" onClick={onDiscard}>
          {m.discard}
        </Button>
      </div>
    </section>
  );
}
