"use client";

import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { useFormChanges } from "@/components/forms/use-form-changes";
import { createWalkInCheckInAction } from "@/lib/actions/check-ins";
import { createWalkInAction } from "@/lib/actions/walk-ins";
import { quoteStart as m } from "@/lib/messages/quote-start";
import { reasons } from "@/lib/messages/validation";
import { PLATE_MAX_LENGTH } from "@/lib/plates";
import { CUSTOMER_LIMITS } from "@/lib/validation/customer";
import { VEHICLE_LIMITS } from "@/lib/validation/vehicle";
import { WALK_IN_FIELDS } from "@/lib/validation/walk-in";

/**
 * A walk-in's owner and car in one form, with what the search already said filled in (the plate,
 * or the name); saving registers both and opens his new quote for the car (`entrada`: the check-in
 * of a new quote for it, 'Entrada do veículo' from the Painel).
 */
export function WalkInForm({ plate = "", name = "", entrada = false }: { plate?: string; name?: string; entrada?: boolean }) {
  const changes = useFormChanges(WALK_IN_FIELDS);
  const { formProps, fieldErrors } = useActionForm(entrada ? createWalkInCheckInAction : createWalkInAction, {
    unreachable: m.createError + reasons.tryAgain,
    // Saved: the page moves on, and must not ask first.
    onSuccess: changes.saved,
  });
  return (
    <form {...formProps} {...changes.formProps} className="grid gap-5" aria-label={m.registerTitle}>
      <UnsavedChangesDialog dirty={changes.dirty} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">{m.carHeading}</legend>
        <TextField
          id="walk-in-plate"
          name="plate"
          label={m.plate}
          hint={m.plateHint}
          defaultValue={plate}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PLATE_MAX_LENGTH}
          errors={fieldErrors?.plate}
          className="h-11 sm:h-10"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="walk-in-make"
            name="make"
            label={m.make}
            autoComplete="off"
            maxLength={VEHICLE_LIMITS.make}
            errors={fieldErrors?.make}
            className="h-11 sm:h-10"
          />
          <TextField
            id="walk-in-model"
            name="model"
            label={m.model}
            autoComplete="off"
            maxLength={VEHICLE_LIMITS.model}
            errors={fieldErrors?.model}
            className="h-11 sm:h-10"
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">{m.ownerHeading}</legend>
        <TextField
          id="walk-in-name"
          name="name"
          label={m.name}
          defaultValue={name}
          autoComplete="off"
          required
          maxLength={CUSTOMER_LIMITS.name}
          errors={fieldErrors?.name}
          className="h-11 sm:h-10"
        />
        <PhoneField
          id="walk-in-phone"
          name="phone"
          label={m.phone}
          autoComplete="off"
          errors={fieldErrors?.phone}
          className="h-11 sm:h-10"
        />
      </fieldset>
      <SubmitButton pendingLabel={m.saving} className="h-11 w-full sm:h-10 sm:w-auto">
        {entrada ? m.submitCheckIn : m.submit}
      </SubmitButton>
    </form>
  );
}
