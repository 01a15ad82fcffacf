/** Tenant isolation: ai-assistant (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { type Attack } from "../fixtures";

export const attacks: Record<string, Attack> = {};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/ai-assistant.ts#saveAssistantSettingsAction": "writes the caller's own settings; no id taken",
  "lib/actions/ai-assistant.ts#uploadAssistantImageAction":
    "writes the caller's own settings; the file to delete comes from the database (cross-shop: assistant-image.test.ts)",
  "lib/actions/ai-assistant.ts#removeAssistantImageAction": "same as uploadAssistantImageAction",
  "lib/data/ai-assistant.ts#getAssistantSettings": "the session's own settings row (keyed by user id)",
  "lib/data/ai-assistant.ts#saveAssistantSettings": "the session's own settings row",
  "lib/data/ai-assistant.ts#setAssistantImage": "the session's own settings row",
  "lib/data/ai-assistant.ts#assistantAnswersFor": "the shop of a quote link's token; answers only whether its plan has the assistant",
};
