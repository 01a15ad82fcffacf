"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { deleteLead } from "@/lib/data/leads";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export async function deleteLeadAction(leadId: string): Promise<ActionResult> {
  const viewer = await requireSubscribedUser();
  const id = z.uuid().safeParse(leadId);
  if (!id.success) return { ok: false, message: messages.leads.deleteError + messages.leads.notFound };
  try {
    // Someone else's lead, or one already gone, is simply "not found": never confirms it exists.
    if (!(await deleteLead(viewer, id.data))) {
      return { ok: false, message: messages.leads.deleteError + messages.leads.notFound };
    }
  } catch (error) {
    console.error("exclusão de interessado falhou", { userId: viewer.id, leadId }, error);
    return { ok: false, message: messages.leads.deleteError + messages.leads.tryAgain };
  }
  revalidatePath("/dashboard", "layout");
  return { ok: true, message: messages.leads.deleted };
}
