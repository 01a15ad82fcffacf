"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput } from "@/lib/actions/define-action";
import { proFeatureRefusal } from "@/lib/actions/plan-refusals";
import type { ActionResult } from "@/lib/actions/result";
import { saveAssistantSettings, setAssistantImage } from "@/lib/data/ai-assistant";
import { messages } from "@/lib/messages";
import { removeImage, replaceImage } from "@/lib/uploads/image";
import { ASSISTANT_FIELDS, assistantSettingsSchema } from "@/lib/validation/ai-assistant";

const m = messages.aiAssistant;

export const saveAssistantSettingsAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "configurações do assistente",
  texts: { failed: m.saveError, loginRequired: m.loginRequired },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ASSISTANT_FIELDS),
  schema: assistantSettingsSchema,
  async run({ caller, input }) {
    const proOnly = proFeatureRefusal(caller.plan, "aiAssistant");
    if (proOnly) return proOnly;
    await saveAssistantSettings(caller.shopId, input);
    refresh();
    return { ok: true, message: m.saved };
  },
});

/** The assistant's image, with the logo's checks (type from the bytes, 10 MB, re-encoded small, SVG sanitised). */
export const uploadAssistantImageAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "upload da imagem do assistente",
  texts: { failed: messages.logo.uploadError + messages.logo.tryAgain, loginRequired: m.loginRequired },
  input: (formData: FormData) => ({ file: formData.get("image") }),
  schema: z.object({ file: z.unknown() }),
  async run({ caller, input }) {
    const proOnly = proFeatureRefusal(caller.plan, "aiAssistant");
    if (proOnly) return proOnly;
    const replaced = await replaceImage(caller.shopId, input.file, (url) => setAssistantImage(caller.shopId, url));
    if (!replaced.ok) return replaced;
    refresh();
    return { ok: true, message: m.imageUploaded };
  },
});

/** 'Remover imagem' (after 'Tem certeza que deseja remover a imagem do assistente?'). */
export const removeAssistantImageAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "remoção da imagem do assistente",
  texts: { prefix: m.imageRemoveError, failed: m.imageRemoveError + messages.logo.tryAgain, loginRequired: m.loginRequired },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller, refuse }) {
    if (!(await removeImage(caller.shopId, (url) => setAssistantImage(caller.shopId, url)))) return refuse(m.imageNothingToRemove);
    refresh();
    return { ok: true, message: m.imageRemoved };
  },
});
