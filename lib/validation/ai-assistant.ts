import { z } from "@/lib/validation/zod";
import { aiAssistant as m } from "@/lib/messages/ai-assistant";
import { plainText } from "@/lib/validation/fields";

/** The numbers inside the "…no máximo N caracteres" messages of lib/messages/. */
export const ASSISTANT_LIMITS = { name: 60, basePrompt: 4000 } as const;

/** The prompt's content is free; it only has to exist and fit. */
export const assistantSettingsSchema = z.object({
  name: plainText().pipe(z.string().min(1, m.nameRequired).max(ASSISTANT_LIMITS.name, m.nameTooLong)),
  basePrompt: plainText({ multiline: true }).pipe(z.string().min(1, m.promptRequired).max(ASSISTANT_LIMITS.basePrompt, m.promptTooLong)),
});

export type AssistantSettingsInput = z.infer<typeof assistantSettingsSchema>;
export const ASSISTANT_FIELDS = ["name", "basePrompt"] as const;
