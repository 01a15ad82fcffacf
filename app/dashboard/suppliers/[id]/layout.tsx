import { supplierExists } from "@/lib/data/suppliers";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** A supplier this shop does not have answers 404 (lib/record-route.ts). */
export default async function SupplierRecordLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  await notFoundUnlessOwned("handleSuppliers", "fornecedor", (await params).id, supplierExists);
  return children;
}
