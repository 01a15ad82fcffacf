"use server";

import { refresh } from "next/cache";
import { z } from "@/lib/validation/zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { formatDay } from "@/lib/calendar";
import { registerDelivery } from "@/lib/data/deliveries";
import { formatKm } from "@/lib/format";
import { messages } from "@/lib/messages";
import { DELIVERY_FIELDS, deliverySchema } from "@/lib/validation/delivery";

const m = messages.delivery;

/**
 * 'Registrar entrega' on the job page: the job becomes 'Entregue' and its warranty starts. Refused,
 * writing nothing, when the job is not 'Pronto para retirada' (a second tap, another tab, a forged
 * request) or the km is below the car's; the dialog keeps what was typed.
 */
export const registerDeliveryAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "registro de entrega",
  texts: { prefix: m.error },
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, DELIVERY_FIELDS) }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }).and(deliverySchema),
  async run({ caller, input: { quoteId, ...delivery }, refuse }) {
    const outcome = await registerDelivery(caller.shopId, quoteId, {
      ...delivery,
      notes: delivery.notes || null,
      deliveredBy: caller.memberId,
    });
    if (!outcome.ok) {
      if (outcome.reason === "notReady") return refuse(m.notReady);
      if (outcome.reason === "kmBelow") {
        const below = m.kmBelow(formatKm(outcome.minimumKm));
        return refuse(below, { km: [below] });
      }
      return refuse(m.notFoundReason);
    }
    refresh();
    return { ok: true, message: m.registered(formatDay(outcome.warrantyUntil)) };
  },
});
