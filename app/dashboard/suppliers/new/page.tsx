import type { Metadata } from "next";
import { FormPage } from "@/components/dashboard/form-page";
import { SupplierForm } from "@/components/suppliers/supplier-form";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Novo fornecedor" };

export default async function NewSupplierPage() {
  await requireSubscribedUser("handleSuppliers");
  return (
    <FormPage
      title="Novo fornecedor"
      description="Os campos com * são obrigatórios."
      backHref="/dashboard/suppliers"
      backLabel="Voltar para fornecedores"
    >
      <SupplierForm />
    </FormPage>
  );
}
