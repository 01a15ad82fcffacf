import { quoteExists } from "@/lib/data/quotes";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** A quote this shop does not have answers 404 (lib/record-route.ts). */
export default async function QuoteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  await notFoundUnlessOwned("workOnCars", "orçamento", (await params).id, quoteExists);
  return children;
}
