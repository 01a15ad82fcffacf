import type { Metadata } from "next";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormPage } from "@/components/dashboard/form-page";
import { LimitNotice } from "@/components/plans/limit-notice";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Novo cliente" };

export default async function NewCustomerPage() {
  const account = await requireSubscribedUser();
  return (
    <FormPage
      title="Novo cliente"
      description="Os campos com * são obrigatórios."
      backHref="/dashboard/customers"
      backLabel="Voltar para clientes"
    >
      <div className="grid gap-4">
        <LimitNotice userId={account.id} kind="customers" />
        <CustomerForm />
      </div>
    </FormPage>
  );
}
