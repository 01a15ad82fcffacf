import { jobPhotoRefusal, type PhotoTarget } from "@/lib/data/job-photos";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { messages } from "@/lib/messages";
import { JOB_PHOTO_UPLOADS, jobPhotoUploadsKey } from "@/lib/rate-limit";
import { isRecordId } from "@/lib/record-id";
import { isSameOriginPost } from "@/lib/request-site";
import { fetchedRouteCaller } from "@/lib/session";
import { readPhotoBody, REFUSAL_TEXT, storeJobPhoto } from "@/lib/uploads/job-photos";

const m = messages.checkIn.upload;

const reply = (status: number, body: object) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const refuse = (status: number, message: string) => reply(status, { ok: false, message });

/** `?peca=<the part line's description>`: a 'Prova da troca' photo; without it, a check-in photo. */
function targetOf(url: URL): PhotoTarget {
  const part = url.searchParams.get("peca");
  return part ? { kind: "part", partDescription: part } : { kind: "check_in", partDescription: null };
}

/**
 * One photo of the job, posted by the check-in's and the parts' uploaders one at a time as the raw
 * image body (XMLHttpRequest, so the page shows its upload progress). The checks a server action
 * would make, in a route handler: the session with a live plan, a same-site request, the quote is
 * this shop's and takes the photo now (the caps, the storage quota: before any byte is read), the
 * account's hourly uploads, then the size cap, the type from the bytes, the re-encode. Answers JSON: the photo's row, or a pt-BR message; nothing is stored
 * on a refusal.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!isSameOriginPost(request.headers)) return refuse(403, m.forbidden);
  const caller = await fetchedRouteCaller("workOnCars", m.notAuthenticated);
  if (!caller.ok) return caller.response;
  const { account } = caller;
  const { id } = await params;
  if (!isRecordId(id)) return refuse(404, m.notFound);
  const target = targetOf(new URL(request.url));
  if (target.kind === "part" && target.partDescription.length > 500) return refuse(422, m.noPart);

  try {
    const refusal = await jobPhotoRefusal(account.shopId, id, target);
    if (refusal) return refuse(REFUSAL_TEXT[refusal].status, REFUSAL_TEXT[refusal].message);
    // Counted once the quote takes the photo, before its body is read: every re-encode counts, and
    // a refusal above (a full check-in, a full storage) spends nothing.
    if (!(await consumeRateLimit(jobPhotoUploadsKey(account.shopId), JOB_PHOTO_UPLOADS)).allowed) return refuse(429, m.rateLimited);
    const body = await readPhotoBody(request);
    if (!body.ok) return refuse(body.status, body.message);
    const stored = await storeJobPhoto(account.shopId, id, target, body.bytes);
    if (!stored.ok) return refuse(stored.status, stored.message);
    return reply(201, { ok: true, photo: { id: stored.photo.id, sha256: stored.photo.sha256 } });
  } catch (error) {
    console.error("foto do serviço não salva", { shopId: account.shopId, quoteId: id }, error);
    return refuse(500, m.failed);
  }
}
