import { customerExists } from "@/lib/data/customers";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** The customer's routes (page, edit, new quote) answer 404 for a customer this shop does not have. */
export default async function CustomerRecordLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  await notFoundUnlessOwned("serveCustomers", "cliente", (await params).id, customerExists);
  return children;
}
