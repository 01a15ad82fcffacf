import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { SupplierForm } from "@/components/suppliers/supplier-form";
import { SupplierHistory } from "@/components/suppliers/supplier-history";
import { Skeleton } from "@/components/ui/skeleton";
import { getSupplier } from "@/lib/data/suppliers";
import { getSupplierHistory } from "@/lib/data/supplier-history";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { pageFromParam } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Editar fornecedor" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ pagina?: string | string[] }> };

/**
 * /dashboard/suppliers/{id}: the same form as new, in edit mode, and below it the supplier's
 * history (its answers to the shop's price requests), streamed so the form does not wait for it.
 */
export default async function EditSupplierPage({ params, searchParams }: Props) {
  const account = await requireSubscribedUser("handleSuppliers");
  const { id } = await params;
  const supplier = await load("leitura de fornecedor", account.shopId, () => getSupplier(account.shopId, id));

  if (supplier.failed)
    return (
      <LoadError
        message={messages.suppliers.loadOneError + messages.reasons.loadAgain}
        backHref="/dashboard/suppliers"
        backLabel="Voltar para fornecedores"
      />
    );
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!supplier.value) notFound();
  return (
    <>
      <FormPage
        title="Editar fornecedor"
        description="Os campos com * são obrigatórios."
        backHref="/dashboard/suppliers"
        backLabel="Voltar para fornecedores"
      >
        <SupplierForm supplier={supplier.value} />
      </FormPage>
      <div className="mx-auto mt-6 w-full max-w-3xl">
        <Suspense fallback={<Skeleton className="h-64" aria-busy="true" aria-label={messages.suppliers.history.loading} />}>
          <History shopId={account.shopId} supplierId={id} page={pageFromParam((await searchParams).pagina)} />
        </Suspense>
      </div>
    </>
  );
}

async function History({ shopId, supplierId, page }: { shopId: string; supplierId: string; page: number }) {
  const history = await load("histórico de fornecedor", shopId, () => getSupplierHistory(shopId, supplierId, { page }));
  if (history.failed) return <LoadError message={messages.suppliers.history.loadError + messages.reasons.loadAgain} />;
  // Deleted meanwhile: the form above already says what there is to say.
  if (!history.value) return null;
  return <SupplierHistory history={history.value} />;
}
