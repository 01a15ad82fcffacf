"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { replaceLogoUrl, saveProfile } from "@/lib/data/profile";
import { messages } from "@/lib/messages";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { removeImage, replaceImage } from "@/lib/uploads/image";
import { PROFILE_FIELDS, profileFields, withPixSettings } from "@/lib/validation/profile";

const m = messages.profile;

/**
 * 'Salvar Alterações': every field of the four tabs but the logo. Refused, writing nothing, when the
 * profile was saved from another tab or device after this form was loaded (lib/record-version.ts):
 * the form's whole services list would otherwise replace the one saved there.
 */
export const saveProfileAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "perfil",
  texts: { prefix: m.saveError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, [...PROFILE_FIELDS, RECORD_VERSION_FIELD]),
  schema: profileFields.extend({ version: versionField(m.stale) }).transform(withPixSettings),
  async run({ caller, input: { version, ...profile }, refuse }) {
    const saved = await saveProfile(caller.shopId, profile, version);
    if (!saved.ok) {
      if (saved.reason === "stale") return { ok: false, message: m.stale };
      if (saved.reason === "slugReserved") return refuse(m.slugReserved, { slug: [m.slugReservedField] });
      return refuse(m.slugTaken, { slug: [m.slugTakenField] });
    }
    refresh();
    return { ok: true, message: m.saved };
  },
});

/** The logo is stored the moment it is chosen, apart from 'Salvar Alterações'. */
export const uploadLogoAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "upload do logo",
  texts: { failed: messages.logo.uploadError + messages.logo.tryAgain },
  input: (formData: FormData) => ({ file: formData.get("logo") }),
  schema: z.object({ file: z.unknown() }),
  async run({ caller, input }) {
    const replaced = await replaceImage(caller.shopId, input.file, (url) => replaceLogoUrl(caller.shopId, url));
    if (!replaced.ok) return replaced;
    refresh();
    return { ok: true, message: messages.logo.uploaded };
  },
});

/** 'Remover logo' (after 'Tem certeza que deseja remover o logo?'). */
export const removeLogoAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "remoção do logo",
  texts: { prefix: messages.logo.removeError, failed: messages.logo.removeError + messages.logo.tryAgain },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller, refuse }) {
    if (!(await removeImage(caller.shopId, (url) => replaceLogoUrl(caller.shopId, url)))) return refuse(messages.logo.nothingToRemove);
    refresh();
    return { ok: true, message: messages.logo.removed };
  },
});
