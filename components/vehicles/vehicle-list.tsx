import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Car, Pencil, Plus } from "@/components/ui/icons";
import { DeleteVehicleButton } from "@/components/vehicles/delete-vehicle-button";
import type { VehicleVisits } from "@/lib/data/quote-lists";
import type { VehicleListItem } from "@/lib/data/vehicles";
import { formatDate, formatKm } from "@/lib/format";
import { vehiclePage, vehicles as vehiclesMessages } from "@/lib/messages/customers";
import { formatPlate } from "@/lib/plates";
import { newVehiclePath, vehicleEditPath, vehiclePath } from "@/lib/routes";

function visitsText(visits: VehicleVisits | undefined) {
  return visits ? vehiclePage.visits(visits.quotes, formatDate(visits.lastVisit)) : vehiclePage.noVisits;
}

/** "Volkswagen Gol 1.6 2018", from what was filled in. */
function description(vehicle: VehicleListItem) {
  return [vehicle.make, vehicle.model, vehicle.year].filter((part) => part !== null && part !== "").join(" ");
}

/**
 * The customer's vehicles on their page: plate (the link to the vehicle's own page and history),
 * what car it is, colour and km, how many quotes it has and its last visit, with edit and delete;
 * and the way to add one.
 */
export function VehicleList({
  customerId,
  vehicles,
  visits = {},
}: {
  customerId: string;
  vehicles: VehicleListItem[];
  /** By vehicle id (lib/data/quote-lists.ts listCustomerVehicleVisits); a vehicle missing from it has none. */
  visits?: Record<string, VehicleVisits>;
}) {
  const addHref = newVehiclePath(customerId);
  return (
    <section aria-labelledby="vehicles-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vehicles-heading" className="text-lg font-semibold">
          Veículos
        </h2>
        <Button asChild variant="outline" className="h-11 sm:h-10">
          <Link href={addHref}>
            <Plus aria-hidden="true" /> Adicionar veículo
          </Link>
        </Button>
      </div>
      {vehicles.length === 0 ? (
        <Card>
          <CardContent className="flex items-center gap-3 text-muted-foreground">
            <Car className="size-6 shrink-0" aria-hidden="true" />
            <p>{vehiclesMessages.empty}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Veículos do cliente">
          {vehicles.map((vehicle) => {
            const plate = formatPlate(vehicle.plate);
            const details = [vehicle.color, vehicle.currentKm === null ? null : formatKm(vehicle.currentKm)].filter(Boolean).join(" · ");
            return (
              <li key={vehicle.id}>
                <Card className="h-full">
                  <CardContent className="grid gap-3">
                    <div className="grid min-w-0 gap-1">
                      <p className="font-mono text-lg font-semibold tracking-wide">
                        <Link
                          href={vehiclePath(customerId, vehicle.id)}
                          prefetch={false}
                          aria-label={vehiclePage.open(plate)}
                          className="rounded-sm text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                        >
                          {plate}
                        </Link>
                      </p>
                      {description(vehicle) && <p className="break-words">{description(vehicle)}</p>}
                      {details && <p className="text-sm break-words text-muted-foreground">{details}</p>}
                      <p className="text-sm text-muted-foreground">{visitsText(visits[vehicle.id])}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button asChild variant="outline" className="h-11 sm:h-9">
                        <Link href={vehicleEditPath(customerId, vehicle.id)} aria-label={`Editar veículo ${plate}`} prefetch={false}>
                          <Pencil aria-hidden="true" /> Editar
                        </Link>
                      </Button>
                      <DeleteVehicleButton vehicle={vehicle} className="h-11 border border-input px-4 sm:h-9" />
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
