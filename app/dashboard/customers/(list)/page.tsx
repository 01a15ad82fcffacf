import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { EmailText } from "@/components/contact/email-text";
import { PhoneContact } from "@/components/contact/phone-contact";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListExport } from "@/components/lists/list-export";
import { ListPage } from "@/components/lists/list-page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Car, FilePlus2, Mail, Pencil, Plus, Users } from "@/components/ui/icons";
import { LIST_ROW_VEHICLES, listCustomers, type CustomerListVehicle } from "@/lib/data/customers";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";
import { listQuery, type ListRouteProps } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";
import { customerEditPath, customerPath, newQuotePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Clientes" };

export default async function CustomersPage({ searchParams }: ListRouteProps) {
  const account = await requireSubscribedUser("serveCustomers");
  const query = await listQuery(searchParams);
  const list = await load("lista de clientes", account.shopId, () => listCustomers(account.shopId, query));

  return (
    <ListPage
      header={
        <PageHeader title="Clientes" description="Seus clientes e o histórico de cada um.">
          <Button asChild>
            <Link href="/dashboard/customers/new">
              <Plus aria-hidden="true" /> Novo Cliente
            </Link>
          </Button>
        </PageHeader>
      }
      search={{ value: query.search, label: "Buscar clientes", placeholder: "Nome, telefone, placa ou carro" }}
      list={list}
      exports={
        <ListExport
          files={[
            { list: messages.export.customers.list, path: "/dashboard/customers/export" },
            { list: messages.export.vehicles.list, path: "/dashboard/customers/export/vehicles" },
          ]}
          params={query.search ? { busca: query.search } : {}}
        />
      }
      loadError={messages.customers.loadListError}
      noun={{ one: "cliente", other: "clientes" }}
      empty={{
        icon: Users,
        message: messages.customers.empty,
        action: (
          <Button asChild>
            <Link href="/dashboard/customers/new">
              <Plus aria-hidden="true" /> Adicionar primeiro cliente
            </Link>
          </Button>
        ),
      }}
    >
      {(customers) => (
        <Card className="overflow-hidden py-0">
          <table className="w-full text-sm" aria-label="Lista de clientes">
            <thead className="border-b bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Nome e contato
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody>
              {/* Row links are not prefetched: a page of 20 rows would send the server 40 prefetches. */}
              {customers.map((customer) => (
                <tr key={customer.id} className="border-b last:border-0">
                  {/* w-full max-w-0: the column takes what the actions leave, and a long e-mail is cut rather than widening the table. */}
                  <td className="w-full max-w-0 px-4 py-3 align-top">
                    <Link
                      href={customerPath(customer.id)}
                      prefetch={false}
                      className="font-semibold break-words underline-offset-4 hover:underline"
                    >
                      {customer.name}
                    </Link>
                    {/* The car before the contact: a walk-in is known as "o Gol prata" more than by name. */}
                    {customer.vehicles.length > 0 && <Vehicles vehicles={customer.vehicles} />}
                    {/* Under the name at every width, so it is rendered once rather than once per layout. */}
                    <div className="mt-1">
                      <Contact name={customer.name} phone={customer.phone} email={customer.email} />
                    </div>
                  </td>
                  <td className="px-2 py-2 align-top">
                    {/* Text labels, stacked on a phone: an icon alone left users guessing. Deleting is on
                        the customer's page, not a tap away from the thumb on every row. */}
                    <div className="flex flex-col items-stretch gap-1 sm:flex-row sm:justify-end">
                      <Button asChild variant="ghost" size="sm" className="justify-start">
                        <Link href={newQuotePath(customer.id)} prefetch={false} aria-label={`Novo orçamento para ${customer.name}`}>
                          <FilePlus2 aria-hidden="true" /> Novo orçamento
                        </Link>
                      </Button>
                      <Button asChild variant="ghost" size="sm" className="justify-start">
                        <Link href={customerEditPath(customer.id)} prefetch={false} aria-label={`Editar ${customer.name}`}>
                          <Pencil aria-hidden="true" /> Editar
                        </Link>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </ListPage>
  );
}

/** "ABC1D23 · Volkswagen Gol", one per line, the first few; "+2 veículos" for the rest. */
function Vehicles({ vehicles }: { vehicles: CustomerListVehicle[] }) {
  const shown = vehicles.slice(0, LIST_ROW_VEHICLES);
  const more = vehicles.length - shown.length;
  return (
    <ul className="mt-1 grid gap-0.5" aria-label="Veículos">
      {shown.map((vehicle) => {
        const name = [vehicle.make, vehicle.model].filter(Boolean).join(" ");
        return (
          <li key={vehicle.plate} className="flex min-w-0 items-center gap-2">
            <Car className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <span className="font-mono whitespace-nowrap">{formatPlate(vehicle.plate)}</span>
              {name && <span className="text-muted-foreground"> · {name}</span>}
            </span>
          </li>
        );
      })}
      {more > 0 && <li className="text-muted-foreground">{more === 1 ? "+1 veículo" : `+${more} veículos`}</li>}
    </ul>
  );
}

function Contact({ name, phone, email }: { name: string; phone: string | null; email: string | null }) {
  if (!phone && !email) return <span className="text-muted-foreground">Não informado</span>;
  return (
    <div className="grid gap-1">
      {phone && <PhoneContact phone={phone} name={name} />}
      {email && (
        <span className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <EmailText email={email} />
        </span>
      )}
    </div>
  );
}
