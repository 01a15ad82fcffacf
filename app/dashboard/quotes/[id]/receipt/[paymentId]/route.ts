import { shopReceiptResponse } from "../shop-receipt";

/** One payment's 'Recibo', the shop's copy: see ../shop-receipt.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; paymentId: string }> }) {
  const { id, paymentId } = await params;
  return shopReceiptResponse(id, paymentId);
}
