"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction, recordIdField } from "@/lib/actions/define-action";
import { deleteLead } from "@/lib/data/leads";
import { messages } from "@/lib/messages";

const m = messages.leads;

/** A shop deletes its own leads; an operator also the product's. */
export const deleteLeadAction = defineAction({
  access: "plan",
  name: "exclusão de interessado",
  texts: { prefix: m.deleteError, failed: m.deleteError + m.tryAgain },
  input: (leadId: string) => ({ leadId }),
  schema: z.object({ leadId: recordIdField(m.notFound) }),
  async run({ caller, input, refuse }) {
    if (!(await deleteLead(caller, input.leadId))) return refuse(m.notFound);
    revalidatePath("/dashboard", "layout");
    return { ok: true, message: m.deleted };
  },
});
