/**
 * A deleted photo's object leaves the storage, whatever deleted its row: deleting the quote
 * ('Excluir orçamento') or its customer cascades the photo rows, migration 0034's trigger queues
 * their keys in stored_object_deletions, and the queue's 'maintenance.stored-objects' removes the
 * objects and forgets the keys. The shop's storage use drops with the rows; another shop's
 * objects stay; a removal that fails is tried again on the next run. Both storage drivers.
 *
 * stored_object_deletions is one table for every test file (one database), so these tests look
 * only at their own shops' keys.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { jobPhotos, storedObjectDeletions } from "@/db/schema";
import type { ObjectStorage } from "@/lib/storage/types";
import { signInAs } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { deleteQuoteAction } from "@/lib/actions/quotes";
import { deleteCustomerAction } from "@/lib/actions/customers";
import { deleteJobPhotoAction } from "@/lib/actions/check-ins";
import { deleteQuote } from "@/lib/data/quotes";
import { getPlanUsage } from "@/lib/data/plan-usage";
import { removeDeletedObjects } from "@/lib/maintenance/tasks";
import { enqueue } from "@/lib/queue";
import { runQueuedTasks } from "@/lib/queue/worker";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { shopWithData } from "../support/shops";
import { PNG_1X1 } from "../support/images";
import { startTestS3 } from "../support/test-s3";

const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

const uploadRoute = await import("@/app/dashboard/quotes/[id]/photos/route");

let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-photo-objects-"));
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

async function uploadPhotos(shop: { id: string; quoteId: string }, count: number) {
  signInAs(shop.id);
  for (let index = 0; index < count; index++) {
    const request = new Request(`http://localhost/dashboard/quotes/${shop.quoteId}/photos`, {
      method: "POST",
      body: PNG_1X1 as BodyInit,
      headers: { "content-type": "application/octet-stream", "content-length": String(PNG_1X1.byteLength) },
    });
    const response = await uploadRoute.POST(request, { params: Promise.resolve({ id: shop.quoteId }) });
    expect(response.status).toBe(201);
  }
  return getDb().select().from(jobPhotos).where(eq(jobPhotos.shopId, shop.id));
}

const photoObjects = async (shopId: string) => (await active.storage!.list(`${shopId}-`)).filter((key) => key.includes("-photo-")).sort();
const queued = async (keys: string[]) =>
  (await getDb().select().from(storedObjectDeletions).where(inArray(storedObjectDeletions.storageKey, keys)))
    .map((row) => row.storageKey)
    .sort();
const storageUsed = async (shopId: string) => (await getPlanUsage(shopId)).storage.used;

const drivers: [string, () => ObjectStorage][] = [
  ["local", () => createLocalStorage(uploadsDir)],
  ["s3", () => createS3Storage(s3.config)],
];

describe.each(drivers)("a deleted photo's object, with the %s driver", (_driver, makeStorage) => {
  beforeEach(() => {
    active.storage = makeStorage();
  });

  it("'Excluir orçamento': the rows go, the quota frees, the job removes the objects; another shop's stay", async () => {
    const shop = await shopWithData("objetos-orcamento");
    const other = await shopWithData("objetos-vizinha");
    const otherRows = await uploadPhotos(other, 2);
    const rows = await uploadPhotos(shop, 3);
    const keys = rows.map((row) => row.storageKey).sort();
    expect(await photoObjects(shop.id)).toEqual(keys);
    const used = await storageUsed(shop.id);
    expect(used).toBe(rows.reduce((sum, row) => sum + row.bytes, 0));

    signInAs(shop.id);
    expect(await deleteQuoteAction(shop.quoteId)).toMatchObject({ ok: true });
    expect(await getDb().select().from(jobPhotos).where(eq(jobPhotos.shopId, shop.id))).toEqual([]);
    expect(await storageUsed(shop.id)).toBe(used - rows.reduce((sum, row) => sum + row.bytes, 0));
    // The action sent the job after its commit; the run here stands for the worker.
    expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
    expect(await photoObjects(shop.id)).toEqual([]);
    expect(await queued(keys)).toEqual([]);

    // The other shop's photos: rows, objects and bytes as they were.
    expect(await photoObjects(other.id)).toEqual(otherRows.map((row) => row.storageKey).sort());
    expect(await getDb().select().from(jobPhotos).where(eq(jobPhotos.shopId, other.id))).toHaveLength(2);
    expect(await storageUsed(other.id)).toBe(otherRows.reduce((sum, row) => sum + row.bytes, 0));
  }, 60_000);

  it("deleting the customer cascades to the quote's photos: their objects go the same way", async () => {
    const shop = await shopWithData("objetos-cliente");
    const rows = await uploadPhotos(shop, 2);
    const keys = rows.map((row) => row.storageKey).sort();
    signInAs(shop.id);
    expect(await deleteCustomerAction(shop.customerId)).toMatchObject({ ok: true });
    expect(await storageUsed(shop.id)).toBe(0);
    expect(await queued(keys)).toEqual(keys);
    expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
    expect(await photoObjects(shop.id)).toEqual([]);
    expect(await queued(keys)).toEqual([]);
  }, 60_000);
});

describe("the queue of objects to remove", () => {
  beforeEach(() => {
    active.storage = createLocalStorage(uploadsDir);
  });

  it("a delete that bypasses the actions is caught by the trigger, and the schedule's run removes the objects", async () => {
    const shop = await shopWithData("objetos-direto");
    const keys = (await uploadPhotos(shop, 2)).map((row) => row.storageKey).sort();
    expect(await deleteQuote(shop.id, shop.quoteId)).toEqual({ customerId: shop.customerId });
    expect(await queued(keys)).toEqual(keys);
    expect(await photoObjects(shop.id)).toEqual(keys);
    await enqueue(removeDeletedObjects, {});
    expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
    expect(await photoObjects(shop.id)).toEqual([]);
    expect(await queued(keys)).toEqual([]);
  }, 60_000);

  it("a removal that fails keeps its key, is logged, and goes on the next run", async () => {
    const shop = await shopWithData("objetos-falha");
    const keys = (await uploadPhotos(shop, 2)).map((row) => row.storageKey).sort();
    const storage = active.storage!;
    const failing = keys[0]!;
    let failures = 0;
    active.storage = {
      ...storage,
      driver: storage.driver,
      async remove(key) {
        if (key === failing && failures++ === 0) throw new Error("armazenamento indisponível");
        return storage.remove(key);
      },
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await deleteQuote(shop.id, shop.quoteId)).toBeTruthy();
      await enqueue(removeDeletedObjects, { shopId: shop.id });
      expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
      expect(await photoObjects(shop.id)).toEqual([failing]);
      expect(await queued(keys)).toEqual([failing]);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining("remoção de arquivo falhou"),
        expect.objectContaining({ key: failing }),
        expect.any(Error),
      );

      await enqueue(removeDeletedObjects, { shopId: shop.id });
      expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
      expect(await photoObjects(shop.id)).toEqual([]);
      expect(await queued(keys)).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  }, 60_000);

  it("'Excluir foto' removes its object at once; the queue's second removal of it is harmless", async () => {
    const shop = await shopWithData("objetos-foto");
    const [photo, kept] = await uploadPhotos(shop, 2);
    signInAs(shop.id);
    expect(await deleteJobPhotoAction(photo!.id)).toMatchObject({ ok: true });
    expect(await photoObjects(shop.id)).toEqual([kept!.storageKey]);
    expect(await queued([photo!.storageKey])).toEqual([photo!.storageKey]);
    await enqueue(removeDeletedObjects, { shopId: shop.id });
    expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
    expect(await queued([photo!.storageKey])).toEqual([]);
    expect(await photoObjects(shop.id)).toEqual([kept!.storageKey]);
  }, 60_000);
});
