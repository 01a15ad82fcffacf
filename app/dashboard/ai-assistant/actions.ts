"use server";

import { revalidatePath } from "next/cache";
import { formFields, validationFailure, type ActionResult } from "@/lib/action-result";
import { saveAssistantSettings } from "@/lib/data/assistant-settings";
import { messages } from "@/lib/messages";
import { getCurrentAccount, requireSubscribedUser } from "@/lib/session";
import { assistantSettingsSchema } from "@/lib/validation/assistant-settings";

const m = messages.assistant;

export async function saveAssistantSettingsAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  // §8: a session that ran out gets its own message (the form keeps its text), then /auth.
  if (!(await getCurrentAccount())) return { ok: false, message: m.loginRequired, redirectTo: "/auth" };
  const user = await requireSubscribedUser();

  const parsed = assistantSettingsSchema.safeParse(formFields(formData, ["name", "basePrompt"]));
  if (!parsed.success) return validationFailure(parsed.error);
  try {
    await saveAssistantSettings(user.id, parsed.data);
  } catch (error) {
    console.error("configurações do assistente não salvas", { userId: user.id }, error);
    return { ok: false, message: m.saveError };
  }
  revalidatePath("/dashboard/ai-assistant");
  return { ok: true, message: m.saved };
}

// IMAGE UPLOAD (issue 6, not built yet): an `uploadAssistantImageAction(formData)` belongs here,
// beside this one. It checks the file with the logo's server-side checks (real type from the
// bytes, 2 MB), stores it through the shared storage, and writes the URL with a data-layer
// function in lib/data/assistant-settings.ts (an upsert of `image_url` keyed by the user, like
// saveAssistantSettings, which leaves `image_url` alone on purpose). The form has its slot
// marked in components/assistant/assistant-settings-form.tsx.
