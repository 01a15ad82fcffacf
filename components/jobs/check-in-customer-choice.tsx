import { Link } from "@/components/ui/link";
import { ClipboardList } from "@/components/ui/icons";
import type { CustomerListItem } from "@/lib/data/customers";
import { checkIn as m } from "@/lib/messages/check-in";
import { formatPlate } from "@/lib/plates";
import { newCheckInPath } from "@/lib/routes";

/**
 * A customer a name search found on 'Entrada do veículo' (`?entrada=1`): one link per car of his,
 * each the plate search that offers 'Registrar entrada de ABC1D23'. A customer without a car has
 * none: the walk-in form below registers the car.
 */
export function CheckInCustomerChoice({ customer }: { customer: Pick<CustomerListItem, "name" | "vehicles"> }) {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3">
      <span className="font-semibold break-words">{customer.name}</span>
      {customer.vehicles.length === 0 && <span className="text-sm text-muted-foreground">{m.noCar}</span>}
      {customer.vehicles.map((vehicle) => (
        <Link
          key={vehicle.plate}
          href={newCheckInPath(vehicle.plate)}
          prefetch={false}
          className="flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ClipboardList className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="break-words">
            {m.startForCar(formatPlate(vehicle.plate))} {[vehicle.make, vehicle.model].filter(Boolean).join(" ")}
          </span>
        </Link>
      ))}
    </div>
  );
}
