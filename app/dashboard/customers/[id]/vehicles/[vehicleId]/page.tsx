import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/lists/empty-state";
import { LoadError } from "@/components/lists/load-error";
import { Detail } from "@/components/quotes/view-details";
import { NextServiceCard } from "@/components/vehicles/next-service-card";
import { VehicleHistory } from "@/components/vehicles/vehicle-history";
import { AppointmentList } from "@/components/appointment-history/appointment-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ArrowLeft, ClipboardList, FilePlus2, Pencil } from "@/components/ui/icons";
import { listVehicleAppointments } from "@/lib/data/appointment-history";
import { getCustomer } from "@/lib/data/customers";
import { getQuoteDefaults } from "@/lib/data/profile";
import { listServiceDues } from "@/lib/data/service-dues";
import { listVehicleQuotes, VEHICLE_HISTORY_LIMIT } from "@/lib/data/quote-lists";
import { getVehicle } from "@/lib/data/vehicles";
import { formatKm } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";
import { vehicleName } from "@/lib/quotes/display";
import { requireSubscribedUser } from "@/lib/session";
import { customerPath, newQuotePath, vehicleEditPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Veículo" };

const t = messages.vehiclePage;

type Props = { params: Promise<{ id: string; vehicleId: string }> };

/** A customer's vehicle and its own history: every quote made for this car, newest first. */
export default async function VehiclePage({ params }: Props) {
  const account = await requireSubscribedUser("serveCustomers");
  const { id, vehicleId } = await params;
  const data = await load("leitura de veículo e histórico", account.shopId, () =>
    Promise.all([
      getVehicle(account.shopId, vehicleId),
      getCustomer(account.shopId, id),
      listVehicleQuotes(account.shopId, vehicleId),
      listServiceDues(account.shopId, vehicleId),
      getQuoteDefaults(account.shopId),
      listVehicleAppointments(account.shopId, vehicleId),
    ]),
  );

  const customerHref = customerPath(id);
  if (data.failed)
    return <LoadError message={messages.vehicles.loadError + messages.reasons.loadAgain} backHref={customerHref} backLabel={t.back} />;
  const [vehicle, customer, quotes, dues, defaults, appointments] = data.value;
  // Deleted since layout.tsx checked it (in another tab), or moved: the same not-found view.
  if (!vehicle || !customer || vehicle.customerId !== customer.id) notFound();
  const plate = formatPlate(vehicle.plate);
  const newQuoteHref = newQuotePath(customer.id, { vehicleId: vehicle.id });

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={customerHref}>
          <ArrowLeft aria-hidden="true" /> {t.back}
        </Link>
      </Button>
      <PageHeader title={plate} description={vehicleName(vehicle) || undefined}>
        <Button asChild variant="outline" className="h-11 sm:h-10">
          <Link href={vehicleEditPath(customer.id, vehicle.id)}>
            <Pencil aria-hidden="true" /> {t.editVehicle}
          </Link>
        </Button>
        <Button asChild className="h-11 sm:h-10">
          <Link href={newQuoteHref}>
            <FilePlus2 aria-hidden="true" /> {t.newQuote}
          </Link>
        </Button>
      </PageHeader>

      <Card>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail label={t.owner}>
              <Link href={customerHref} className="font-medium text-primary underline-offset-4 hover:underline">
                {customer.name}
              </Link>
            </Detail>
            <Detail label={t.plate}>
              <span className="font-mono font-semibold tracking-wide">{plate}</span>
            </Detail>
            <Detail label={t.make}>{vehicle.make || <Missing />}</Detail>
            <Detail label={t.model}>{vehicle.model || <Missing />}</Detail>
            <Detail label={t.year}>{vehicle.year ?? <Missing />}</Detail>
            <Detail label={t.color}>{vehicle.color || <Missing />}</Detail>
            <Detail label={t.currentKm}>{vehicle.currentKm === null ? <Missing /> : formatKm(vehicle.currentKm)}</Detail>
            <Detail label={t.notes} className="sm:col-span-3">
              {vehicle.notes ? <span className="whitespace-pre-wrap">{vehicle.notes}</span> : <Missing />}
            </Detail>
          </dl>
        </CardContent>
      </Card>

      <NextServiceCard vehicleId={vehicle.id} dues={dues} catalogue={defaults.services.map((service) => service.name)} />

      <AppointmentList history={appointments} headingId="vehicle-appointments-heading" />

      <section aria-labelledby="vehicle-history-heading" className="grid gap-3">
        <h2 id="vehicle-history-heading" className="text-lg font-semibold">
          {t.historyHeading}
        </h2>
        {quotes.length === 0 ? (
          <EmptyState icon={ClipboardList} message={t.emptyHistory}>
            <Button asChild>
              <Link href={newQuoteHref}>
                <FilePlus2 aria-hidden="true" /> {t.newQuote}
              </Link>
            </Button>
          </EmptyState>
        ) : (
          <VehicleHistory quotes={quotes} limit={VEHICLE_HISTORY_LIMIT} />
        )}
      </section>
    </div>
  );
}

function Missing() {
  return <span className="text-muted-foreground">{t.notInformed}</span>;
}
