"use client";

import { useState } from "react";
import { createVehicleInEditorAction } from "@/lib/actions/vehicles";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import { vehicles } from "@/lib/messages/customers";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { reasons } from "@/lib/messages/validation";
import { normalizePlate, PLATE_MAX_LENGTH } from "@/lib/plates";
import { VEHICLE_LIMITS } from "@/lib/validation/vehicle";

const examples = vehicles.examples;

export type AddedVehicle = { id: string; plate: string; make: string | null; model: string | null };

/** What the dialog posted, to list the new vehicle before the page's refreshed list arrives. */
function addedFrom(id: string, form: HTMLFormElement): AddedVehicle {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim() || null;
  return {
    id,
    plate: normalizePlate(String(data.get("plate") ?? "")) ?? String(data.get("plate") ?? ""),
    make: text("make"),
    model: text("model"),
  };
}

/**
 * 'Cadastrar veículo' from the quote editor: a dialog with the vehicle's main fields. Its form
 * lives in a portal, outside the editor's <form> (forms cannot nest), and its action answers the new
 * vehicle's id, so the editor selects it and keeps everything typed.
 */
export function NewVehicleDialog({ customerId, onAdded }: { customerId: string; onAdded: (vehicle: AddedVehicle) => void }) {
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  return (
    <ActionFormDialog
      action={createVehicleInEditorAction.bind(null, customerId)}
      unreachable={vehicles.createError + reasons.tryAgain}
      resetOnSuccess
      onSuccess={(result) => {
        if (result.id && form) onAdded(addedFrom(result.id, form));
      }}
      trigger={
        <Button type="button" variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
          <Plus aria-hidden="true" /> {m.addVehicle}
        </Button>
      }
      title={m.addVehicleTitle}
      description={m.addVehicleDescription}
      formRef={setForm}
      cancelLabel={m.cancel}
      submitLabel={m.addVehicleSubmit}
      pendingLabel={m.saving}
    >
      {({ fieldErrors }) => (
        <>
          <TextField
            id="new-vehicle-plate"
            name="plate"
            label={m.plate}
            placeholder={examples.plate}
            hint={m.plateHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={PLATE_MAX_LENGTH}
            errors={fieldErrors?.plate}
            className="h-11 uppercase sm:h-10"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="new-vehicle-make"
              name="make"
              label={m.make}
              placeholder={examples.make}
              autoComplete="off"
              maxLength={VEHICLE_LIMITS.make}
              errors={fieldErrors?.make}
              className="h-11 sm:h-10"
            />
            <TextField
              id="new-vehicle-model"
              name="model"
              label={m.model}
              placeholder={examples.model}
              autoComplete="off"
              maxLength={VEHICLE_LIMITS.model}
              errors={fieldErrors?.model}
              className="h-11 sm:h-10"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="new-vehicle-year"
              name="year"
              label={m.year}
              placeholder={examples.year}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              errors={fieldErrors?.year}
              className="h-11 sm:h-10"
            />
            <TextField
              id="new-vehicle-color"
              name="color"
              label={m.color}
              placeholder={examples.color}
              autoComplete="off"
              maxLength={VEHICLE_LIMITS.color}
              errors={fieldErrors?.color}
              className="h-11 sm:h-10"
            />
          </div>
        </>
      )}
    </ActionFormDialog>
  );
}
