import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/**
 * A customer this shop does not have, on any of its routes (page, edit, new quote): the
 * notFound() of customers/[id]/layout.tsx lands here, inside the dashboard, with a 404.
 */
export default function CustomerNotFound() {
  return <MissingRecord title={messages.customers.notFound} backHref="/dashboard/customers" backLabel="Voltar para clientes" />;
}
