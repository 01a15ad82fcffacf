import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/** A quote this shop does not have (services/[id]/layout.tsx), with a 404. */
export default function QuoteNotFound() {
  return <MissingRecord title={messages.quotes.notFound} backHref="/dashboard/customers" backLabel="Voltar para clientes" />;
}
