import { shopReceiptResponse } from "./shop-receipt";

/** The whole job's 'Recibo' (every payment not cancelled), the shop's copy: see ./shop-receipt.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return shopReceiptResponse(id, null);
}
