"use server";

import { defineAction, formInput } from "@/lib/actions/define-action";
import { proFeatureRefusal } from "@/lib/actions/plan-refusals";
import { assistantModel } from "@/lib/assistant/model";
import { modelSentenceParts } from "@/lib/assistant/model-sentence";
import { matchParts, splitSentence } from "@/lib/assistant/quote-sentence";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { assistantModelBudgets, assistantModelKeys } from "@/lib/rate-limit";
import { getQuoteDefaults } from "@/lib/data/profile";
import { listPastLinesLike } from "@/lib/data/quote-drafts";
import { quoteEditor } from "@/lib/messages/quote-editor";
import { sentenceLines, type SentenceLine } from "@/lib/quotes/sentence-lines";
import { QUOTE_SENTENCE_FIELDS, quoteSentenceSchema } from "@/lib/validation/quote-draft";

const m = quoteEditor.assistant;

/**
 * 'Montar com o assistente': the lines a sentence asks for ("troca de óleo 5w30 4 litros, filtro,
 * 1h de mão de obra"), priced from the shop's catalogue, its past quotes and its hourly rate. It
 * writes nothing: the editor adds the lines the mechanic keeps, and only his save stores them.
 */
export const draftQuoteFromSentenceAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "montagem de itens pelo assistente",
  texts: { prefix: m.error },
  input: (_previous: unknown, formData: FormData) => formInput(formData, QUOTE_SENTENCE_FIELDS),
  schema: quoteSentenceSchema,
  async run({ caller, input }) {
    // The assistant is Profissional's (lib/plans.ts): Básico is told so, with the way to it.
    const refused = proFeatureRefusal(caller.plan, "aiAssistant");
    if (refused) return refused;
    const parts = (await modelParts(caller.shopId, input.sentence)) ?? splitSentence(input.sentence);
    const [defaults, history] = await Promise.all([
      getQuoteDefaults(caller.shopId),
      listPastLinesLike(
        caller.shopId,
        parts.map((part) => part.name),
      ),
    ]);
    const drafts = matchParts(parts, { catalogue: defaults.services, history });
    return { ok: true, data: sentenceLines(drafts, defaults.hourlyRate) satisfies SentenceLine[] };
  },
});

/**
 * With the operator's model, within the shop's monthly budget of model calls (the chat's own), the
 * model reads the sentence; null leaves it to the parser (no model, the budget spent, a failure).
 */
async function modelParts(shopId: string, sentence: string) {
  const model = assistantModel();
  if (!model) return null;
  if (!(await consumeRateLimit(assistantModelKeys.shop(shopId), assistantModelBudgets().shop)).allowed) return null;
  return modelSentenceParts(model, sentence);
}
