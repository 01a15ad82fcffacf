"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { replaceLogoUrl, saveProfile } from "@/lib/data/profile";
import { messages } from "@/lib/messages";
import { removeImage, replaceImage } from "@/lib/uploads/image";
import { PROFILE_FIELDS, profileSchema } from "@/lib/validation/profile";

const m = messages.profile;

/** The sidebar (shop name, logo) shows what was just saved; the public page is never cached. */
function refreshProfileViews() {
  revalidatePath("/dashboard", "layout");
}

/** 'Salvar Alterações': every field of the four tabs but the logo. */
export const saveProfileAction = defineAction({
  access: "plan",
  name: "perfil",
  texts: { prefix: m.saveError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, PROFILE_FIELDS),
  schema: profileSchema,
  async run({ caller, input, refuse }) {
    const saved = await saveProfile(caller.id, input);
    if (!saved.ok) return refuse(m.slugTaken, { slug: [m.slugTakenField] });
    refreshProfileViews();
    return { ok: true, message: m.saved };
  },
});

/** The logo is stored the moment it is chosen, apart from 'Salvar Alterações'. */
export const uploadLogoAction = defineAction({
  access: "plan",
  name: "upload do logo",
  texts: { failed: messages.logo.uploadError + messages.logo.tryAgain },
  input: (formData: FormData) => ({ file: formData.get("logo") }),
  schema: z.object({ file: z.unknown() }),
  async run({ caller, input }) {
    const replaced = await replaceImage(caller.id, input.file, (url) => replaceLogoUrl(caller.id, url));
    if (!replaced.ok) return replaced;
    refreshProfileViews();
    return { ok: true, message: messages.logo.uploaded };
  },
});

/** 'Remover logo' (after 'Tem certeza que deseja remover o logo?'). */
export const removeLogoAction = defineAction({
  access: "plan",
  name: "remoção do logo",
  texts: { prefix: messages.logo.removeError, failed: messages.logo.removeError + messages.logo.tryAgain },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller, refuse }) {
    if (!(await removeImage(caller.id, (url) => replaceLogoUrl(caller.id, url)))) return refuse(messages.logo.nothingToRemove);
    refreshProfileViews();
    return { ok: true, message: messages.logo.removed };
  },
});
