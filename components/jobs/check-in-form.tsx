"use client";

import { FuelGauge } from "@/components/jobs/fuel-gauge";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { useFormChanges } from "@/components/forms/use-form-changes";
import { VersionField } from "@/components/forms/version-field";
import { Label } from "@/components/ui/label";
import { saveCheckInAction } from "@/lib/actions/check-ins";
import { CHECKLIST_ITEMS, type ChecklistItemId } from "@/lib/jobs/checklist";
import { checkIn as m } from "@/lib/messages/check-in";
import { reasons } from "@/lib/messages/validation";
import { CHECK_IN_FIELDS, CHECK_IN_LIMITS, noteField, stateField } from "@/lib/validation/check-in";

export type CheckInFormValues = {
  version: number;
  km: number | null;
  fuelEighths: number | null;
  complaint: string;
  notes: string;
  checklist: { item: string; state: "ok" | "problem"; note?: string }[];
};

/**
 * 'Entrada do veículo': km, fuel, the customer's complaint, the checklist (each item OK, Problema
 * or left unchecked, with a note) and notes. A plain form posted to saveCheckInAction; a refusal
 * (km below the vehicle's, a stale page, a check-in already acknowledged) keeps what was typed.
 */
export function CheckInForm({ quoteId, values, vehicleKm }: { quoteId: string; values: CheckInFormValues; vehicleKm: string | null }) {
  const changes = useFormChanges(CHECK_IN_FIELDS);
  const { formProps, fieldErrors } = useActionForm(saveCheckInAction.bind(null, quoteId), {
    unreachable: m.saveError + reasons.tryAgain,
    // Saved: the page moves on, and must not ask first.
    onSuccess: changes.saved,
  });
  const entryOf = (item: ChecklistItemId) => values.checklist.find((entry) => entry.item === item);
  return (
    <form {...formProps} {...changes.formProps} className="grid gap-6" aria-label={m.formTitle}>
      <VersionField version={values.version} />
      <UnsavedChangesDialog dirty={changes.dirty} />
      <TextField
        id="check-in-km"
        name="km"
        label={m.km}
        hint={m.kmHint(vehicleKm)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        defaultValue={values.km === null ? "" : String(values.km)}
        errors={fieldErrors?.km}
        className="h-11 sm:h-10"
      />
      <FuelGauge name="fuel" defaultValue={values.fuelEighths} errorId={fieldErrors?.fuel ? "check-in-fuel-error" : undefined} />
      {fieldErrors?.fuel && (
        <p id="check-in-fuel-error" className="text-sm text-destructive">
          {fieldErrors.fuel.join(" ")}
        </p>
      )}
      <TextareaField
        id="check-in-complaint"
        name="complaint"
        label={m.complaint}
        hint={m.complaintHint}
        maxLength={CHECK_IN_LIMITS.text}
        defaultValue={values.complaint}
        errors={fieldErrors?.complaint}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">{m.checklistHeading}</legend>
        {CHECKLIST_ITEMS.map((item) => {
          const entry = entryOf(item);
          const label = m.checklistItems[item];
          return (
            <div key={item} className="grid gap-2 rounded-lg border p-3" data-testid={`checklist-${item}`}>
              <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <legend className="float-left mr-2 min-w-36 font-medium">{label}</legend>
                {(["ok", "problem"] as const).map((state) => (
                  <label key={state} className="flex min-h-11 cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      name={stateField(item)}
                      value={state}
                      defaultChecked={entry?.state === state}
                      className="size-5 accent-primary"
                    />
                    {state === "ok" ? m.stateOk : m.stateProblem}
                  </label>
                ))}
              </fieldset>
              <Label htmlFor={`check-in-note-${item}`} className="sr-only">
                {m.itemNote(label)}
              </Label>
              <input
                id={`check-in-note-${item}`}
                name={noteField(item)}
                defaultValue={entry?.note ?? ""}
                maxLength={CHECK_IN_LIMITS.note}
                placeholder={m.itemNote(label)}
                aria-invalid={fieldErrors?.[noteField(item)] ? true : undefined}
                className="h-11 rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm"
              />
              {fieldErrors?.[noteField(item)] && <p className="text-sm text-destructive">{fieldErrors[noteField(item)]!.join(" ")}</p>}
            </div>
          );
        })}
      </fieldset>

      <TextareaField
        id="check-in-notes"
        name="notes"
        label={m.notes}
        maxLength={CHECK_IN_LIMITS.text}
        defaultValue={values.notes}
        errors={fieldErrors?.notes}
      />

      <SubmitButton pendingLabel={m.saving} className="h-11 w-full sm:w-fit">
        {m.save}
      </SubmitButton>
    </form>
  );
}
