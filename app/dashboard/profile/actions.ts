"use server";

import { revalidatePath } from "next/cache";
import { formFields, validationFailure, type ActionResult } from "@/lib/action-result";
import { replaceLogoUrl, saveProfile } from "@/lib/data/profile";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";
import { deleteOwnedImage, storeImage } from "@/lib/uploads/image";
import { profileSchema } from "@/lib/validation/profile";

const PROFILE_FIELDS = ["shopName", "ownerName", "description", "slug", "whatsappIntegration", "services", "openingHours"] as const;

/** The sidebar (shop name, logo) shows what was just saved; the public page is never cached. */
function refreshProfileViews() {
  revalidatePath("/dashboard", "layout");
}

/** 'Salvar Alterações': every field of the four tabs but the logo. */
export async function saveProfileAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const account = await requireSubscribedUser();
  const parsed = profileSchema.safeParse(formFields(formData, PROFILE_FIELDS));
  if (!parsed.success) {
    const invalid = validationFailure(parsed.error);
    return { ...invalid, message: messages.profile.saveError + invalid.message };
  }
  try {
    const saved = await saveProfile(account.id, parsed.data);
    if (!saved.ok) {
      return {
        ok: false,
        message: messages.profile.saveError + messages.profile.slugTaken,
        fieldErrors: { slug: [messages.profile.slugTakenField] },
      };
    }
  } catch (error) {
    console.error("perfil não salvo", { userId: account.id }, error);
    return { ok: false, message: messages.profile.saveError + messages.profile.tryAgain };
  }
  refreshProfileViews();
  return { ok: true, message: messages.profile.saved };
}

/**
 * Stores the new logo, points the profile at it, then deletes the previous one. The client never
 * names an object to delete: the previous URL comes from the database, and deleteOwnedImage()
 * only touches keys of this user.
 */
export async function uploadLogoAction(formData: FormData): Promise<ActionResult> {
  const account = await requireSubscribedUser();
  const stored = await storeImage(account.id, formData.get("logo"));
  if (!stored.ok) {
    return { ok: false, message: stored.reason === "invalid" ? stored.message : messages.logo.uploadError + stored.message };
  }
  let previous: string | null;
  try {
    previous = await replaceLogoUrl(account.id, stored.url);
  } catch (error) {
    console.error("logo não salvo no perfil", { userId: account.id }, error);
    await deleteOwnedImage(account.id, stored.url).catch(() => {});
    return { ok: false, message: messages.logo.uploadError + messages.logo.tryAgain };
  }
  // The new logo is in place; an old file left behind is only logged.
  await deleteOwnedImage(account.id, previous).catch((error) => console.error("logo antigo não removido", { userId: account.id, previous }, error));
  refreshProfileViews();
  return { ok: true, message: messages.logo.uploaded };
}

/** 'Remover logo' (after 'Tem certeza que deseja remover o logo?'). */
export async function removeLogoAction(): Promise<ActionResult> {
  const account = await requireSubscribedUser();
  let previous: string | null;
  try {
    previous = await replaceLogoUrl(account.id, null);
  } catch (error) {
    console.error("logo não removido", { userId: account.id }, error);
    return { ok: false, message: messages.logo.removeError + messages.logo.tryAgain };
  }
  if (!previous) return { ok: false, message: messages.logo.removeError + messages.logo.nothingToRemove };
  await deleteOwnedImage(account.id, previous).catch((error) => console.error("arquivo do logo não removido", { userId: account.id, previous }, error));
  refreshProfileViews();
  return { ok: true, message: messages.logo.removed };
}
