import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { getCustomer } from "@/lib/data/customers";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";
import { customerPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Editar cliente" };

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("serveCustomers");
  const { id } = await params;
  const customer = await load("leitura de cliente", account.shopId, () => getCustomer(account.shopId, id));

  if (customer.failed)
    return (
      <LoadError
        message={messages.customers.loadOneError + messages.reasons.loadAgain}
        backHref="/dashboard/customers"
        backLabel="Voltar para clientes"
      />
    );
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!customer.value) notFound();
  return (
    <FormPage
      title="Editar cliente"
      description="Os campos com * são obrigatórios."
      backHref={customerPath(customer.value.id)}
      backLabel="Voltar para o cliente"
    >
      <CustomerForm customer={customer.value} />
    </FormPage>
  );
}
