import { z } from "@/lib/validation/zod";
import { SUBSCRIPTION_PLAN_IDS } from "@/lib/enums";
import { plans } from "@/lib/messages/plans";

export const choosePlanSchema = z.object({
  planId: z.enum(SUBSCRIPTION_PLAN_IDS, { error: plans.updateError }),
});
