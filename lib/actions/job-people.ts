"use server";

import { refresh } from "next/cache";
import { z } from "@/lib/validation/zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { assignJob, listAssignable } from "@/lib/data/job-people";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";

const m = messages.jobPeople;

/**
 * 'Responsável': the front desk or the owner says who does the job; "" is nobody. A person who is
 * not one of the shop's people today (another shop's, someone who left, a forged id) is refused
 * like a missing quote, and nothing changes.
 */
export const assignJobAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "definição do responsável pelo serviço",
  texts: { prefix: m.error },
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, ["memberId"]) }),
  schema: z.object({
    quoteId: recordIdField(m.notFoundReason),
    memberId: z.string().refine((value) => value === "" || isRecordId(value), m.invalid),
  }),
  async run({ caller, input: { quoteId, memberId }, refuse }) {
    const member = memberId || null;
    if (!(await assignJob(caller.shopId, quoteId, member))) return refuse(m.notFoundReason);
    const name = member ? ((await listAssignable(caller.shopId)).find((person) => person.id === member)?.name ?? null) : null;
    refresh();
    return { ok: true, message: m.saved(name) };
  },
});
