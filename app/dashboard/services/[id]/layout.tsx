import { serviceRecordExists } from "@/lib/data/service-records";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** A service record this shop does not have answers 404 (lib/record-route.ts). */
export default async function ServiceRecordLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  await notFoundUnlessOwned("atendimento", (await params).id, serviceRecordExists);
  return children;
}
