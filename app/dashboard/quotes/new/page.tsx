import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { QuoteStartForm } from "@/components/quotes/quote-start-form";
import { WalkInForm } from "@/components/quotes/walk-in-form";
import { CheckInCustomerChoice } from "@/components/jobs/check-in-customer-choice";
import { StartCheckInButton } from "@/components/jobs/start-check-in";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FilePlus2 } from "@/components/ui/icons";
import { listCustomers } from "@/lib/data/customers";
import { findVehicleByPlate } from "@/lib/data/vehicles";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPlate, normalizePlate } from "@/lib/plates";
import { newQuotePath } from "@/lib/routes";
import { searchFromParam } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Novo orçamento" };

type Props = { searchParams: Promise<{ busca?: string | string[]; entrada?: string | string[] }> };

const m = messages.quoteStart;
const c = messages.checkIn;

/**
 * 'Novo orçamento' from the Painel or the Orçamentos list: `?busca=` is a plate or a name, read on
 * the server for this shop alone. A plate the shop has opens its owner's new quote for that car;
 * a name lists the customers it finds, each a tap from his new quote; an unknown plate or name
 * offers to register the walk-in and his car, then opens the quote.
 * `?entrada=1` ('Entrada do veículo' from the Painel): the same search and walk-in form, ending on
 * the check-in of a new quote for the car instead of the quote editor.
 */
export default async function QuoteStartPage({ searchParams }: Props) {
  const account = await requireSubscribedUser("handleQuotes");
  const query = await searchParams;
  const entrada = query.entrada === "1";
  const term = searchFromParam(query.busca);
  const plate = term ? normalizePlate(term) : null;

  const byPlate = plate
    ? await load("busca de placa para orçamento", account.shopId, () => findVehicleByPlate(account.shopId, plate))
    : null;
  const found = byPlate && !byPlate.failed ? byPlate.value : undefined;
  if (found && !entrada) redirect(newQuotePath(found.customerId, { vehicleId: found.id }));
  const customers =
    term && !plate
      ? await load("busca de cliente para orçamento", account.shopId, () => listCustomers(account.shopId, { search: term }))
      : null;

  return (
    <div className="grid gap-6">
      <PageHeader title={entrada ? c.startTitle : m.title} description={entrada ? c.startDescription : m.description} />
      <QuoteStartForm defaultValue={term} entrada={entrada} />
      {found && <StartCheckInButton vehicleId={found.id} plate={formatPlate(plate!)} />}

      {(byPlate?.failed || customers?.failed) && <LoadError message={messages.customers.loadListError + messages.reasons.loadAgain} />}

      {customers && !customers.failed && customers.value.total > 0 && (
        <section aria-labelledby="quote-start-found" className="grid gap-3">
          <h2 id="quote-start-found" className="text-lg font-semibold">
            {m.found(term)}
          </h2>
          <ul className="grid gap-2" aria-label={m.foundLabel}>
            {customers.value.items.map((customer) => (
              <li key={customer.id}>
                {entrada ? (
                  <CheckInCustomerChoice customer={customer} />
                ) : (
                  <Link
                    href={newQuotePath(customer.id)}
                    prefetch={false}
                    aria-label={m.quoteFor(customer.name)}
                    className="flex min-h-11 items-center gap-3 rounded-lg border bg-card p-3 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <FilePlus2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span className="grid min-w-0">
                      <span className="font-semibold break-words">{customer.name}</span>
                      {customer.vehicles.length > 0 && (
                        <span className="text-sm break-words text-muted-foreground">
                          {customer.vehicles
                            .map((vehicle) => [formatPlate(vehicle.plate), vehicle.make, vehicle.model].filter(Boolean).join(" "))
                            .join(" · ")}
                        </span>
                      )}
                    </span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {customers.value.total > customers.value.items.length && (
            <p className="text-sm text-muted-foreground">{m.more(customers.value.items.length, customers.value.total)}</p>
          )}
          {/* Someone new with a known name: the form is a tap away, and works without JavaScript. */}
          <details className="rounded-lg border bg-card p-3">
            <summary className="min-h-11 cursor-pointer content-center font-medium">{m.noneOfThese}</summary>
            <div className="pt-4">
              <WalkInForm name={term} entrada={entrada} />
            </div>
          </details>
        </section>
      )}

      {((byPlate && !byPlate.failed && !found) || (customers && !customers.failed && customers.value.total === 0)) && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{m.registerTitle}</h2>
            </CardTitle>
            <CardDescription>
              {plate ? m.unknownPlate(formatPlate(plate)) : m.notFound(term)}{" "}
              {entrada ? m.registerDescriptionCheckIn : m.registerDescription}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <WalkInForm plate={plate ? formatPlate(plate) : ""} name={plate ? "" : term} entrada={entrada} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
