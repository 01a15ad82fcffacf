import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/** A supplier this shop does not have (suppliers/[id]/layout.tsx), with a 404. */
export default function SupplierNotFound() {
  return <MissingRecord title={messages.suppliers.notFound} backHref="/dashboard/suppliers" backLabel="Voltar para fornecedores" />;
}
