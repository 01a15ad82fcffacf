import { shopNfseResponse } from "../shop-nfse";

/** The job's NFS-e XML as the government returned it, the shop's copy: see ../shop-nfse.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return shopNfseResponse(id, "xml");
}
