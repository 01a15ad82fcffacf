"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { CataloguePicker, type CatalogueService } from "@/components/quotes/catalogue-picker";
import { ItemRow, type RowErrors } from "@/components/quotes/item-row";
import { SentenceAssistant } from "@/components/quotes/sentence-assistant";
import { LineAnswers } from "@/components/supplier-answers/line-answers";
import { Button } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import type { QuoteItemKind } from "@/lib/enums";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { blankDraft, draftKey, newLineKey, type ItemDraft } from "@/lib/quotes/drafts";
import { MAX_QUOTE_ITEMS } from "@/lib/quotes/items";
import type { SupplierAnswersByLine } from "@/lib/suppliers/answer-choice";
import { moneyInputText } from "@/lib/validation/fields";

type Props = {
  items: ItemDraft[];
  onItemsChange: (update: (items: ItemDraft[]) => ItemDraft[]) => void;
  rowErrors: Record<string, RowErrors>;
  onRowErrorsChange: (update: (errors: Record<string, RowErrors>) => Record<string, RowErrors>) => void;
  /** Errors about the list as a whole (too many items). */
  listErrors?: string[];
  catalogue: CatalogueService[];
  hourlyRate: string | null;
  /** How many rows the page opened with: new rows' keys count on from there. */
  firstNewKey: number;
  /** The shop's markup over a part's cost, which a new part line starts with ("30"). */
  partsMarkup?: string;
  /** The suppliers' answers, by the line key they were asked for. */
  supplierAnswers?: SupplierAnswersByLine;
};

/** Where the keyboard goes after a change to the list: a new row's description, a moved row's button, the heading. */
type FocusTarget = { id: string; fallback?: string } | null;

/** The quote's lines: the buttons that add each kind, and the rows, each movable and removable. */
export function ItemList({
  items,
  onItemsChange,
  rowErrors,
  onRowErrorsChange,
  listErrors,
  catalogue,
  hourlyRate,
  firstNewKey,
  partsMarkup,
  supplierAnswers,
}: Props) {
  const nextKey = useRef(firstNewKey);
  const [pickerOpen, setPickerOpen] = useState(false);
  const focusTarget = useRef<FocusTarget>(null);
  const full = items.length >= MAX_QUOTE_ITEMS;
  const offered = useMemo(() => new Set(catalogue.map((service) => service.id)), [catalogue]);

  // After the render that moved the row: React moves its DOM node, and the focus would be lost with
  // it. Only a render with the new items: another render first (the form's own state) would find
  // the button still enabled at its old place, spend the target, and the move would then disable
  // it under the focus (a flaky e2e failure under CI load).
  useEffect(() => {
    const wanted = focusTarget.current;
    if (!wanted) return;
    focusTarget.current = null;
    const target = document.getElementById(wanted.id);
    const usable = target instanceof HTMLButtonElement ? !target.disabled : Boolean(target);
    (usable ? target : wanted.fallback ? document.getElementById(wanted.fallback) : null)?.focus();
  }, [items]);

  function setFocus(target: FocusTarget) {
    focusTarget.current = target;
  }

  function add(draft: ItemDraft) {
    onItemsChange((current) => (current.length >= MAX_QUOTE_ITEMS ? current : [...current, draft]));
    setFocus({ id: `${draft.key}-${draft.catalogueServiceId ? "quantity" : "description"}` });
  }

  /** The assistant's lines, as rows of this editor (its keys, new line keys), as many as the quote still takes. */
  function addDrafted(drafted: ItemDraft[]) {
    const rows = drafted.map((row) => ({ ...row, key: draftKey(nextKey.current++), lineKey: newLineKey() }));
    onItemsChange((current) => [...current, ...rows].slice(0, MAX_QUOTE_ITEMS));
  }

  function addBlank(kind: QuoteItemKind) {
    setPickerOpen(false);
    add(blankDraft(draftKey(nextKey.current++), kind, hourlyRate, partsMarkup));
  }

  function addFromCatalogue(service: CatalogueService) {
    setPickerOpen(false);
    const draft = blankDraft(draftKey(nextKey.current++), "service", hourlyRate);
    add({ ...draft, description: service.name, catalogueServiceId: service.id, unitPrice: moneyInputText(service.price) });
  }

  function change(key: string, changes: Partial<ItemDraft>) {
    onItemsChange((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
    // What the server said about a field no longer holds once it is typed over.
    const fields = Object.keys(changes);
    onRowErrorsChange((current) => {
      const errors = current[key];
      if (!errors) return current;
      const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
      return { ...current, [key]: kept };
    });
  }

  function move(key: string, direction: -1 | 1) {
    onItemsChange((current) => {
      const from = current.findIndex((item) => item.key === key);
      const to = from + direction;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
    const own = direction === -1 ? "up" : "down";
    const other = direction === -1 ? "down" : "up";
    setFocus({ id: `${key}-${own}`, fallback: `${key}-${other}` });
  }

  function remove(key: string) {
    onItemsChange((current) => current.filter((item) => item.key !== key));
    setFocus({ id: "quote-items-title" });
  }

  return (
    <section aria-labelledby="quote-items-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="quote-items-title" tabIndex={-1} className="font-semibold outline-none">
          {m.itemsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.itemsHint(MAX_QUOTE_ITEMS)}</p>
      </div>
      {listErrors && (
        <p role="alert" className="text-sm text-destructive">
          {listErrors.join(" ")}
        </p>
      )}

      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noItems}</p>
      ) : (
        <ol className="grid gap-4" aria-label={m.itemsTitle}>
          {items.map((item, index) => (
            <li key={item.key}>
              <ItemRow
                item={item}
                position={index + 1}
                isFirst={index === 0}
                isLast={index === items.length - 1}
                errors={rowErrors[item.key]}
                onChange={(changes) => change(item.key, changes)}
                onMove={(direction) => move(item.key, direction)}
                onRemove={() => remove(item.key)}
              >
                {item.kind === "part" && supplierAnswers?.[item.lineKey]?.length ? (
                  <LineAnswers
                    item={item}
                    lineName={m.itemName(index + 1, item.description)}
                    answers={supplierAnswers[item.lineKey]!}
                    partsMarkup={partsMarkup}
                    onChange={(changes) => change(item.key, changes)}
                  />
                ) : null}
              </ItemRow>
            </li>
          ))}
        </ol>
      )}

      {full ? (
        <p className="text-sm text-muted-foreground">{m.itemsFull(MAX_QUOTE_ITEMS)}</p>
      ) : (
        <div className="grid gap-3">
          {/* On a phone the catalogue, the usual way to add, has the whole row: its label does not fit half of 375 px. */}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button
              type="button"
              variant="outline"
              className="col-span-2 h-11 sm:h-10"
              aria-expanded={pickerOpen}
              aria-controls="quote-catalogue"
              onClick={() => setPickerOpen((open) => !open)}
            >
              <Plus aria-hidden="true" /> {m.addCatalogue}
            </Button>
            <SentenceAssistant offered={offered} partsMarkup={partsMarkup} onAdd={addDrafted} />
            <Button type="button" variant="outline" className="h-11 sm:h-10" onClick={() => addBlank("service")}>
              <Plus aria-hidden="true" /> {m.addService}
            </Button>
            <Button type="button" variant="outline" className="h-11 sm:h-10" onClick={() => addBlank("part")}>
              <Plus aria-hidden="true" /> {m.addPart}
            </Button>
            <Button type="button" variant="outline" className="h-11 sm:h-10" onClick={() => addBlank("labour")}>
              <Plus aria-hidden="true" /> {m.addLabour}
            </Button>
          </div>
          <div id="quote-catalogue" hidden={!pickerOpen}>
            {pickerOpen && <CataloguePicker services={catalogue} onPick={addFromCatalogue} />}
          </div>
        </div>
      )}
    </section>
  );
}
