import { z } from "@/lib/validation/zod";
import { SUBSCRIPTION_PLAN_IDS } from "@/lib/enums";
import { messages } from "@/lib/messages";

export const choosePlanSchema = z.object({
  planId: z.enum(SUBSCRIPTION_PLAN_IDS, { error: messages.plans.updateError }),
});
