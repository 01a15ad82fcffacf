import { z } from "@/lib/validation/zod";
import { optionalMoneySchema, requiredText } from "@/lib/validation/fields";

export const QUOTE_BASICS_LIMITS = { description: 2000 } as const;

/**
 * A service: description required; cost optional (null when blank), ≥ 0, cents. No stage: a new
 * quote is 'pending', and the stage moves only through lib/quotes/stages.ts or a customer answer.
 */
export const quoteBasicsSchema = z.object({
  description: requiredText(
    "Descreva o serviço ou orçamento.",
    QUOTE_BASICS_LIMITS.description,
    `A descrição deve ter no máximo ${QUOTE_BASICS_LIMITS.description} caracteres.`,
    { multiline: true },
  ),
  cost: optionalMoneySchema,
});

export type QuoteBasicsInput = z.infer<typeof quoteBasicsSchema>;
export const QUOTE_BASICS_FIELDS = ["description", "cost"] as const;
