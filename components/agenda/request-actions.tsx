"use client";

import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextareaField } from "@/components/forms/text-field";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cancelAppointmentAction, confirmAppointmentAction } from "@/lib/actions/agenda";
import { agenda } from "@/lib/messages/agenda";
import { reasons } from "@/lib/messages/validation";
import { APPOINTMENT_LIMITS } from "@/lib/validation/appointment";

const d = agenda.detail;

/** 'Confirmar' an appointment: the button shows it is working until the server answers. */
export function ConfirmButton({ appointmentId, className }: { appointmentId: string; className?: string }) {
  const [pending, confirm] = useActionCall(confirmAppointmentAction, d.confirmError + reasons.tryAgain);
  return (
    <Button type="button" className={className} disabled={pending} onClick={() => confirm(appointmentId)}>
      {pending && <Spinner label="" aria-hidden="true" />}
      {pending ? d.confirming : d.confirm}
    </Button>
  );
}

/** 'Cancelar agendamento' (or 'Recusar' a request): a dialog that asks why. */
export function CancelDialog({
  appointmentId,
  triggerLabel,
  className,
}: {
  appointmentId: string;
  triggerLabel: string;
  className?: string;
}) {
  return (
    <ActionFormDialog
      action={cancelAppointmentAction.bind(null, appointmentId)}
      unreachable={d.cancelError + reasons.tryAgain}
      trigger={
        <Button type="button" variant="outline" className={className}>
          {triggerLabel}
        </Button>
      }
      title={d.cancelTitle}
      description={d.cancelDescription}
      cancelLabel={d.keep}
      submitLabel={d.cancel}
      pendingLabel={d.cancelling}
    >
      {({ fieldErrors }) => (
        <TextareaField
          id={`cancel-reason-${appointmentId}`}
          name="reason"
          label={d.cancelReason}
          rows={3}
          required
          maxLength={APPOINTMENT_LIMITS.reason}
          errors={fieldErrors?.reason}
        />
      )}
    </ActionFormDialog>
  );
}

/** A request waiting for the shop: 'Confirmar' or 'Recusar', at thumb size. */
export function RequestActions({ appointmentId }: { appointmentId: string }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <ConfirmButton appointmentId={appointmentId} className="h-11" />
      <CancelDialog appointmentId={appointmentId} triggerLabel={d.refuse} className="h-11" />
    </div>
  );
}
