"use client";

import { SelectField, TextField } from "@/components/forms/text-field";
import { NewVehicleDialog, type AddedVehicle } from "@/components/quotes/new-vehicle-dialog";
import { vehicles as vehiclesMessages } from "@/lib/messages/customers";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { formatPlate } from "@/lib/plates";

export type VehicleOption = {
  id: string;
  plate: string;
  make: string | null;
  model: string | null;
  /** Its last known km. */ currentKm?: number | null;
};

function vehicleLabel(vehicle: VehicleOption) {
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(" ");
  return name ? `${formatPlate(vehicle.plate)} · ${name}` : formatPlate(vehicle.plate);
}

type Props = {
  customerId: string;
  vehicles: VehicleOption[];
  vehicleId: string;
  onVehicleChange: (id: string) => void;
  onVehicleAdded: (vehicle: AddedVehicle) => void;
  km: string;
  onKmChange: (km: string) => void;
  errors: { vehicleId?: string[]; checkInKm?: string[] };
};

/** Which of the customer's cars the quote is for (or none), one added on the spot, and the km at check-in. */
export function VehiclePicker({ customerId, vehicles, vehicleId, onVehicleChange, onVehicleAdded, km, onKmChange, errors }: Props) {
  const options = [{ value: "", label: m.noVehicle }, ...vehicles.map((vehicle) => ({ value: vehicle.id, label: vehicleLabel(vehicle) }))];
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto_12rem] sm:items-start">
      <SelectField
        id="quote-vehicle"
        name="vehicleId"
        label={m.vehicle}
        options={options}
        value={vehicleId}
        onChange={(event) => onVehicleChange(event.target.value)}
        errors={errors.vehicleId}
        className="h-11 sm:h-10"
      />
      {/* Lined up with the select, below its label. */}
      <div className="sm:pt-7">
        <NewVehicleDialog customerId={customerId} onAdded={onVehicleAdded} />
      </div>
      <TextField
        id="quote-check-in-km"
        name="checkInKm"
        label={m.checkInKm}
        placeholder={vehiclesMessages.examples.km}
        inputMode="numeric"
        autoComplete="off"
        value={km}
        onChange={(event) => onKmChange(event.target.value)}
        errors={errors.checkInKm}
        className="h-11 sm:h-10"
      />
    </div>
  );
}
