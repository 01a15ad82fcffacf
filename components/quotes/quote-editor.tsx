"use client";

import { useEffect, useRef, useState } from "react";
import { DraftOffer } from "@/components/quotes/draft-offer";
import { QuoteForm, type DraftContent, type QuoteEditorProps } from "@/components/quotes/quote-form";
import { storedDraft } from "@/components/quotes/stored-draft";
import type { ItemDraft } from "@/lib/quotes/drafts";
import type { QuoteEditorInitial } from "@/lib/quotes/editor-initial";
import { draftStorageKey } from "@/lib/quotes/draft-keys";
import { initialFromDraft, sameContent, type QuoteDraft } from "@/lib/quotes/local-draft";

type Opened = { generation: number; initial: QuoteEditorInitial; rows?: ItemDraft[] };

/**
 * The quote editor (QuoteForm), with the draft kept on the phone: what is typed is stored as it
 * is typed, and when the editor opens on a draft left unsaved (the Back gesture, a reload, a
 * closed tab, a dropped connection) it offers it back, with when it was typed. Never restored
 * without asking: 'Continuar' reopens the form on it, 'Descartar' forgets it.
 */
export function QuoteEditor(props: QuoteEditorProps) {
  const storageKey = draftStorageKey(props.record ? { quoteId: props.record.id } : { customerId: props.customerId });
  const [opened, setOpened] = useState<Opened>({ generation: 0, initial: props.initial });
  const [offer, setOffer] = useState<QuoteDraft | null>(null);
  // What the form held when the page opened (set by its first render's effect, which runs before this one's).
  const opening = useRef<DraftContent | null>(null);

  // Only in the browser, after the page is interactive: the server has no phone to read.
  useEffect(() => {
    const stored = storedDraft.read(storageKey);
    if (stored && opening.current && sameContent(stored, opening.current)) return storedDraft.remove(storageKey);
    setOffer(stored);
  }, [storageKey]);

  function focusDescription() {
    requestAnimationFrame(() => document.getElementById("service-description")?.focus());
  }

  return (
    <div className="grid gap-6">
      {offer && (
        <DraftOffer
          draft={offer}
          newerSaved={Boolean(props.record && offer.version !== null && offer.version !== props.record.version)}
          onContinue={() => {
            const vehicleIds = props.vehicles.map((vehicle) => vehicle.id);
            setOpened((current) => ({ generation: current.generation + 1, ...initialFromDraft(props.initial, offer, vehicleIds) }));
            setOffer(null);
            focusDescription();
          }}
          onDiscard={() => {
            // Only the draft offered: what was typed since it was offered is the draft now, and stays.
            if (storedDraft.read(storageKey)?.savedAt === offer.savedAt) storedDraft.remove(storageKey);
            setOffer(null);
            focusDescription();
          }}
        />
      )}
      <QuoteForm key={opened.generation} {...props} initial={opened.initial} rows={opened.rows} storageKey={storageKey} opening={opening} />
    </div>
  );
}
