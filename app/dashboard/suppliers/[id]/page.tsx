import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { SupplierForm } from "@/components/suppliers/supplier-form";
import { getSupplier } from "@/lib/data/suppliers";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Editar fornecedor" };

/** /dashboard/suppliers/{id} is the same form as new, in edit mode. */
export default async function EditSupplierPage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser();
  const { id } = await params;
  const supplier = await load("leitura de fornecedor", account.id, () => getSupplier(account.id, id));

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
    <FormPage
      title="Editar fornecedor"
      description="Os campos com * são obrigatórios."
      backHref="/dashboard/suppliers"
      backLabel="Voltar para fornecedores"
    >
      <SupplierForm supplier={supplier.value} />
    </FormPage>
  );
}
