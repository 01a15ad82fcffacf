"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import { validationFailure, type ActionResult } from "@/lib/actions/result";
import { closeSupportTicket, createSupportTicket } from "@/lib/data/support-tickets";
import { messages } from "@/lib/messages";
import { missesRequiredField, SUPPORT_TICKET_FIELDS, supportTicketSchema } from "@/lib/validation/support";

const m = messages.support;

/** 'Enviar ticket'. A repeated submit of the same ticket finds the first one and answers the same success. */
export const sendSupportTicketAction = defineAction({
  access: "plan",
  permission: "ownAccount",
  name: "ticket de suporte",
  texts: {
    prefix: m.sendErrorPrefix,
    failed: m.sendError,
    // A required field left empty has the product's own toast; other problems name their field.
    invalid: (error) => (missesRequiredField(error) ? m.requiredFields : validationFailure(error).message),
  },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, SUPPORT_TICKET_FIELDS),
  schema: supportTicketSchema,
  create: true,
  async run({ caller, input, idempotencyKey }) {
    await createSupportTicket(caller.shopId, input, idempotencyKey);
    refresh();
    return { ok: true, message: m.sent };
  },
});

/** The operator's 'Marcar como fechado'. Not an operator, or no such ticket: the same "not found". */
export const closeSupportTicketAction = defineAction({
  access: "plan",
  permission: "ownAccount",
  name: "fechamento de ticket",
  texts: { prefix: m.closeError, failed: m.closeError + m.tryAgain },
  input: (ticketId: string) => ({ ticketId }),
  schema: z.object({ ticketId: recordIdField(m.notFound) }),
  async run({ caller, input, refuse }) {
    if (!(await closeSupportTicket(caller, input.ticketId))) return refuse(m.notFound);
    refresh();
    return { ok: true, message: m.closed };
  },
});
