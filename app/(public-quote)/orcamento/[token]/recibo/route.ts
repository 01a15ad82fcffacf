import { publicReceiptResponse } from "./public-receipt";

/** The whole job's 'Recibo', the customer's copy: see ./public-receipt.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return publicReceiptResponse(token, null);
}
