import { z } from "@/lib/validation/zod";
import { QUOTE_STATUS_IDS } from "@/lib/enums";
import { optionalMoneySchema, requiredText } from "@/lib/validation/fields";

export const QUOTE_BASICS_LIMITS = { description: 2000 } as const;

/** A service: description required; cost optional (null when blank), ≥ 0, cents; a status. */
export const quoteBasicsSchema = z.object({
  description: requiredText(
    "Descreva o serviço ou orçamento.",
    QUOTE_BASICS_LIMITS.description,
    `A descrição deve ter no máximo ${QUOTE_BASICS_LIMITS.description} caracteres.`,
    { multiline: true },
  ),
  cost: optionalMoneySchema,
  status: z.enum(QUOTE_STATUS_IDS, { error: "Escolha um status da lista." }).default("pending"),
});

export type QuoteBasicsInput = z.infer<typeof quoteBasicsSchema>;
export const QUOTE_BASICS_FIELDS = ["description", "cost", "status"] as const;
