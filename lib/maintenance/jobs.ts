import "server-only";
import { deleteExpiredLinks } from "@/lib/data/expired-links";
import { deleteEndedRateLimits } from "@/lib/data/rate-limits";
import { defineJob } from "@/lib/queue";
import { z } from "@/lib/validation/zod";

/** The house-keeping the queue runs on a schedule. */
export const sweepRateLimits = defineJob({
  name: "maintenance.rate-limits",
  data: z.object({}),
  cron: "*/10 * * * *",
  run: async () => {
    await deleteEndedRateLimits();
  },
});

/** Every night at 03:30 in São Paulo, when nobody is at the counter: used and expired account links, expired sessions. */
export const cleanExpiredLinks = defineJob({
  name: "maintenance.expired-links",
  data: z.object({}),
  cron: "30 3 * * *",
  run: async () => {
    await deleteExpiredLinks();
  },
});
