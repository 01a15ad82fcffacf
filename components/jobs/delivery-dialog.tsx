"use client";

import { useState } from "react";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Truck } from "@/components/ui/icons";
import { registerDeliveryAction } from "@/lib/actions/deliveries";
import { REPLACED_PARTS_OUTCOMES } from "@/lib/enums";
import { formatKm } from "@/lib/format";
import { delivery } from "@/lib/messages/delivery";
import { reasons } from "@/lib/messages/validation";
import { DELIVERY_NOTES_MAX, shopMomentInput } from "@/lib/validation/delivery";

const m = delivery;

type Props = {
  quoteId: string;
  /** The km the car already had (its current km, the check-in's): the delivery's cannot be lower. */
  minimumKm: number | null;
  className?: string;
};

/**
 * 'Registrar entrega' on a job 'Pronto para retirada': a dialog with when (now, São Paulo's clock,
 * never later), the km, what became of the replaced parts and notes. The server moves the stage and
 * records the delivery together; a second tap or another tab is told it was already delivered.
 */
export function DeliveryDialog({ quoteId, minimumKm, className }: Props) {
  // "Now" is when the dialog opens, not when the page was rendered.
  const [now, setNow] = useState("");
  const errorId = "delivery-parts-error";

  return (
    <ActionFormDialog
      action={registerDeliveryAction.bind(null, quoteId)}
      unreachable={m.error + reasons.tryAgain}
      onOpen={() => setNow(shopMomentInput(new Date()))}
      trigger={
        <Button type="button" className={className ?? "h-11 sm:h-10"}>
          <Truck aria-hidden="true" /> {m.button}
        </Button>
      }
      title={m.title}
      description={m.description}
      cancelLabel={m.cancel}
      submitLabel={m.submit}
      pendingLabel={m.saving}
    >
      {({ fieldErrors }) => (
        <>
          <TextField
            id="delivery-at"
            name="deliveredAt"
            type="datetime-local"
            label={m.deliveredAtLabel}
            defaultValue={now}
            max={now || undefined}
            required
            errors={fieldErrors?.deliveredAt}
            className="h-11 sm:h-10"
          />
          <TextField
            id="delivery-km"
            name="km"
            label={m.kmLabel}
            hint={m.kmHint(minimumKm ? formatKm(minimumKm) : null)}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={minimumKm ? String(minimumKm) : ""}
            maxLength={12}
            errors={fieldErrors?.km}
            className="h-11 sm:h-10"
          />
          <fieldset className="grid gap-2" aria-describedby={fieldErrors?.replacedParts ? errorId : undefined}>
            <legend className="mb-2 text-sm font-medium">{m.partsLegend}</legend>
            {REPLACED_PARTS_OUTCOMES.map((outcome) => (
              <label
                key={outcome}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input type="radio" name="replacedParts" value={outcome} defaultChecked={outcome === "returned"} className="mt-1 size-4" />
                <span className="grid gap-1">
                  <span className="font-medium">{m.parts[outcome]}</span>
                  {outcome !== "none" && <span className="text-xs text-muted-foreground">{m.partsAdvice}</span>}
                </span>
              </label>
            ))}
            {fieldErrors?.replacedParts && (
              <p id={errorId} className="text-sm text-destructive">
                {fieldErrors.replacedParts.join(" ")}
              </p>
            )}
          </fieldset>
          <TextareaField
            id="delivery-notes"
            name="notes"
            label={m.notesLabel}
            rows={2}
            maxLength={DELIVERY_NOTES_MAX}
            errors={fieldErrors?.notes}
          />
        </>
      )}
    </ActionFormDialog>
  );
}
