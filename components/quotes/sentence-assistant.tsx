"use client";

import { useId, useRef, useState } from "react";
import { TextareaField } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { SentenceLine } from "@/components/quotes/sentence-line";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Bot } from "@/components/ui/icons";
import { draftQuoteFromSentenceAction } from "@/lib/actions/quote-drafts";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { reasons } from "@/lib/messages/validation";
import { draftFromSaved, type ItemDraft } from "@/lib/quotes/drafts";
import type { SentenceLine as Line } from "@/lib/quotes/sentence-lines";

type Suggestion = { item: ItemDraft; line: Line };

type Props = {
  /** The catalogue's service ids: a line keeps its link only to a service the shop still offers. */
  offered: ReadonlySet<string>;
  partsMarkup?: string;
  /** The lines the mechanic kept, as rows for the editor (its own keys are given there). */
  onAdd: (rows: ItemDraft[]) => void;
};

/**
 * 'Montar com o assistente': the mechanic writes what the car needs and gets lines priced from his
 * catalogue, his past quotes and his hourly rate, each saying where its price came from. He changes
 * or drops them, and only 'Adicionar ao orçamento' puts them in the editor; nothing is saved until
 * he saves the quote. The dialog's form lives in a portal, outside the editor's <form>.
 */
export function SentenceAssistant({ offered, partsMarkup, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const made = useRef(0);
  const linesTitle = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { formProps, fieldErrors, result } = useActionForm(draftQuoteFromSentenceAction, {
    unreachable: m.assistant.error + reasons.tryAgain,
    onSuccess: ({ data }) => {
      setSuggestions(
        (data ?? []).map((line) => ({ item: draftFromSaved(`sentence-${made.current++}`, line, offered, partsMarkup), line })),
      );
      // The keyboard and a screen reader go on to the lines, which appear below the button.
      requestAnimationFrame(() => heading.current?.focus());
    },
  });
  const refused = result?.ok === false && !fieldErrors?.sentence ? result.message : null;

  function change(key: string, changes: Partial<ItemDraft>) {
    setSuggestions(
      (current) => current && current.map((kept) => (kept.item.key === key ? { ...kept, item: { ...kept.item, ...changes } } : kept)),
    );
  }

  function add() {
    if (!suggestions?.length) return;
    onAdd(suggestions.map(({ item }) => item));
    setSuggestions(null);
    setOpen(false);
    void announceAdded(suggestions.length);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="col-span-2 h-11 sm:h-10">
          <Bot aria-hidden="true" /> {m.assistant.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.assistant.title}</DialogTitle>
          <DialogDescription>{m.assistant.description}</DialogDescription>
        </DialogHeader>
        <form {...formProps} className="grid gap-3" aria-label={m.assistant.title}>
          <TextareaField
            id="quote-sentence"
            name="sentence"
            label={m.assistant.sentence}
            hint={m.assistant.sentenceHint}
            rows={4}
            required
            errors={fieldErrors?.sentence}
          />
          {refused && (
            <p role="alert" className="text-sm text-destructive">
              {refused}
            </p>
          )}
          <SubmitButton pendingLabel={m.assistant.building} className="h-11 sm:h-10 sm:justify-self-start">
            {m.assistant.build}
          </SubmitButton>
        </form>
        {suggestions && (
          <section aria-labelledby={linesTitle} className="grid gap-3">
            <h3 id={linesTitle} ref={heading} tabIndex={-1} className="font-semibold outline-none">
              {m.assistant.linesTitle}
            </h3>
            {suggestions.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.assistant.noLines}</p>
            ) : (
              <ol className="grid gap-3" aria-label={m.assistant.linesTitle}>
                {suggestions.map(({ item, line }, index) => (
                  <li key={item.key}>
                    <SentenceLine
                      item={item}
                      line={line}
                      position={index + 1}
                      onChange={(changes) => change(item.key, changes)}
                      onRemove={() => setSuggestions((current) => current && current.filter((kept) => kept.item.key !== item.key))}
                    />
                  </li>
                ))}
              </ol>
            )}
            <Button type="button" className="h-11 sm:h-10" disabled={suggestions.length === 0} onClick={add}>
              {m.assistant.add(suggestions.length)}
            </Button>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog closes onto the editor: the toast says what changed there, and that it is not saved yet. */
async function announceAdded(count: number) {
  const { toast } = await import("sonner");
  toast.success(m.assistant.added(count));
}
