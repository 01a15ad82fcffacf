import { deleteVehicleAction } from "@/lib/actions/vehicles";
import { DeleteButton } from "@/components/lists/delete-button";
import { vehicles } from "@/lib/messages/customers";
import { reasons } from "@/lib/messages/validation";
import { formatPlate } from "@/lib/plates";

/** Deleting a vehicle from its customer's page: asks first, then the page shows the others. */
export function DeleteVehicleButton({ vehicle, className }: { vehicle: { id: string; plate: string }; className?: string }) {
  const plate = formatPlate(vehicle.plate);
  return (
    <DeleteButton
      text="Excluir"
      label={`Excluir veículo ${plate}`}
      title="Excluir veículo?"
      description={vehicles.deleteDescription(plate)}
      action={deleteVehicleAction}
      recordId={vehicle.id}
      failureMessage={vehicles.deleteError + reasons.tryAgain}
      className={className}
    />
  );
}
