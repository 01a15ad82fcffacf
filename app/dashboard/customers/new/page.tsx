import type { Metadata } from "next";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormPage } from "@/components/dashboard/form-page";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Novo cliente" };

export default async function NewCustomerPage() {
  await requireSubscribedUser();
  return (
    <FormPage title="Novo cliente" description="Os campos com * são obrigatórios." backHref="/dashboard/customers" backLabel="Voltar para clientes">
      <CustomerForm />
    </FormPage>
  );
}
