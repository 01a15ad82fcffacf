"use client";

import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextareaField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { cancelPaymentAction } from "@/lib/actions/payments";
import { payments } from "@/lib/messages/payments";
import { reasons } from "@/lib/messages/validation";
import { CANCEL_REASON_MAX } from "@/lib/validation/payment";

const m = payments;

/**
 * 'Cancelar pagamento': a payment is never edited; a mistake is cancelled with a reason, once, and
 * stays in the list struck through. A dialog because it cannot be undone.
 */
export function CancelPaymentDialog({
  paymentId,
  label,
}: {
  paymentId: string;
  /** Names the payment: "Cancelar pagamento de R$ 100,00 em 20/11/2026". */ label: string;
}) {
  return (
    <ActionFormDialog
      action={cancelPaymentAction.bind(null, paymentId)}
      unreachable={m.cancelError + reasons.tryAgain}
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={label} className="h-11 text-destructive hover:text-destructive sm:h-9">
          <X aria-hidden="true" /> {m.cancelButton}
        </Button>
      }
      title={m.cancelTitle}
      description={m.cancelDescription}
      cancelLabel={m.keep}
      submitLabel={m.cancelSubmit}
      pendingLabel={m.cancelSaving}
    >
      {({ fieldErrors }) => (
        <>
          <TextareaField
            id={`cancel-reason-${paymentId}`}
            name="reason"
            label={m.cancelReasonLabel}
            rows={2}
            required
            maxLength={CANCEL_REASON_MAX}
            errors={fieldErrors?.reason}
          />
        </>
      )}
    </ActionFormDialog>
  );
}
