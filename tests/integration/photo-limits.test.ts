/**
 * The job photos' limits, through the upload route under concurrent uploads: 30 photos per
 * check-in and 5 per part line (counted under the quote's row lock), the shop's storage quota by
 * plan (summed under the shop's advisory lock, so uploads to two quotes cannot together pass it),
 * and 120 uploads an hour per account. Each refusal answers its pt-BR message and status, keeps
 * the photos already stored and leaves no object behind in the storage. 'Plano e uso' reads the
 * stored bytes against the quota.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { jobPhotos, rateLimits } from "@/db/schema";
import type { ObjectStorage } from "@/lib/storage/types";
import { signInAs } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { createQuote } from "@/lib/data/quotes";
import { getPlanUsage } from "@/lib/data/plan-usage";
import { addJobPhoto } from "@/lib/data/job-photos";
import { messages } from "@/lib/messages";
import { CHECK_IN_PHOTO_LIMIT, PART_PHOTO_LIMIT } from "@/lib/jobs/photo-limits";
import { PLAN_LIMITS } from "@/lib/plans";
import { JOB_PHOTO_UPLOADS, jobPhotoUploadsKey } from "@/lib/rate-limit";
import { formatBytes } from "@/lib/format";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { shopWithData } from "../support/shops";
import { putOnPlan } from "../support/factories";
import { answeredOnLink } from "../security/tenant/fixtures";
import { PNG_1X1 } from "../support/images";
import { startTestS3 } from "../support/test-s3";

const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

const uploadRoute = await import("@/app/dashboard/quotes/[id]/photos/route");

const m = messages.checkIn.upload;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-photo-limits-"));
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

function upload(quoteId: string, { part }: { part?: string } = {}) {
  const query = part ? `?peca=${encodeURIComponent(part)}` : "";
  const request = new Request(`http://localhost/dashboard/quotes/${quoteId}/photos${query}`, {
    method: "POST",
    body: PNG_1X1 as BodyInit,
    headers: { "content-type": "application/octet-stream", "content-length": String(PNG_1X1.byteLength) },
  });
  return uploadRoute.POST(request, { params: Promise.resolve({ id: quoteId }) });
}

/** Every answer of `count` uploads sent at once, as [status, body]. */
async function uploadAtOnce(count: number, send: (index: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return Promise.all(
    responses.map(async (response) => [response.status, (await response.json()) as { ok: boolean; message?: string }] as const),
  );
}

const rowsOf = (shopId: string) => getDb().select().from(jobPhotos).where(eq(jobPhotos.shopId, shopId));
const photoKeys = async (shopId: string) => (await active.storage!.list(`${shopId}-`)).filter((key) => key.includes("-photo-"));

const drivers: [string, () => ObjectStorage][] = [
  ["local", () => createLocalStorage(uploadsDir)],
  ["s3", () => createS3Storage(s3.config)],
];

describe.each(drivers)("the caps per check-in and per part line, with the %s driver", (_driver, makeStorage) => {
  beforeEach(() => {
    active.storage = makeStorage();
  });

  it(`40 uploads at once to one check-in: exactly ${CHECK_IN_PHOTO_LIMIT} stored, 10 refused with the message, nothing left behind`, async () => {
    const shop = await shopWithData("cap-entrada");
    signInAs(shop.id);
    const answers = await uploadAtOnce(40, () => upload(shop.quoteId));
    expect(answers.filter(([status]) => status === 201)).toHaveLength(CHECK_IN_PHOTO_LIMIT);
    const refused = answers.filter(([status]) => status !== 201);
    expect(refused).toHaveLength(10);
    for (const [status, body] of refused) expect([status, body]).toEqual([409, { ok: false, message: m.checkInFull }]);

    const rows = await rowsOf(shop.id);
    expect(rows).toHaveLength(CHECK_IN_PHOTO_LIMIT);
    // Every stored object has its row and no refused photo left one behind.
    expect((await photoKeys(shop.id)).sort()).toEqual(rows.map((row) => row.storageKey).sort());
    // One more, later, is refused the same way and the 30 stay.
    const late = await upload(shop.quoteId);
    expect([late.status, await late.json()]).toEqual([409, { ok: false, message: m.checkInFull }]);
    expect(await rowsOf(shop.id)).toHaveLength(CHECK_IN_PHOTO_LIMIT);
  }, 60_000);

  it(`12 uploads at once to one part line: exactly ${PART_PHOTO_LIMIT}, 7 refused with the message, nothing left behind`, async () => {
    const shop = await shopWithData("cap-peca");
    signInAs(shop.id);
    await answeredOnLink(shop);
    const answers = await uploadAtOnce(12, () => upload(shop.quoteId, { part: "Filtro" }));
    expect(answers.filter(([status]) => status === 201)).toHaveLength(PART_PHOTO_LIMIT);
    for (const [status, body] of answers.filter(([code]) => code !== 201)) {
      expect([status, body]).toEqual([409, { ok: false, message: m.partFull }]);
    }
    const parts = (await rowsOf(shop.id)).filter((row) => row.kind === "part");
    expect(parts).toHaveLength(PART_PHOTO_LIMIT);
    expect(parts.every((row) => row.partDescription === "Filtro")).toBe(true);
    // The fixture's check-in photo is a row with no object (answeredOnLink); every part photo's
    // object has its row, and no refused photo left one behind.
    expect((await photoKeys(shop.id)).sort()).toEqual(parts.map((row) => row.storageKey).sort());
  }, 60_000);
});

describe("the storage quota, the hourly limit, another shop", () => {
  beforeEach(() => {
    active.storage = createLocalStorage(uploadsDir);
  });

  it("a Básico shop near its quota, uploading to two quotes at once, ends at or under the quota, exactly", async () => {
    const shop = await shopWithData("cota");
    await putOnPlan(shop.id, "basic");
    signInAs(shop.id);
    const second = (await createQuote(shop.id, shop.customerId, { description: "Freios", cost: null }))!;
    // One photo first, to know the size every one of these takes once re-encoded.
    expect((await upload(shop.quoteId)).status).toBe(201);
    const [first] = await rowsOf(shop.id);
    const size = first!.bytes;
    const quota = PLAN_LIMITS.basic.storageBytes;
    // What the shop stored before (a row standing for a thousand photos, its object not needed
    // here): room left for exactly three more photos and half of a fourth.
    const filler = quota - size - 3 * size - Math.floor(size / 2);
    const added = await addJobPhoto(shop.id, second.id, {
      kind: "check_in",
      partDescription: null,
      storageKey: `${shop.id}-photo-${crypto.randomUUID()}.jpg`,
      sha256: "c".repeat(64),
      width: 1,
      height: 1,
      bytes: filler,
    });
    expect(added.ok).toBe(true);

    const answers = await uploadAtOnce(10, (index) => upload(index % 2 === 0 ? shop.quoteId : second.id));
    expect(answers.filter(([status]) => status === 201)).toHaveLength(3);
    for (const [status, body] of answers.filter(([code]) => code !== 201)) {
      expect([status, body]).toEqual([403, { ok: false, message: m.storageFull }]);
    }
    const rows = await rowsOf(shop.id);
    const used = rows.reduce((sum, row) => sum + row.bytes, 0);
    expect(used).toBeLessThanOrEqual(quota);
    expect(used).toBe(filler + 4 * size);
    // Only the filler row has no object: every refused photo's object was removed.
    expect((await photoKeys(shop.id)).sort()).toEqual(
      rows
        .filter((row) => row.bytes === size)
        .map((row) => row.storageKey)
        .sort(),
    );

    // 'Plano e uso' reads the same bytes against the plan's quota.
    const usage = await getPlanUsage(shop.id);
    expect(usage.storage).toEqual({ used, limit: quota });
    expect(formatBytes(usage.storage.limit!)).toBe("1 GB");

    // Profissional has room: the same shop uploads again.
    await putOnPlan(shop.id, "pro");
    expect((await upload(shop.quoteId)).status).toBe(201);
    expect((await getPlanUsage(shop.id)).storage).toEqual({ used: used + size, limit: PLAN_LIMITS.pro.storageBytes });
  }, 60_000);

  it(`the account's ${JOB_PHOTO_UPLOADS.limit} uploads an hour: two left, five at once, three refused with 429 and nothing stored for them`, async () => {
    const shop = await shopWithData("limite-hora");
    signInAs(shop.id);
    const key = jobPhotoUploadsKey(shop.id);
    await getDb()
      .insert(rateLimits)
      .values({ key, count: JOB_PHOTO_UPLOADS.limit - 2, resetAt: sql`now() + interval '1 hour'` });
    const answers = await uploadAtOnce(5, () => upload(shop.quoteId));
    expect(answers.filter(([status]) => status === 201)).toHaveLength(2);
    for (const [status, body] of answers.filter(([code]) => code !== 201)) {
      expect([status, body]).toEqual([429, { ok: false, message: m.rateLimited }]);
    }
    const rows = await rowsOf(shop.id);
    expect(rows).toHaveLength(2);
    expect((await photoKeys(shop.id)).sort()).toEqual(rows.map((row) => row.storageKey).sort());
  }, 60_000);

  it("another shop's quote is not found, and nothing changes: no row, no object, no upload counted", async () => {
    const a = await shopWithData("limites-a");
    const b = await shopWithData("limites-b");
    signInAs(b.id);
    const answers = await uploadAtOnce(3, () => upload(a.quoteId));
    for (const answer of answers) expect(answer).toEqual([404, { ok: false, message: m.notFound }]);
    expect(await rowsOf(a.id)).toEqual([]);
    expect(await rowsOf(b.id)).toEqual([]);
    expect(await photoKeys(a.id)).toEqual([]);
    expect(await photoKeys(b.id)).toEqual([]);
    const counters = await getDb()
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, jobPhotoUploadsKey(b.id))));
    expect(counters).toEqual([]);
    expect((await getPlanUsage(b.id)).storage.used).toBe(0);
  }, 60_000);
});
