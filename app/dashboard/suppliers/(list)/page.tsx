import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { deleteSupplierAction } from "@/lib/actions/suppliers";
import { PhoneContact } from "@/components/contact/phone-contact";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeleteButton } from "@/components/lists/delete-button";
import { ListPage } from "@/components/lists/list-page";
import { TagList } from "@/components/suppliers/tag-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Pencil, Plus, Truck } from "@/components/ui/icons";
import { listSuppliers } from "@/lib/data/suppliers";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { listQuery, type ListRouteProps } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";
import { supplierPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Fornecedores" };

export default async function SuppliersPage({ searchParams }: ListRouteProps) {
  const account = await requireSubscribedUser("handleSuppliers");
  const query = await listQuery(searchParams);
  const list = await load("lista de fornecedores", account.shopId, () => listSuppliers(account.shopId, query));

  return (
    <ListPage
      header={
        <PageHeader title="Fornecedores" description="Onde você compra peças, e o que cada um oferece.">
          <Button asChild>
            <Link href="/dashboard/suppliers/new">
              <Plus aria-hidden="true" /> Novo Fornecedor
            </Link>
          </Button>
        </PageHeader>
      }
      search={{ value: query.search, label: "Buscar fornecedores", placeholder: "Nome, peça, marca ou WhatsApp" }}
      list={list}
      loadError={messages.suppliers.loadListError}
      noun={{ one: "fornecedor", other: "fornecedores" }}
      empty={{
        icon: Truck,
        message: messages.suppliers.empty,
        action: (
          <Button asChild>
            <Link href="/dashboard/suppliers/new">
              <Plus aria-hidden="true" /> Adicionar primeiro fornecedor
            </Link>
          </Button>
        ),
      }}
    >
      {(suppliers) => (
        <Card className="overflow-hidden py-0">
          <table className="w-full text-sm" aria-label="Lista de fornecedores">
            <thead className="border-b bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Nome
                </th>
                <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                  {messages.suppliers.form.whatsapp}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                  {messages.suppliers.form.tags}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody>
              {/* Row links are not prefetched: each would be a request to the server for every row shown. */}
              {suppliers.map((supplier) => (
                <tr key={supplier.id} className="border-b last:border-0">
                  <td className="px-4 py-3 align-top">
                    <p className="font-semibold break-words">{supplier.name}</p>
                    {/* Narrow screens show phone and parts under the name. */}
                    <div className="mt-1 grid gap-1 text-muted-foreground md:hidden">
                      {supplier.phone && <PhoneContact phone={supplier.phone} name={supplier.name} className="sm:hidden" />}
                      <TagList tags={supplier.tags} label={tagsOfLabel(supplier.name)} limit={TAGS_IN_ROW} />
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 align-top sm:table-cell">
                    {supplier.phone ? <PhoneContact phone={supplier.phone} name={supplier.name} /> : <NotInformed />}
                  </td>
                  <td className="hidden max-w-sm px-4 py-3 align-top md:table-cell">
                    {supplier.tags.length > 0 ? (
                      <TagList tags={supplier.tags} label={tagsOfLabel(supplier.name)} limit={TAGS_IN_ROW} />
                    ) : (
                      <NotInformed />
                    )}
                  </td>
                  <td className="px-2 py-2 align-top">
                    {/* Text labels, stacked on a phone, as in the customer list. */}
                    <div className="flex flex-col items-stretch gap-1 sm:flex-row sm:justify-end">
                      <Button asChild variant="ghost" size="sm" className="justify-start">
                        <Link href={supplierPath(supplier.id)} prefetch={false} aria-label={`Editar ${supplier.name}`}>
                          <Pencil aria-hidden="true" /> Editar
                        </Link>
                      </Button>
                      <DeleteButton
                        label={`Excluir ${supplier.name}`}
                        text="Excluir"
                        title="Excluir fornecedor?"
                        description={`${supplier.name} será removido permanentemente da sua lista de fornecedores.`}
                        action={deleteSupplierAction}
                        recordId={supplier.id}
                        failureMessage={messages.suppliers.deleteError + messages.reasons.tryAgain}
                      />
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

/** A row shows its first tags and "+N": the supplier's page and form show them all. */
const TAGS_IN_ROW = 6;
const tagsOfLabel = (name: string) => `${messages.suppliers.form.tags}: ${name}`;

function NotInformed() {
  return <span className="text-muted-foreground">Não informado</span>;
}
