import { publicNfseResponse } from "./public-nfse";

/** The job's DANFSe, the customer's copy: see ./public-nfse.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return publicNfseResponse(token, "pdf");
}
