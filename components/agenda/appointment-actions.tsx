"use client";

import { useState } from "react";
import { DayAndTime, type OfferedDay } from "@/components/agenda/day-and-time";
import { CancelDialog, ConfirmButton } from "@/components/agenda/request-actions";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { arrivedAppointmentAction, noShowAppointmentAction, rescheduleAppointmentAction } from "@/lib/actions/agenda";
import type { AppointmentStatus } from "@/lib/enums";
import { agenda } from "@/lib/messages/agenda";
import { reasons } from "@/lib/messages/validation";

const d = agenda.detail;

/** 'Remarcar': a day, then one of its free times. */
function RescheduleDialog({ appointmentId, days }: { appointmentId: string; days: OfferedDay[] }) {
  const first = days.find((candidate) => candidate.slots.length > 0)?.day ?? days[0]?.day ?? "";
  const [day, setDay] = useState(first);
  const [startsAt, setStartsAt] = useState("");
  return (
    <ActionFormDialog
      action={rescheduleAppointmentAction.bind(null, appointmentId)}
      unreachable={d.rescheduleError + reasons.tryAgain}
      onOpen={() => setStartsAt("")}
      trigger={
        <Button type="button" variant="outline" className="h-11">
          {d.reschedule}
        </Button>
      }
      title={d.rescheduleTitle}
      description={d.rescheduleDescription}
      cancelLabel={d.keep}
      submitLabel={d.reschedule}
      pendingLabel={d.rescheduling}
    >
      {({ fieldErrors }) => (
        <DayAndTime
          id="reschedule"
          days={days}
          day={day}
          startsAt={startsAt}
          onChange={(choice) => {
            setDay(choice.day);
            setStartsAt(choice.startsAt);
          }}
          labels={{ day: d.newDay, time: d.newTime }}
          errors={fieldErrors?.startsAt}
          columns="max-h-60 grid-cols-3 overflow-y-auto sm:grid-cols-4"
        />
      )}
    </ActionFormDialog>
  );
}

/** A button that runs one of the appointment's moves and shows it is working. */
function MoveButton({
  label,
  pendingLabel,
  run,
  pending,
  variant = "outline",
}: {
  label: string;
  pendingLabel: string;
  run: () => void;
  pending: boolean;
  variant?: "default" | "outline";
}) {
  return (
    <Button type="button" variant={variant} className="h-11" disabled={pending} onClick={run}>
      {pending && <Spinner label="" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * What the shop does with an open appointment: 'Chegou' first (the car is here), 'Confirmar' a
 * request, 'Remarcar', 'Não compareceu' and 'Cancelar'. Only for who manages the agenda.
 */
export function AppointmentActions({
  appointmentId,
  status,
  days,
}: {
  appointmentId: string;
  status: AppointmentStatus;
  days: OfferedDay[];
}) {
  const [arriving, arrive] = useActionCall(arrivedAppointmentAction, d.arrivedError + reasons.tryAgain);
  const [marking, markNoShow] = useActionCall(noShowAppointmentAction, d.noShowError + reasons.tryAgain);
  if (status !== "requested" && status !== "confirmed") return null;
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="appointment-actions">
      <MoveButton label={d.arrived} pendingLabel={d.arriving} run={() => arrive(appointmentId)} pending={arriving} variant="default" />
      {status === "requested" && <ConfirmButton appointmentId={appointmentId} className="h-11" />}
      <RescheduleDialog appointmentId={appointmentId} days={days} />
      <MoveButton label={d.noShow} pendingLabel={d.markingNoShow} run={() => markNoShow(appointmentId)} pending={marking} />
      <CancelDialog appointmentId={appointmentId} triggerLabel={d.cancel} className="h-11" />
    </div>
  );
}
