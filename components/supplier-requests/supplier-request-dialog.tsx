"use client";

import { useEffect, useRef, useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { DeadlinePicker } from "@/components/supplier-requests/deadline-picker";
import { SupplierPicker, useSupplierList } from "@/components/supplier-requests/supplier-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { MessageCircle, Send } from "@/components/ui/icons";
import { createSupplierRequestAction } from "@/lib/actions/supplier-requests";
import { supplierRequests as m } from "@/lib/messages/supplier-requests";
import { reasons } from "@/lib/messages/validation";
import { newLineKey, type ItemDraft } from "@/lib/quotes/drafts";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { quantityOf } from "@/lib/validation/quote";
import { SUPPLIER_REQUEST_LIMITS } from "@/lib/validation/supplier-request";

const BUTTON = "h-11 w-full sm:h-10 sm:w-auto";

/** A part line can be asked for once it has a description and a valid quantity. */
function askable(item: ItemDraft) {
  return item.kind === "part" && item.description.trim() !== "" && "value" in quantityOf(item.quantity, false);
}

type Props = {
  /** The saved quote; none while the quote is new (the button is then disabled, with the reason). */
  quoteId?: string;
  items: ItemDraft[];
  onItemsChange: (update: (items: ItemDraft[]) => ItemDraft[]) => void;
};

/**
 * 'Cotar com fornecedores' in the quote editor: choose the part lines, the engine, the deadline and
 * the suppliers; 'Criar cotação' makes the request, then one 'Enviar para {fornecedor}' button per
 * supplier opens WhatsApp with its message. Its form lives in the dialog's portal, outside the
 * editor's <form>. The lines are sent as typed, each with its line key (a line without one gets
 * it in the editor now, so the next save keeps it and the answers find their line).
 */
export function SupplierRequestButton({ quoteId, items, onItemsChange }: Props) {
  const parts = items.filter((item) => item.kind === "part");
  const reason = !quoteId ? m.saveFirst : parts.length === 0 ? m.noParts : null;
  return (
    <div className="grid gap-2">
      {quoteId && !reason ? (
        <SupplierRequestDialog quoteId={quoteId} items={items} onItemsChange={onItemsChange} />
      ) : (
        <Button type="button" variant="outline" className={BUTTON} disabled aria-describedby="supplier-request-reason">
          <Send aria-hidden="true" /> {m.open}
        </Button>
      )}
      {reason && (
        <p id="supplier-request-reason" className="text-sm text-muted-foreground">
          {reason}
        </p>
      )}
    </div>
  );
}

function SupplierRequestDialog({ quoteId, items, onItemsChange }: Required<Props>) {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Each opening is a new request: a new submission key, the lines as they are now.
        if (next) setFormKey((key) => key + 1);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className={BUTTON}>
          <Send aria-hidden="true" /> {m.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        {open && <RequestForm key={formKey} quoteId={quoteId} items={items} onItemsChange={onItemsChange} />}
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({ quoteId, items, onItemsChange }: Required<Props>) {
  const parts = items.filter((item) => item.kind === "part");
  const [chosenRows, setChosenRows] = useState(() => new Set(parts.filter(askable).map((item) => item.key)));
  // A key for each line that has none yet (a duplicated quote's), kept across a retry of the same request.
  const [givenKeys] = useState(() => new Map(parts.filter((item) => !item.lineKey).map((item) => [item.key, newLineKey()])));
  const [search, setSearch] = useState("");
  const [chosenSuppliers, setChosenSuppliers] = useState<ReadonlySet<string>>(new Set());
  const [sends, setSends] = useState<{ label: string; href: string }[] | null>(null);
  const firstSend = useRef<HTMLAnchorElement>(null);
  useEffect(() => firstSend.current?.focus(), [sends]);

  const asked = parts.filter((item) => chosenRows.has(item.key) && askable(item));
  const { list, failed } = useSupplierList(
    quoteId,
    search,
    asked.map((item) => item.description.trim()),
  );
  const { formProps, fieldErrors } = useActionForm(createSupplierRequestAction.bind(null, quoteId), {
    unreachable: m.createError + reasons.tryAgain,
    onSuccess: (result) => setSends(result.links ?? []),
  });

  const posted = asked.map((item) => ({
    lineKey: item.lineKey || givenKeys.get(item.key) || "",
    description: item.description,
    quantity: item.quantity,
    condition: item.condition,
  }));

  if (sends) {
    return (
      <div className="grid gap-4">
        <p className="text-sm">{m.sendHint}</p>
        <ul className="grid gap-2">
          {sends.map((send, index) => (
            <li key={send.href}>
              <Button asChild className="h-11 w-full sm:h-10">
                {/* The form and its button are gone: the keyboard lands on the first message to send. */}
                <a href={send.href} target="_blank" rel="noopener noreferrer" ref={index === 0 ? firstSend : undefined}>
                  <MessageCircle aria-hidden="true" /> {send.label}
                </a>
              </Button>
            </li>
          ))}
        </ul>
        <DialogClose asChild>
          <Button type="button" variant="outline" className={BUTTON}>
            {m.close}
          </Button>
        </DialogClose>
      </div>
    );
  }

  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        // The lines asked for without a key get theirs in the editor before the request is sent.
        if (givenKeys.size > 0)
          onItemsChange((current) =>
            current.map((item) => (!item.lineKey && givenKeys.has(item.key) ? { ...item, lineKey: givenKeys.get(item.key)! } : item)),
          );
        formProps.onSubmit(event);
      }}
      className="grid gap-5"
      aria-label={m.title}
    >
      <input type="hidden" name="parts" value={JSON.stringify(posted)} />
      <input type="hidden" name="supplierIds" value={JSON.stringify([...chosenSuppliers])} />

      <fieldset className="grid gap-1" aria-describedby={fieldErrors?.parts ? "supplier-request-parts-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{m.partsLegend}</legend>
        {parts.map((item) => {
          const id = `supplier-request-part-${item.key}`;
          const ok = askable(item);
          return (
            <label
              key={item.key}
              htmlFor={id}
              className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1 has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                id={id}
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={ok && chosenRows.has(item.key)}
                disabled={!ok}
                aria-describedby={ok ? undefined : `${id}-reason`}
                onChange={(event) =>
                  setChosenRows((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(item.key);
                    else next.delete(item.key);
                    return next;
                  })
                }
              />
              <span className="grid min-w-0">
                <span>{ok ? `${item.quantity.trim()}x ${item.description.trim()}` : item.description.trim() || "—"}</span>
                {ok ? (
                  <span className="text-xs text-muted-foreground">{PART_CONDITION_LABELS[item.condition]}</span>
                ) : (
                  <span id={`${id}-reason`} className="text-xs text-muted-foreground">
                    {m.partIncomplete}
                  </span>
                )}
              </span>
            </label>
          );
        })}
        {fieldErrors?.parts && (
          <p id="supplier-request-parts-error" className="text-sm text-destructive">
            {fieldErrors.parts.join(" ")}
          </p>
        )}
      </fieldset>

      <div className="grid gap-1">
        <p className="text-sm font-medium">{m.vehicle}</p>
        <p className={list && !list.vehicle ? "text-sm text-destructive" : "text-sm"}>{list ? (list.vehicle ?? m.noVehicle) : "…"}</p>
        <p className="text-xs text-muted-foreground">{m.vehicleHint}</p>
      </div>
      <TextField
        id="supplier-request-engine"
        name="engine"
        label={m.engine}
        placeholder={m.enginePlaceholder}
        autoComplete="off"
        maxLength={SUPPLIER_REQUEST_LIMITS.engine}
        errors={fieldErrors?.engine}
        className="h-11 sm:h-10"
      />

      <DeadlinePicker errors={fieldErrors?.deadlineDay} />

      <SupplierPicker
        list={list}
        failed={failed}
        search={search}
        onSearchChange={setSearch}
        chosen={chosenSuppliers}
        onToggle={(id, on) =>
          setChosenSuppliers((current) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        errors={fieldErrors?.supplierIds}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" className="h-11 sm:h-10">
            {m.cancel}
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel={m.pending} className="h-11 sm:h-10">
          {m.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
