import { z } from "@/lib/validation/zod";
import { SERVICE_STATUS_IDS } from "@/lib/enums";
import { optionalMoneySchema, requiredText } from "@/lib/validation/fields";

export const SERVICE_RECORD_LIMITS = { description: 2000 } as const;

/** A service: description required; cost optional (null when blank), ≥ 0, cents; a status. */
export const serviceRecordSchema = z.object({
  description: requiredText(
    "Descreva o serviço ou orçamento.",
    SERVICE_RECORD_LIMITS.description,
    `A descrição deve ter no máximo ${SERVICE_RECORD_LIMITS.description} caracteres.`,
    { multiline: true },
  ),
  cost: optionalMoneySchema,
  status: z.enum(SERVICE_STATUS_IDS, { error: "Escolha um status da lista." }).default("pending"),
});

export type ServiceRecordInput = z.infer<typeof serviceRecordSchema>;
export const SERVICE_RECORD_FIELDS = ["description", "cost", "status"] as const;
