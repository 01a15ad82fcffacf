import "server-only";
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
