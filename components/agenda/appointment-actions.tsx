"use client";

import { useState } from "react";
import { CancelDialog, ConfirmButton } from "@/components/agenda/request-actions";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { SelectField } from "@/components/forms/text-field";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { arrivedAppointmentAction, noShowAppointmentAction, rescheduleAppointmentAction } from "@/lib/actions/agenda";
import type { AppointmentStatus } from "@/lib/enums";
import { agenda } from "@/lib/messages/agenda";
import { reasons } from "@/lib/messages/validation";
import { cn } from "@/lib/utils";

const d = agenda.detail;

export type RescheduleDay = { day: string; label: string; slots: { value: string; time: string }[] };

/** 'Remarcar': a day, then one of its free times. */
function RescheduleDialog({ appointmentId, days }: { appointmentId: string; days: RescheduleDay[] }) {
  const first = days.find((candidate) => candidate.slots.length > 0)?.day ?? days[0]?.day ?? "";
  const [day, setDay] = useState(first);
  const [startsAt, setStartsAt] = useState("");
  const slots = days.find((candidate) => candidate.day === day)?.slots ?? [];
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
        <>
          <SelectField
            id="reschedule-day"
            label={d.newDay}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setStartsAt("");
            }}
            className="h-11"
            options={days.map((candidate) => ({ value: candidate.day, label: candidate.label }))}
          />
          <fieldset className="grid gap-2" aria-describedby={fieldErrors?.startsAt ? "reschedule-time-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">{d.newTime}</legend>
            {slots.length === 0 ? (
              <p className="text-sm text-muted-foreground">{agenda.form.noSlotsThatDay}</p>
            ) : (
              <div className="grid max-h-60 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
                {slots.map((slot) => (
                  <label
                    key={slot.value}
                    className={cn(
                      "flex h-11 cursor-pointer items-center justify-center rounded-md border text-sm tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      startsAt === slot.value && "border-primary bg-primary/10",
                    )}
                  >
                    <input
                      type="radio"
                      name="startsAt"
                      value={slot.value}
                      checked={startsAt === slot.value}
                      onChange={() => setStartsAt(slot.value)}
                      className="sr-only"
                    />
                    {slot.time}
                  </label>
                ))}
              </div>
            )}
            {fieldErrors?.startsAt && (
              <p id="reschedule-time-error" className="text-sm text-destructive">
                {fieldErrors.startsAt.join(" ")}
              </p>
            )}
          </fieldset>
        </>
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
  days: RescheduleDay[];
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
