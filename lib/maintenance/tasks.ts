import "server-only";
import { deleteOldConversations } from "@/lib/data/conversations";
import { deleteExpiredLinks } from "@/lib/data/expired-links";
import { deleteEndedRateLimits } from "@/lib/data/rate-limits";
import { queuedObjectKeys } from "@/lib/data/stored-object-deletions";
import { removeQueuedObjects } from "@/lib/maintenance/stored-objects";
import { defineTask, enqueue } from "@/lib/queue";
import { z } from "@/lib/validation/zod";

/** The house-keeping the queue runs on a schedule. */
export const sweepRateLimits = defineTask({
  name: "maintenance.rate-limits",
  data: z.object({}),
  cron: "*/10 * * * *",
  run: async () => {
    await deleteEndedRateLimits();
  },
});

/** Every night at 03:30 in São Paulo, when nobody is at the counter: used and expired account links, expired sessions. */
export const cleanExpiredLinks = defineTask({
  name: "maintenance.expired-links",
  data: z.object({}),
  cron: "30 3 * * *",
  run: async () => {
    await deleteExpiredLinks();
  },
});

/** Every night at 03:45 in São Paulo: the assistant's conversations past their 90 days (the chat says so). */
export const sweepConversations = defineTask({
  name: "maintenance.conversations",
  data: z.object({}),
  cron: "45 3 * * *",
  run: async () => {
    await deleteOldConversations();
  },
});

/**
 * Every 10 minutes: the stored objects of deleted photos (lib/maintenance/stored-objects.ts). The
 * deletes that cascade to photos (a quote, a customer) also send it at once after their commit,
 * so the objects usually go within seconds; the schedule is what guarantees they go.
 */
export const removeDeletedObjects = defineTask({
  name: "maintenance.stored-objects",
  /** The shop whose delete sent it (its keys only); none for the schedule's run over every shop. */
  data: z.object({ shopId: z.string().uuid().optional() }),
  cron: "*/10 * * * *",
  run: async ({ shopId }) => {
    const sweep = await removeQueuedObjects({ shopId });
    // A failed removal stays queued for the next tick; failing the task would only retry it sooner.
    if (sweep.failed > 0) console.error(`remoção de arquivos: ${sweep.failed} ficaram para a próxima vez`);
  },
});

/**
 * After a commit that may have deleted the shop's photos (a quote, a customer): when some of its
 * keys are queued, a sweep of them is sent now rather than left for the next tick. Never fails the caller, whose delete is
 * already committed: the schedule removes the objects anyway.
 */
export async function removeDeletedObjectsSoon(shopId: string) {
  try {
    if ((await queuedObjectKeys(1, "", shopId)).length > 0) await enqueue(removeDeletedObjects, { shopId });
  } catch (error) {
    console.error("remoção de arquivos: tarefa não enviada; o agendamento a fará", error);
  }
}
