import "server-only";
import { forgetObjectKeys, queuedObjectKeys } from "@/lib/data/stored-object-deletions";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import { isSafeKey } from "@/lib/storage/types";

export type ObjectSweep = { removed: number; kept: number; failed: number };

/**
 * Removes from the storage every object queued in stored_object_deletions (a photo whose row was
 * deleted, by whatever path), then forgets its key: the queue's 'maintenance.stored-objects'. A
 * removal that throws keeps its key for the next run and is logged (with the key: it names the
 * shop only by its id); removing an object already gone is not an error on either driver, so a
 * key whose object 'Excluir foto' removed, or a second run of the same batch, costs nothing. A key
 * a photo row names again is forgotten without touching its object. With `shopId`, that shop's
 * keys only (the run a delete sends right after its commit).
 */
export async function removeQueuedObjects({
  storage = getStorage(),
  batch = 200,
  shopId,
}: { storage?: ObjectStorage; batch?: number; shopId?: string } = {}): Promise<ObjectSweep> {
  const sweep: ObjectSweep = { removed: 0, kept: 0, failed: 0 };
  let after = "";
  for (;;) {
    const queued = await queuedObjectKeys(batch, after, shopId);
    const done: string[] = [];
    for (const { key, named } of queued) {
      if (named || !isSafeKey(key)) {
        // In use, or not a key the storage could ever hold (only a hand-written row could be).
        if (!named) console.error("remoção de arquivo: chave inválida na fila, descartada", { key });
        done.push(key);
        sweep.kept++;
        continue;
      }
      try {
        await storage.remove(key);
        done.push(key);
        sweep.removed++;
      } catch (error) {
        sweep.failed++;
        console.error("remoção de arquivo falhou; fica na fila para a próxima vez", { key, driver: storage.driver }, error);
      }
    }
    await forgetObjectKeys(done);
    if (queued.length < batch) return sweep;
    after = queued.at(-1)!.key;
  }
}
