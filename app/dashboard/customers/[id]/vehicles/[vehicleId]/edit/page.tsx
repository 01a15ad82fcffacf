import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { VehicleForm } from "@/components/vehicles/vehicle-form";
import { getVehicle } from "@/lib/data/vehicles";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";
import { isRecordId } from "@/lib/record-id";
import { requireSubscribedUser } from "@/lib/session";
import { customerPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Editar veículo" };

type Props = { params: Promise<{ id: string; vehicleId: string }> };

export default async function EditVehiclePage({ params }: Props) {
  const account = await requireSubscribedUser("serveCustomers");
  const { id, vehicleId } = await params;
  const vehicle = await load("leitura de veículo", account.shopId, async () =>
    isRecordId(vehicleId) ? getVehicle(account.shopId, vehicleId) : undefined,
  );

  const customerHref = isRecordId(id) ? customerPath(id) : "/dashboard/customers";
  if (vehicle.failed)
    return (
      <LoadError
        message={messages.vehicles.loadError + messages.reasons.loadAgain}
        backHref={customerHref}
        backLabel="Voltar para o cliente"
      />
    );
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!vehicle.value || vehicle.value.customerId !== id) notFound();
  return (
    <FormPage
      title="Editar veículo"
      description={`Placa ${formatPlate(vehicle.value.plate)}. Os campos com * são obrigatórios.`}
      backHref={customerPath(vehicle.value.customerId)}
      backLabel="Voltar para o cliente"
    >
      <VehicleForm customerId={vehicle.value.customerId} vehicle={vehicle.value} />
    </FormPage>
  );
}
