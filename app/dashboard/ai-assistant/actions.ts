"use server";

import { revalidatePath } from "next/cache";
import { formFields, validationFailure, type ActionResult } from "@/lib/action-result";
import { saveAssistantSettings, setAssistantImage } from "@/lib/data/assistant-settings";
import { messages } from "@/lib/messages";
import { getCurrentAccount, requireSubscribedUser } from "@/lib/session";
import { deleteOwnedImage, storeImage } from "@/lib/uploads/image";
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

/**
 * Stores the assistant's new image with the logo's checks (type from the bytes, 2 MB, SVG
 * sanitised, key `userId-random.ext`), points the settings at it, then deletes the previous one.
 * The client never names an object to delete: the previous URL comes from the database, and
 * deleteOwnedImage() only touches keys of this user.
 */
export async function uploadAssistantImageAction(formData: FormData): Promise<ActionResult> {
  if (!(await getCurrentAccount())) return { ok: false, message: m.loginRequired, redirectTo: "/auth" };
  const user = await requireSubscribedUser();

  const stored = await storeImage(user.id, formData.get("image"));
  if (!stored.ok) {
    return { ok: false, message: stored.reason === "invalid" ? stored.message : messages.logo.uploadError + stored.message };
  }
  let previous: string | null;
  try {
    previous = await setAssistantImage(user.id, stored.url);
  } catch (error) {
    console.error("imagem do assistente não salva", { userId: user.id }, error);
    await deleteOwnedImage(user.id, stored.url).catch(() => {});
    return { ok: false, message: messages.logo.uploadError + messages.logo.tryAgain };
  }
  // The new image is in place; an old file left behind is only logged.
  await deleteOwnedImage(user.id, previous).catch((error) =>
    console.error("imagem antiga do assistente não removida", { userId: user.id, previous }, error),
  );
  revalidatePath("/dashboard/ai-assistant");
  return { ok: true, message: m.imageUploaded };
}

/** 'Remover imagem' (after 'Tem certeza que deseja remover a imagem do assistente?'). */
export async function removeAssistantImageAction(): Promise<ActionResult> {
  if (!(await getCurrentAccount())) return { ok: false, message: m.loginRequired, redirectTo: "/auth" };
  const user = await requireSubscribedUser();

  let previous: string | null;
  try {
    previous = await setAssistantImage(user.id, null);
  } catch (error) {
    console.error("imagem do assistente não removida", { userId: user.id }, error);
    return { ok: false, message: m.imageRemoveError + messages.logo.tryAgain };
  }
  if (!previous) return { ok: false, message: m.imageRemoveError + m.imageNothingToRemove };
  await deleteOwnedImage(user.id, previous).catch((error) =>
    console.error("arquivo da imagem do assistente não removido", { userId: user.id, previous }, error),
  );
  revalidatePath("/dashboard/ai-assistant");
  return { ok: true, message: m.imageRemoved };
}
