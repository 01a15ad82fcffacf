import { z } from "@/lib/validation/zod";
import { conversations as m } from "@/lib/messages/conversations";
import { validation } from "@/lib/messages/validation";
import { hasControlCharacters } from "@/lib/validation/fields";

/** The chat's form fields (components/assistant-chat/chat-page.tsx). */
export const CHAT_FIELDS = { token: "c", message: "mensagem" } as const;
/** A visitor's message: a question, not a document. */
export const MESSAGE_MAX = 1000;

/** What a visitor sends: trimmed, 1 to MESSAGE_MAX characters, no control characters. */
export const chatMessageSchema = z
  .string()
  .trim()
  .min(1, m.refused.empty)
  .max(MESSAGE_MAX, m.refused.tooLong)
  .refine((text) => !hasControlCharacters(text), validation.controlCharacters);
