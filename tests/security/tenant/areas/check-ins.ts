/** Tenant isolation: the check-in and the job's photos (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack, type Shop, visitor } from "../fixtures";

const checkInsData = await import("@/lib/data/check-ins");
const jobPhotosData = await import("@/lib/data/job-photos");
const checkInActions = await import("@/lib/actions/check-ins");
const uploadRoute = await import("@/app/dashboard/quotes/[id]/photos/route");
const shopPhotoRoute = await import("@/app/dashboard/quotes/[id]/photos/[photoId]/route");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");
const { PNG_1X1 } = await import("../../../support/images");

const m = messages.checkIn;
const entry = { km: 99999, fuelEighths: 8, complaint: "Roubado", notes: "", checklist: [] };

/** A's check-in photo and the hash of its check-in (answeredOnLink recorded and acknowledged them). */
async function checkInOf(a: Shop) {
  const view = await checkInsData.getCheckIn(a.id, a.quoteId);
  const photo = view?.photos[0];
  if (!photo || !view.seal) throw new Error("A has no check-in");
  return { photoId: photo.id, sha256: view.seal.sha256 };
}

const notFoundFor = (prefix: string) => ({ ok: false, message: prefix + m.notFoundReason });

export const attacks: Record<string, Attack> = {
  "lib/data/check-ins.ts#getCheckInRecord": async (a, b) => {
    await checkInOf(a);
    expect(await checkInsData.getCheckInRecord(b.id, a.quoteId)).toBeNull();
  },
  "lib/data/check-ins.ts#getCheckIn": async (a, b) => {
    await checkInOf(a);
    expect(await checkInsData.getCheckIn(b.id, a.quoteId)).toBeUndefined();
    expect((await checkInsData.getCheckIn(b.id, b.quoteId))!.photos).toEqual([]);
  },
  "lib/data/check-ins.ts#hasCheckIn": async (a, b) => {
    await checkInOf(a);
    expect(await checkInsData.hasCheckIn(a.id, a.quoteId)).toBe(true);
    expect(await checkInsData.hasCheckIn(b.id, a.quoteId)).toBe(false);
  },
  "lib/data/check-ins.ts#saveCheckIn": async (a, b) => {
    expect(await checkInsData.saveCheckIn(b.id, a.quoteId, entry, null)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/check-ins.ts#acknowledgeCheckIn": async (a, b) => {
    const { sha256 } = await checkInOf(a);
    expect(
      await checkInsData.acknowledgeCheckIn(b.id, a.quoteId, {
        sha256,
        customerName: "Roubado",
        channel: "link",
        takenBy: null,
        ...visitor,
      }),
    ).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/job-photos.ts#jobPhotoRefusal": async (a, b) => {
    expect(await jobPhotosData.jobPhotoRefusal(b.id, a.quoteId, { kind: "check_in", partDescription: null })).toBe("notFound");
    expect(await jobPhotosData.jobPhotoRefusal(b.id, a.quoteId, { kind: "part", partDescription: "Filtro" })).toBe("notFound");
  },
  "lib/data/job-photos.ts#addJobPhoto": async (a, b) => {
    const photo = { storageKey: `${b.id}-photo-${crypto.randomUUID()}.jpg`, sha256: "b".repeat(64), width: 1, height: 1, bytes: 1 };
    expect(await jobPhotosData.addJobPhoto(b.id, a.quoteId, { kind: "check_in", partDescription: null, ...photo })).toEqual({
      ok: false,
      reason: "notFound",
    });
  },
  "lib/data/job-photos.ts#deleteJobPhoto": async (a, b) => {
    const { photoId } = await checkInOf(a);
    expect(await jobPhotosData.deleteJobPhoto(b.id, photoId)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/job-photos.ts#jobPhotoKey": async (a, b) => {
    const { photoId } = await checkInOf(a);
    expect(await jobPhotosData.jobPhotoKey(b.id, a.quoteId, photoId)).toBeUndefined();
    expect(await jobPhotosData.jobPhotoKey(b.id, b.quoteId, photoId)).toBeUndefined();
  },
  "lib/data/job-photos.ts#listJobPhotos": async (a, b) => {
    expect(await jobPhotosData.listJobPhotos(b.id, a.quoteId)).toEqual([]);
    expect(await jobPhotosData.listJobPhotos(a.id, a.quoteId)).toHaveLength(1);
  },
  "lib/actions/check-ins.ts#saveCheckInAction": async (a) => {
    expect(await checkInActions.saveCheckInAction(a.quoteId, null, form({ km: "99999", version: "0" }))).toEqual(notFoundFor(m.saveError));
  },
  "lib/actions/check-ins.ts#acknowledgeCheckInInPersonAction": async (a) => {
    const { sha256 } = await checkInOf(a);
    expect(
      await checkInActions.acknowledgeCheckInInPersonAction(a.quoteId, null, form({ customerName: "Roubado", takenBy: "B", sha256 })),
    ).toEqual(notFoundFor(m.ackError));
  },
  "lib/actions/check-ins.ts#deleteJobPhotoAction": async (a) => {
    const { photoId } = await checkInOf(a);
    expect(await checkInActions.deleteJobPhotoAction(photoId)).toEqual({ ok: false, message: m.photoDeleteError + m.photoNotFound });
  },
  "lib/actions/check-ins.ts#startCheckInAction": async (a) => {
    expect(await checkInActions.startCheckInAction(a.vehicleId, null, form({}))).toEqual(notFoundFor(m.saveError));
  },
  "lib/actions/check-ins.ts#createWalkInCheckInAction": async (a, b) => {
    // Takes no id of A's: B's walk-in is B's own, and A's plate is free in B's shop.
    const result = await checkInActions.createWalkInCheckInAction(null, form({ name: "Cliente de B", phone: "", plate: a.plate }));
    expect(result).toMatchObject({ ok: true });
    expect(await checkInsData.getCheckIn(a.id, result.ok ? result.redirectTo!.split("/")[3]! : "")).toBeUndefined();
    expect(await checkInsData.getCheckIn(b.id, result.ok ? result.redirectTo!.split("/")[3]! : "")).toBeDefined();
  },
  "app/dashboard/quotes/[id]/photos/route.ts#POST": async (a) => {
    const request = new Request(`http://localhost/dashboard/quotes/${a.quoteId}/photos`, {
      method: "POST",
      body: new Uint8Array(PNG_1X1),
    });
    const response = await uploadRoute.POST(request, { params: Promise.resolve({ id: a.quoteId }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false, message: m.upload.notFound });
  },
  "app/dashboard/quotes/[id]/photos/[photoId]/route.ts#GET": async (a, b) => {
    const { photoId } = await checkInOf(a);
    for (const id of [a.quoteId, b.quoteId]) {
      const response = await shopPhotoRoute.GET(new Request("http://localhost/"), { params: Promise.resolve({ id, photoId }) });
      expect(response.status).toBe(404);
    }
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "app/(public-quote)/orcamento/[token]/fotos/[photoId]/route.ts#GET":
    "a photo for the customer, by the live link's 192-bit token and only of that link's quote (another link's photo: job-photos.test.ts)",
  "app/(public-quote)/orcamento/[token]/entrada/route.ts#POST":
    "the customer's acknowledgement, of the check-in of the quote a live link's token opens (job-photos.test.ts)",
};
