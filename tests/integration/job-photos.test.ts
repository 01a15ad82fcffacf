/**
 * The job's photos: the upload route (one photo per request, the raw body) re-encodes
 * and stores through the storage driver under `{shopId}-photo-{uuid}.jpg` with a row holding the
 * SHA-256 of the stored bytes; bad input (not an image, over 10 MB, a pixel bomb, another shop's
 * quote, a locked check-in, a part not in the approved quote) stores nothing. Photos are served only
 * to the shop's session and through the quote's live link; the customer's acknowledgement on the
 * link names them by hash; an account's deletion removes them. Both storage drivers.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { checkInAcknowledgements, jobPhotos } from "@/db/schema";
import { PHOTO_FILE_POLICY } from "@/lib/content-security-policy";
import type { ObjectStorage } from "@/lib/storage/types";
import { signInAs, signOut } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { deleteJobPhotoAction } from "@/lib/actions/check-ins";
import { deleteAccount } from "@/lib/data/account-deletion";
import { getCheckIn, saveCheckIn } from "@/lib/data/check-ins";
import { messages } from "@/lib/messages";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { shopWithData } from "../support/shops";
import { answeredOnLink } from "../security/tenant/fixtures";
import { PNG_1X1, TEXT_FILE, zeroPng } from "../support/images";
import { startTestS3 } from "../support/test-s3";
import sharp from "sharp";

const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

const uploadRoute = await import("@/app/dashboard/quotes/[id]/photos/route");
const shopPhotoRoute = await import("@/app/dashboard/quotes/[id]/photos/[photoId]/route");
const linkPhotoRoute = await import("@/app/(public-quote)/orcamento/[token]/fotos/[photoId]/route");
const linkAckRoute = await import("@/app/(public-quote)/orcamento/[token]/entrada/route");
const apiUploads = await import("@/app/api/uploads/[key]/route");

const m = messages.checkIn.upload;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;
/** A 4000×3000 phone-like JPEG of about 4 MB (noise compresses as badly as a real photo). */
let phoneJpeg: Buffer;

beforeAll(async () => {
  s3 = await startTestS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-photos-"));
  phoneJpeg = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 120, g: 130, b: 140 },
      noise: { type: "gaussian", mean: 128, sigma: 25 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function upload(quoteId: string, body: Uint8Array | ReadableStream, { part, length = true }: { part?: string; length?: boolean } = {}) {
  const query = part ? `?peca=${encodeURIComponent(part)}` : "";
  const headers: Record<string, string> = { "content-type": "application/octet-stream" };
  if (length && !(body instanceof ReadableStream)) headers["content-length"] = String(body.byteLength);
  const request = new Request(`http://localhost/dashboard/quotes/${quoteId}/photos${query}`, {
    method: "POST",
    body: body as BodyInit,
    headers,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return uploadRoute.POST(request, { params: Promise.resolve({ id: quoteId }) });
}

const shopPhoto = (quoteId: string, photoId: string) =>
  shopPhotoRoute.GET(new Request(`http://localhost/dashboard/quotes/${quoteId}/photos/${photoId}`), {
    params: Promise.resolve({ id: quoteId, photoId }),
  });
const linkPhoto = (token: string, photoId: string) =>
  linkPhotoRoute.GET(new Request(`http://localhost/orcamento/${token}/fotos/${photoId}`), { params: Promise.resolve({ token, photoId }) });

const rowsOf = (quoteId: string) => getDb().select().from(jobPhotos).where(eq(jobPhotos.quoteId, quoteId));
const photoKeys = async (shopId: string) => (await active.storage!.list(`${shopId}-`)).filter((key) => key.includes("-photo-"));

const drivers: [string, () => ObjectStorage][] = [
  ["local", () => createLocalStorage(uploadsDir)],
  ["s3", () => createS3Storage(s3.config)],
];

describe.each(drivers)("the upload route with the %s driver", (driver, makeStorage) => {
  beforeEach(() => {
    active.storage = makeStorage();
  });

  // Its time (p95 < 1 s) is measured by `npm run bench`, on a machine no test worker shares.
  it("stores a 4 MB phone JPEG re-encoded (1600 px, no EXIF) with the SHA-256 of the stored bytes", async () => {
    const shop = await shopWithData("fotos");
    signInAs(shop.id);
    expect(phoneJpeg.byteLength).toBeGreaterThan(3.5e6);
    const response = await upload(shop.quoteId, phoneJpeg);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, photo: { id: expect.any(String) } });

    const [row] = await rowsOf(shop.quoteId);
    expect(await rowsOf(shop.quoteId)).toHaveLength(1);
    expect(row).toMatchObject({ kind: "check_in", partDescription: null, width: 1600, height: 1200 });
    expect(row!.storageKey).toMatch(new RegExp(`^${shop.id}-photo-[0-9a-f-]{36}\\.jpg$`));
    const stored = (await active.storage!.get(row!.storageKey))!;
    expect(row!.sha256).toBe(sha256(stored));
    expect(row!.bytes).toBe(stored.byteLength);
    expect(stored.byteLength).toBeLessThan(phoneJpeg.byteLength / 4);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();

    // Never through /api/uploads: its key is not an image key.
    const apiResponse = await apiUploads.GET(new Request(`http://localhost/api/uploads/${row!.storageKey}`), {
      params: Promise.resolve({ key: row!.storageKey }),
    });
    expect(apiResponse.status).toBe(404);
  }, 30_000);

  it("a PNG is stored as a JPEG; not an image, 20 MB or a pixel bomb is refused with its message and nothing is stored", async () => {
    const shop = await shopWithData("fotos-ruins");
    signInAs(shop.id);
    expect((await upload(shop.quoteId, PNG_1X1)).status).toBe(201);
    const [png] = await rowsOf(shop.quoteId);
    expect(await sharp((await active.storage!.get(png!.storageKey))!).metadata()).toMatchObject({ format: "jpeg", width: 1, height: 1 });

    const refusals: [Response, number, string][] = [
      [await upload(shop.quoteId, TEXT_FILE), 415, m.notImage],
      [await upload(shop.quoteId, new Uint8Array(20 * 1024 * 1024)), 413, m.tooBig],
      // No Content-Length (a stream): cut off once past 10 MB, never buffered whole.
      [await upload(shop.quoteId, new Blob([new Uint8Array(20 * 1024 * 1024)]).stream()), 413, m.tooBig],
      [await upload(shop.quoteId, await zeroPng(20000, 20000)), 422, m.pixels],
    ];
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ ok: false, message });
    }
    expect(await rowsOf(shop.quoteId)).toHaveLength(1);
    expect(await photoKeys(shop.id)).toEqual([png!.storageKey]);
  }, 30_000);

  it("another shop's quote, or no session, stores nothing", async () => {
    const a = await shopWithData("fotos-a");
    const b = await shopWithData("fotos-b");
    signInAs(b.id);
    const response = await upload(a.quoteId, PNG_1X1);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false, message: m.notFound });
    signOut();
    expect((await upload(a.quoteId, PNG_1X1)).status).toBe(401);
    expect(await rowsOf(a.quoteId)).toEqual([]);
    expect(await photoKeys(a.id)).toEqual([]);
    expect(await photoKeys(b.id)).toEqual([]);
  });
});

describe("serving, parts, the link's acknowledgement, deletion", () => {
  beforeEach(() => {
    active.storage = createLocalStorage(uploadsDir);
  });

  it("serves a photo only to its shop's session and through the quote's live link, privately", async () => {
    const a = await shopWithData("servir-a");
    const b = await shopWithData("servir-b");
    signInAs(a.id);
    await upload(a.quoteId, PNG_1X1);
    const [photo] = await rowsOf(a.quoteId);

    const own = await shopPhoto(a.quoteId, photo!.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-security-policy")).toBe(PHOTO_FILE_POLICY);
    expect(sha256(new Uint8Array(await own.arrayBuffer()))).toBe(photo!.sha256);

    signInAs(b.id);
    expect((await shopPhoto(a.quoteId, photo!.id)).status).toBe(404);
    // B's own quote id with A's photo id: the photo must be that quote's.
    expect((await shopPhoto(b.quoteId, photo!.id)).status).toBe(404);
    signOut();
    expect((await shopPhoto(a.quoteId, photo!.id)).status).toBe(401);

    const viaLink = await linkPhoto(a.linkToken, photo!.id);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get("cache-control")).toBe("private, no-store");
    expect(viaLink.headers.get("content-security-policy")).toBe(PHOTO_FILE_POLICY);
    expect(viaLink.headers.get("referrer-policy")).toBe("same-origin");
    expect((await linkPhoto(b.linkToken, photo!.id)).status).toBe(404);
    expect((await linkPhoto("x".repeat(43), photo!.id)).status).toBe(404);
  });

  it("'Prova da troca': only a part line of an approved quote takes photos", async () => {
    const shop = await shopWithData("troca");
    signInAs(shop.id);
    expect(await (await upload(shop.quoteId, PNG_1X1, { part: "Filtro" })).json()).toMatchObject({ message: m.notApproved });
    await answeredOnLink(shop);
    expect((await upload(shop.quoteId, PNG_1X1, { part: "Filtro" })).status).toBe(201);
    expect(await (await upload(shop.quoteId, PNG_1X1, { part: "Revisão" })).json()).toMatchObject({ message: m.noPart });
    expect((await rowsOf(shop.quoteId)).filter((row) => row.kind === "part")).toMatchObject([{ partDescription: "Filtro" }]);
  });

  it("the link's acknowledgement names the photos by hash; afterwards check-in photos are locked", async () => {
    const shop = await shopWithData("conferir-fotos");
    signInAs(shop.id);
    await saveCheckIn(shop.id, shop.quoteId, { km: 46000, fuelEighths: 4, complaint: "", notes: "", checklist: [] }, null);
    const shownBefore = (await getCheckIn(shop.id, shop.quoteId))!.seal!;
    await upload(shop.quoteId, PNG_1X1);
    const [photo] = await rowsOf(shop.quoteId);

    const post = (hash: string, nome = "Ana Cliente") =>
      linkAckRoute.POST(
        new Request(`http://localhost/orcamento/${shop.linkToken}/entrada`, {
          method: "POST",
          body: new URLSearchParams({ name: nome, hash }),
          headers: { "user-agent": "Celular do cliente" },
        }),
        { params: Promise.resolve({ token: shop.linkToken }) },
      );
    // The page was opened before the photo: stale, back to the page with the new check-in.
    const stale = await post(shownBefore.sha256);
    expect(stale.status).toBe(303);
    expect(stale.headers.get("location")).toBe(`/orcamento/${shop.linkToken}?entrada=atualizado#entrada`);
    const current = (await getCheckIn(shop.id, shop.quoteId))!.seal!;
    expect((await post(current.sha256, " ")).headers.get("location")).toContain("entrada=nome");
    expect((await post(current.sha256)).headers.get("location")).toContain("entrada=conferido");

    const [record] = await getDb().select().from(checkInAcknowledgements).where(eq(checkInAcknowledgements.quoteId, shop.quoteId));
    expect(record).toMatchObject({ channel: "link", customerName: "Ana Cliente", userAgent: "Celular do cliente" });
    expect(JSON.parse(record!.snapshot).photos).toEqual([photo!.sha256]);

    expect(await (await upload(shop.quoteId, PNG_1X1)).json()).toMatchObject({ message: m.locked });
    expect(await deleteJobPhotoAction(photo!.id)).toEqual({
      ok: false,
      message: messages.checkIn.photoDeleteError + messages.checkIn.lockedReason,
    });
    expect(await rowsOf(shop.quoteId)).toHaveLength(1);
  });

  it("'Excluir foto' removes the row and the stored file; the account's deletion removes every photo", async () => {
    const shop = await shopWithData("excluir-fotos");
    signInAs(shop.id);
    await upload(shop.quoteId, PNG_1X1);
    await upload(shop.quoteId, PNG_1X1);
    const [first, second] = await rowsOf(shop.quoteId);
    expect(await deleteJobPhotoAction(first!.id)).toEqual({ ok: true, message: messages.checkIn.photoDeleted });
    expect(await active.storage!.get(first!.storageKey)).toBeNull();
    expect(await photoKeys(shop.id)).toEqual([second!.storageKey]);

    expect(await deleteAccount(shop.id, active.storage!)).not.toBeNull();
    expect(await photoKeys(shop.id)).toEqual([]);
  });
});
