import { currentClientAddress } from "@/lib/client-address/current";
import { jobPhotoKey } from "@/lib/data/job-photos";
import { openPublicQuote } from "@/lib/public-quote/access";
import { isRecordId } from "@/lib/record-id";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";
import { photoNotFound, photoResponse } from "@/lib/uploads/job-photos";

const LINK_HEADERS = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * A photo of the job for its customer, through the quote's link: the token is checked as the
 * page checks it (lib/public-quote/access.ts, misses counted against the address), and the photo
 * must be that quote's. With the link's own headers (no referrer, no indexing, private, no-store).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string; photoId: string }> }) {
  const { token, photoId } = await params;
  const view = await openPublicQuote(token, await currentClientAddress());
  const key = view && isRecordId(photoId) ? await jobPhotoKey(view.shopId, view.quoteId, photoId) : undefined;
  const response = key ? await photoResponse(key) : photoNotFound();
  // The link's "private, no-store" too: the customer's photos stay out of any cache but his page's.
  for (const [name, value] of Object.entries(LINK_HEADERS)) response.headers.set(name, value);
  return response;
}
