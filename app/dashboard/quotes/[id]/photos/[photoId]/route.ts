import { jobPhotoKey } from "@/lib/data/job-photos";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";
import { fetchedRouteCaller } from "@/lib/session";
import { photoNotFound, photoResponse } from "@/lib/uploads/job-photos";

/**
 * One of the job's photos for the shop's own pages: only with the session of the shop that owns
 * the quote, with a live plan (another shop gets the same 404 as a photo that does not exist).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; photoId: string }> }) {
  const caller = await fetchedRouteCaller("workOnCars", messages.checkIn.upload.notAuthenticated);
  if (!caller.ok) return caller.response;
  const { id, photoId } = await params;
  if (!isRecordId(id) || !isRecordId(photoId)) return photoNotFound();
  const key = await jobPhotoKey(caller.account.shopId, id, photoId);
  return key ? photoResponse(key) : photoNotFound();
}
