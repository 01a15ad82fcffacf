import { shopNfseResponse } from "../shop-nfse";

/** The job's DANFSe (our PDF of its NFS-e), the shop's copy: see ../shop-nfse.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return shopNfseResponse(id, "pdf");
}
