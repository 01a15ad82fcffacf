"use server";

import { refresh } from "next/cache";
import { defineAction, formInput } from "@/lib/actions/define-action";
import { planLimitRefusal } from "@/lib/actions/plan-refusals";
import type { ActionResult } from "@/lib/actions/result";
import { createWalkIn, type CreateWalkInResult } from "@/lib/data/walk-ins";
import { messages } from "@/lib/messages";
import { newQuotePath } from "@/lib/routes";
import { WALK_IN_FIELDS, walkInSchema } from "@/lib/validation/walk-in";

const m = messages.quoteStart;

/**
 * 'Cadastrar e abrir orçamento' on 'Novo orçamento': the walk-in and his car are registered
 * together, then his new quote opens for that car. A repeated submit answers what the first made.
 */
export const createWalkInAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "cadastro de cliente e carro para orçamento",
  texts: { prefix: m.createError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, WALK_IN_FIELDS),
  schema: walkInSchema,
  create: true,
  async run({ caller, input, idempotencyKey, refuse }) {
    const car = input.plate ? { plate: input.plate, make: input.make, model: input.model } : null;
    let created: CreateWalkInResult;
    try {
      created = await createWalkIn(caller.shopId, { owner: { name: input.name, phone: input.phone }, car }, idempotencyKey);
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    // Under the plate field as well as in the toast.
    if (!created.ok) return refuse(messages.vehicles.plateTaken, { plate: [messages.vehicles.plateTaken] });
    refresh();
    const vehicleId = created.vehicleId ?? undefined;
    return { ok: true, message: car ? m.created : m.createdNoCar, redirectTo: newQuotePath(created.customerId, { vehicleId }) };
  },
});
