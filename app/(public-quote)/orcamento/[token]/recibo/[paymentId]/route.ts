import { publicReceiptResponse } from "../public-receipt";

/** One payment's 'Recibo', the customer's copy: see ../public-receipt.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string; paymentId: string }> }) {
  const { token, paymentId } = await params;
  return publicReceiptResponse(token, paymentId);
}
