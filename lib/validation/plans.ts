import { z } from "zod";
import { subscriptionPlan } from "@/db/schema";
import { messages } from "@/lib/messages";

export const choosePlanSchema = z.object({
  planId: z.enum(subscriptionPlan.enumValues, { error: messages.plans.updateError }),
});
