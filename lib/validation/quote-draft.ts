import { z } from "@/lib/validation/zod";
import { MAX_CHARACTERS } from "@/lib/assistant/quote-sentence";
import { quoteEditor } from "@/lib/messages/quote-editor";
import { requiredText } from "@/lib/validation/fields";

const m = quoteEditor.assistant;

/** 'Montar com o assistente''s form field. */
export const QUOTE_SENTENCE_FIELDS = ["sentence"] as const;

/** What the mechanic typed or pasted: several lines allowed, control characters refused, MAX_CHARACTERS at most. */
export const quoteSentenceSchema = z.object({
  sentence: requiredText(m.sentenceRequired, MAX_CHARACTERS, m.sentenceTooLong(MAX_CHARACTERS), { multiline: true }),
});
