import { z } from "@/lib/validation/zod";
import { QUOTE_STATUS_IDS } from "@/lib/enums";
import { inPersonApproval as a, jobStages as m } from "@/lib/messages/job-stages";
import { moveNeedsReason, stageMoveKind } from "@/lib/quotes/stages";
import { optionalText, requiredText } from "@/lib/validation/fields";

export const STAGE_REASON_MAX_LENGTH = 500;
export const PERSON_NAME_MAX_LENGTH = 120;

const stage = z.enum(QUOTE_STATUS_IDS, { error: m.stageInvalid });

/**
 * A move the shop asks for on the quote/job page: the stage the page showed (`from`), the one
 * asked (`to`) and the reason a step back or a cancellation needs. The rules themselves
 * (lib/quotes/stages.ts) are checked again by the data layer, in the statement that moves.
 */
export const stageMoveSchema = z
  .object({
    from: stage,
    to: stage,
    reason: optionalText(STAGE_REASON_MAX_LENGTH, m.reasonTooLong(STAGE_REASON_MAX_LENGTH), { multiline: true }),
  })
  .superRefine((move, context) => {
    const kind = stageMoveKind(move.from, move.to);
    if (kind && moveNeedsReason(kind) && !move.reason) context.addIssue({ code: "custom", path: ["reason"], message: m.reasonRequired });
  });

export type StageMoveInput = z.output<typeof stageMoveSchema>;

/** 'Aprovação presencial': who approved, who at the shop took it, the consent to non-original parts. */
export const inPersonApprovalSchema = z.object({
  customerName: requiredText(a.customerNameRequired, PERSON_NAME_MAX_LENGTH, a.tooLong(PERSON_NAME_MAX_LENGTH)),
  takenBy: requiredText(a.takenByRequired, PERSON_NAME_MAX_LENGTH, a.tooLong(PERSON_NAME_MAX_LENGTH)),
  partsConsent: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});

export const IN_PERSON_APPROVAL_FIELDS = ["customerName", "takenBy", "partsConsent"] as const;
