import { deleteVehicleAction } from "@/lib/actions/vehicles";
import { DeleteButton } from "@/components/lists/delete-button";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";

/** Deleting a vehicle from its customer's page: asks first, then the page shows the others. */
export function DeleteVehicleButton({ vehicle, className }: { vehicle: { id: string; plate: string }; className?: string }) {
  const plate = formatPlate(vehicle.plate);
  return (
    <DeleteButton
      text="Excluir"
      label={`Excluir veículo ${plate}`}
      title="Excluir veículo?"
      description={messages.vehicles.deleteDescription(plate)}
      action={deleteVehicleAction}
      recordId={vehicle.id}
      failureMessage={messages.vehicles.deleteError + messages.reasons.tryAgain}
      className={className}
    />
  );
}
