"use client";

import { createVehicleAction, updateVehicleAction } from "@/lib/actions/vehicles";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { useFormChanges } from "@/components/forms/use-form-changes";
import { VersionField } from "@/components/forms/version-field";
import { vehicles } from "@/lib/messages/customers";
import { reasons } from "@/lib/messages/validation";
import { formatPlate, PLATE_MAX_LENGTH } from "@/lib/plates";
import { VEHICLE_FIELDS, VEHICLE_LIMITS } from "@/lib/validation/vehicle";

type Props = {
  customerId: string;
  /** The vehicle being edited; none for a new one. */
  vehicle?: {
    id: string;
    plate: string;
    make: string | null;
    model: string | null;
    year: number | null;
    color: string | null;
    currentKm: number | null;
    notes: string | null;
    version: number;
  };
};

/** A thumb's target on a phone (44 px), the app's usual height from sm up. */
const TALL = "h-11 sm:h-10";
const examples = vehicles.examples;

/** 187.450, as the mechanic reads it (the server reads the dots back as thousands). */
const KM = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** Adding or editing a customer's vehicle (one form, edit decided by the vehicle). Leaving with changes asks first. */
export function VehicleForm({ customerId, vehicle }: Props) {
  const changes = useFormChanges(VEHICLE_FIELDS);

  const { formProps, fieldErrors } = useActionForm(
    vehicle ? updateVehicleAction.bind(null, vehicle.id) : createVehicleAction.bind(null, customerId),
    {
      unreachable: (vehicle ? vehicles.updateError : vehicles.createError) + reasons.tryAgain,
      // Saved: the page moves on to the customer, and must not ask first.
      onSuccess: changes.saved,
    },
  );

  return (
    <form {...formProps} {...changes.formProps} className="grid gap-5" aria-label={vehicle ? "Editar veículo" : "Novo veículo"}>
      {vehicle && <VersionField version={vehicle.version} />}
      <UnsavedChangesDialog dirty={changes.dirty} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="vehicle-plate"
          name="plate"
          label="Placa *"
          placeholder={examples.plate}
          hint="Mercosul (ABC1D23) ou antiga (ABC-1234)."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={PLATE_MAX_LENGTH}
          defaultValue={vehicle ? formatPlate(vehicle.plate) : ""}
          errors={fieldErrors?.plate}
          className={`${TALL} uppercase`}
        />
        <TextField
          id="vehicle-km"
          name="currentKm"
          label="Quilometragem atual"
          placeholder={examples.km}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={vehicle?.currentKm == null ? "" : KM.format(vehicle.currentKm)}
          errors={fieldErrors?.currentKm}
          className={TALL}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="vehicle-make"
          name="make"
          label="Marca"
          placeholder={examples.make}
          autoComplete="off"
          maxLength={VEHICLE_LIMITS.make}
          defaultValue={vehicle?.make ?? ""}
          errors={fieldErrors?.make}
          className={TALL}
        />
        <TextField
          id="vehicle-model"
          name="model"
          label="Modelo"
          placeholder={examples.model}
          autoComplete="off"
          maxLength={VEHICLE_LIMITS.model}
          defaultValue={vehicle?.model ?? ""}
          errors={fieldErrors?.model}
          className={TALL}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="vehicle-year"
          name="year"
          label="Ano"
          placeholder={examples.year}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          defaultValue={vehicle?.year ?? ""}
          errors={fieldErrors?.year}
          className={TALL}
        />
        <TextField
          id="vehicle-color"
          name="color"
          label="Cor"
          placeholder={examples.color}
          autoComplete="off"
          maxLength={VEHICLE_LIMITS.color}
          defaultValue={vehicle?.color ?? ""}
          errors={fieldErrors?.color}
          className={TALL}
        />
      </div>
      <TextareaField
        id="vehicle-notes"
        name="notes"
        label="Observações"
        placeholder={examples.notes}
        rows={3}
        maxLength={VEHICLE_LIMITS.notes}
        defaultValue={vehicle?.notes ?? ""}
        errors={fieldErrors?.notes}
      />
      <div>
        <SubmitButton pendingLabel="Salvando..." className="h-11 w-full sm:h-10 sm:w-auto">
          {vehicle ? "Salvar Alterações" : "Adicionar veículo"}
        </SubmitButton>
      </div>
    </form>
  );
}
