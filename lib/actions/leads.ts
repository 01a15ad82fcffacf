"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, recordIdField } from "@/lib/actions/define-action";
import { deleteLead, setLeadAnswered } from "@/lib/data/leads";
import { messages } from "@/lib/messages";

const m = messages.leads;

/** A shop deletes its own leads; an operator also the product's. */
export const deleteLeadAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "exclusão de interessado",
  texts: { prefix: m.deleteError, failed: m.deleteError + m.tryAgain },
  input: (leadId: string) => ({ leadId }),
  schema: z.object({ leadId: recordIdField(m.notFound) }),
  async run({ caller, input, refuse }) {
    if (!(await deleteLead(caller, input.leadId))) return refuse(m.notFound);
    refresh();
    return { ok: true, message: m.deleted };
  },
});

/** 'Marcar como respondido' / 'Desmarcar': the shop keeps track of whom it already answered, and since when. */
export const setLeadAnsweredAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "marcação de interessado respondido",
  texts: { prefix: m.answeredError, failed: m.answeredError + m.tryAgain },
  input: (leadId: string, answered: boolean) => ({ leadId, answered }),
  schema: z.object({ leadId: recordIdField(m.notFound), answered: z.boolean() }),
  async run({ caller, input, refuse }) {
    if (!(await setLeadAnswered(caller, input.leadId, input.answered))) return refuse(m.notFound);
    refresh();
    return { ok: true, message: input.answered ? m.markedAnswered : m.unmarkedAnswered };
  },
});
