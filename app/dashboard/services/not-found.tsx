import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/** A service record this shop does not have (services/[id]/layout.tsx), with a 404. */
export default function ServiceRecordNotFound() {
  return <MissingRecord title={messages.services.notFound} backHref="/dashboard/customers" backLabel="Voltar para clientes" />;
}
