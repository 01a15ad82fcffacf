"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { createQuoteAction, updateQuoteAction } from "@/lib/actions/quotes";
import { MoneyField } from "@/components/forms/money-field";
import { TextareaField } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { storedDraft } from "@/components/quotes/stored-draft";
import { useActionForm } from "@/components/forms/use-action";
import { VersionField } from "@/components/forms/version-field";
import { WarrantyReturnField } from "@/components/jobs/warranty-return-field";
import type { CatalogueService } from "@/components/quotes/catalogue-picker";
import { CdcFields } from "@/components/quotes/cdc-fields";
import { DepositField } from "@/components/quotes/deposit-field";
import { ItemList } from "@/components/quotes/item-list";
import { SupplierRequestButton } from "@/components/supplier-requests/supplier-request-dialog";
import type { RowErrors } from "@/components/quotes/item-row";
import { useSupplierAnswers } from "@/components/supplier-answers/use-supplier-answers";
import { TotalsPanel } from "@/components/quotes/totals-panel";
import { VehiclePicker, type VehicleOption } from "@/components/quotes/vehicle-picker";
import type { FieldErrors } from "@/lib/actions/result";
import type { RunningWarranty } from "@/lib/data/deliveries";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { quotes } from "@/lib/messages/quotes";
import { reasons } from "@/lib/messages/validation";
import { draftFromSaved, draftKey, draftTotals, postedItem, type ItemDraft } from "@/lib/quotes/drafts";
import { kmText, type QuoteEditorInitial } from "@/lib/quotes/editor-initial";
import { DRAFT_FIELDS, draftRows, sameContent, type QuoteDraft } from "@/lib/quotes/local-draft";
import type { SupplierAnswersByLine } from "@/lib/suppliers/answer-choice";
import { QUOTE_BASICS_LIMITS } from "@/lib/validation/quote-basics";

export type QuoteEditorProps = {
  customerId: string;
  /** The saved quote being edited; none for a new one. */
  record?: { id: string; version: number };
  catalogue: CatalogueService[];
  /** The shop's hourly rate ("85.00"), which a new labour line starts from. */
  hourlyRate: string | null;
  vehicles: VehicleOption[];
  initial: QuoteEditorInitial;
  /** The customer's cars whose last job is under warranty: a new quote for one asks if it is a return. */
  warranties?: RunningWarranty[];
  /** The shop's markup over a part's cost ("30"), which a new part line starts with. */
  partsMarkup?: string;
  /** The suppliers' answers for a saved quote's parts, by line key (kept fresh while the editor is open). */
  supplierAnswers?: SupplierAnswersByLine;
};

export type DraftContent = Pick<QuoteDraft, "fields" | "rows">;

type Props = QuoteEditorProps & {
  /** The rows as typed, when the form opens on a draft (else the initial's saved items). */
  rows?: ItemDraft[];
  /** Where the draft is kept (lib/quotes/local-draft.ts). */
  storageKey: string;
  /** What the form held when the page opened, shared by every remount: a restored draft is still a change. */
  opening: { current: DraftContent | null };
};

/** What the form holds now, as a draft: its fields as posted and the rows as typed. */
function contentOf(form: HTMLFormElement | null, items: readonly ItemDraft[]): DraftContent {
  const data = form ? new FormData(form) : null;
  const fields = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, String(data?.get(name) ?? "")]));
  return { fields, rows: draftRows(items) };
}

/** "items.3.quantity" → the row's key and field, for the rows as they stood when the form was posted. */
function errorsByRow(fieldErrors: FieldErrors | undefined, rows: readonly ItemDraft[]) {
  const byRow: Record<string, RowErrors> = {};
  for (const [path, errors] of Object.entries(fieldErrors ?? {})) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(path);
    const row = match && rows[Number(match[1])];
    if (!row || !errors) continue;
    (byRow[row.key] ??= {})[match[2] as keyof RowErrors] = errors;
  }
  return byRow;
}

/**
 * The quote editor: the complaint, the vehicle, the items (catalogue services, custom services,
 * parts with their condition, labour by the hour or at a fixed price), the totals as typed and the
 * CDC art. 40 fields. The rows live in React state with stable keys and travel as the hidden JSON
 * field `items`; the server reads them again with the same rules (lib/validation/quote.ts).
 */
export function QuoteForm({
  customerId,
  record,
  catalogue,
  hourlyRate,
  vehicles,
  initial,
  rows,
  storageKey,
  opening,
  warranties,
  partsMarkup,
  supplierAnswers,
}: Props) {
  // A service since removed from the catalogue stays on the quote as a custom one: the server
  // would refuse the stale link, and the mechanic could not clear it from here.
  const [items, setItems] = useState(() => {
    const offered = new Set(catalogue.map((service) => service.id));
    return rows ?? initial.items.map((item, index) => draftFromSaved(draftKey(index), item, offered, partsMarkup));
  });
  const { answers, announcer } = useSupplierAnswers(record?.id, supplierAnswers);
  const [rowErrors, setRowErrors] = useState<Record<string, RowErrors>>({});
  const [vehicleId, setVehicleId] = useState(initial.vehicleId);
  const [addedVehicles, setAddedVehicles] = useState<VehicleOption[]>([]);
  const [discountKind, setDiscountKind] = useState(initial.discountKind);
  const [discountValue, setDiscountValue] = useState(initial.discountValue);
  const [cost, setCost] = useState(initial.cost);
  const [checkInKm, setCheckInKm] = useState(initial.checkInKm);

  // The rows as last rendered, for mapping the server's "items.N" errors back to rows.
  const rendered = useRef(items);
  useEffect(() => {
    rendered.current = items;
  }, [items]);

  const form = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  // Saved: the page moves on to the quote; nothing more is kept, and it must not ask first.
  const saved = useRef(false);

  /**
   * After every change: whether the form differs from what the page opened with, and if so the
   * draft kept on the phone, at once (a closed tab gives no time for more). A form back to what it
   * opened with keeps its last draft: removing it is for saving or 'Descartar'.
   */
  function track(current: readonly ItemDraft[] = items) {
    if (saved.current) return;
    const content = contentOf(form.current, current);
    opening.current ??= content;
    const changed = !sameContent(content, opening.current);
    setDirty(changed);
    if (changed) storedDraft.write(storageKey, { savedAt: new Date().toISOString(), version: record?.version ?? null, ...content });
  }
  // Rows added, moved or removed, the vehicle, the km and the discount change controlled or hidden
  // values; the typing in plain fields comes through onInput.
  useEffect(track, [items, vehicleId, checkInKm, discountKind, discountValue, cost]); // eslint-disable-line react-hooks/exhaustive-deps

  const action = record ? updateQuoteAction.bind(null, record.id) : createQuoteAction.bind(null, customerId);
  const { formProps, fieldErrors } = useActionForm(action, {
    unreachable: (record ? quotes.updateError : quotes.createError) + reasons.tryAgain,
    onSuccess: () => {
      saved.current = true;
      storedDraft.remove(storageKey);
      setDirty(false);
    },
    onFailure: (result) => setRowErrors(errorsByRow(result.fieldErrors, rendered.current)),
  });

  const vehicleOptions = useMemo(() => {
    const listed = new Set(vehicles.map((vehicle) => vehicle.id));
    return [...vehicles, ...addedVehicles.filter((vehicle) => !listed.has(vehicle.id))];
  }, [vehicles, addedVehicles]);
  const warranty = record ? undefined : warranties?.find((running) => running.vehicleId === vehicleId);
  const totals = draftTotals(items, discountKind, discountValue);
  const posted = JSON.stringify(items.map(postedItem));

  return (
    <form {...formProps} ref={form} onInput={() => track()} className="grid gap-8" aria-label={record ? m.formEdit : m.formNew}>
      {record && <VersionField version={record.version} />}
      <UnsavedChangesDialog dirty={dirty} keepsDraft />
      <input type="hidden" name="items" value={posted} />

      <div className="grid gap-5">
        <TextareaField
          id="service-description"
          name="description"
          label={m.description}
          placeholder={m.descriptionPlaceholder}
          rows={3}
          required
          maxLength={QUOTE_BASICS_LIMITS.description}
          defaultValue={initial.description}
          errors={fieldErrors?.description}
        />
        <VehiclePicker
          customerId={customerId}
          vehicles={vehicleOptions}
          vehicleId={vehicleId}
          onVehicleChange={(id) => {
            // The km follows the car while it is the car's last known one (or blank): never over one typed.
            const before = vehicleOptions.find((vehicle) => vehicle.id === vehicleId);
            const after = vehicleOptions.find((vehicle) => vehicle.id === id);
            if (checkInKm.trim() === "" || checkInKm === kmText(before?.currentKm)) setCheckInKm(kmText(after?.currentKm));
            setVehicleId(id);
          }}
          onVehicleAdded={(vehicle) => {
            setAddedVehicles((current) => [...current, vehicle]);
            setVehicleId(vehicle.id);
          }}
          km={checkInKm}
          onKmChange={setCheckInKm}
          errors={{ vehicleId: fieldErrors?.vehicleId, checkInKm: fieldErrors?.checkInKm }}
        />
        {warranty && <WarrantyReturnField key={warranty.quoteId} warranty={warranty} errors={fieldErrors?.warrantyOfQuoteId} />}
      </div>

      <ItemList
        items={items}
        onItemsChange={setItems}
        rowErrors={rowErrors}
        onRowErrorsChange={setRowErrors}
        listErrors={fieldErrors?.items}
        catalogue={catalogue}
        hourlyRate={hourlyRate}
        firstNewKey={items.length}
        partsMarkup={partsMarkup}
        supplierAnswers={answers}
      />
      <SupplierRequestButton quoteId={record?.id} items={items} onItemsChange={setItems} />
      {announcer}

      {items.length > 0 ? (
        <TotalsPanel
          totals={totals}
          discountKind={discountKind}
          discountValue={discountValue}
          onDiscountKindChange={(kind) => {
            setDiscountKind(kind);
            setDiscountValue("");
          }}
          onDiscountValueChange={setDiscountValue}
          errors={{ discountValue: fieldErrors?.discountValue, total: fieldErrors?.total }}
        />
      ) : (
        <MoneyField
          id="service-cost"
          name="cost"
          label={m.cost}
          hint={m.costHint}
          value={cost}
          onValueChange={setCost}
          placeholder={m.costExample}
          errors={fieldErrors?.cost}
          className="h-11 sm:h-10"
        />
      )}

      <DepositField
        initialKind={initial.depositKind}
        initialValue={initial.depositValue}
        parts={totals.uncounted.length === 0 ? totals.parts : null}
        errors={fieldErrors?.depositValue ?? fieldErrors?.depositKind}
      />

      <CdcFields initial={initial} errors={fieldErrors} />

      <div>
        <SubmitButton pendingLabel={m.saving} className="h-11 w-full sm:h-10 sm:w-auto">
          {record ? m.submitEdit : m.submitCreate}
        </SubmitButton>
      </div>
    </form>
  );
}
