import { vehicleExists } from "@/lib/data/vehicles";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** A vehicle's routes answer 404 for a vehicle that is not this shop's, or not this customer's. */
export default async function VehicleRecordLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string; vehicleId: string }>;
}) {
  const { id, vehicleId } = await params;
  await notFoundUnlessOwned("serveCustomers", "veículo", vehicleId, (shopId, vehicle) => vehicleExists(shopId, id, vehicle));
  return children;
}
