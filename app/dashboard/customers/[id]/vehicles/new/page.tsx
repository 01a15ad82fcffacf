import type { Metadata } from "next";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { MissingRecord } from "@/components/lists/missing-record";
import { VehicleForm } from "@/components/vehicles/vehicle-form";
import { getCustomer } from "@/lib/data/customers";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";
import { requireSubscribedUser } from "@/lib/session";
import { customerPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Novo veículo" };

export default async function NewVehiclePage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("serveCustomers");
  const { id } = await params;
  const customer = await load("leitura de cliente para veículo", account.shopId, async () =>
    isRecordId(id) ? getCustomer(account.shopId, id) : undefined,
  );

  if (customer.failed)
    return (
      <LoadError
        message={messages.customers.loadOneError + messages.reasons.loadAgain}
        backHref="/dashboard/customers"
        backLabel="Voltar para clientes"
      />
    );
  if (!customer.value) {
    return <MissingRecord title={messages.customers.notFound} backHref="/dashboard/customers" backLabel="Voltar para clientes" />;
  }
  return (
    <FormPage
      title="Novo veículo"
      description={`De ${customer.value.name}. Os campos com * são obrigatórios.`}
      backHref={customerPath(customer.value.id)}
      backLabel="Voltar para o cliente"
    >
      <VehicleForm customerId={customer.value.id} />
    </FormPage>
  );
}
