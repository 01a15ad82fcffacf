"use client";

import type { ReactNode } from "react";
import { moveJobStageAction } from "@/lib/actions/job-stages";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextareaField } from "@/components/forms/text-field";
import type { QuoteStatus } from "@/lib/enums";
import { jobStages as m } from "@/lib/messages/job-stages";
import { reasons } from "@/lib/messages/validation";
import { STAGE_REASON_MAX_LENGTH } from "@/lib/validation/job-stages";

type Props = {
  quoteId: string;
  /** The stage the page shows: the server moves only from there. */
  from: QuoteStatus;
  to: QuoteStatus;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  /** A step back or a cancellation says why (kept in 'Histórico do orçamento'). */
  withReason: boolean;
  onMoved?: () => void;
};

/**
 * One move of the job, confirmed in a dialog (and with its reason when it needs one). A refusal
 * (a stale page, a move not allowed) keeps the dialog open with what was typed and toasts why.
 */
export function StageMoveDialog({ quoteId, from, to, trigger, title, description, submitLabel, withReason, onMoved }: Props) {
  const id = `stage-reason-${to}`;
  return (
    <ActionFormDialog
      action={moveJobStageAction.bind(null, quoteId, from, to)}
      unreachable={m.moveError + reasons.tryAgain}
      onSuccess={() => onMoved?.()}
      trigger={trigger}
      title={title}
      description={description}
      cancelLabel={m.keep}
      submitLabel={submitLabel}
      pendingLabel={m.pending}
    >
      {({ fieldErrors }) => (
        <>
          {withReason && (
            <TextareaField
              id={id}
              name="reason"
              label={m.reasonLabel}
              hint={m.reasonHint}
              rows={3}
              required
              maxLength={STAGE_REASON_MAX_LENGTH}
              errors={fieldErrors?.reason}
            />
          )}
        </>
      )}
    </ActionFormDialog>
  );
}
