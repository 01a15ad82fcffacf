import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/** A vehicle this shop (or this customer) does not have: the notFound() of [vehicleId]/layout.tsx lands here, with a 404. */
export default function VehicleNotFound() {
  return <MissingRecord title={messages.vehicles.notFound} backHref="/dashboard/customers" backLabel="Voltar para clientes" />;
}
