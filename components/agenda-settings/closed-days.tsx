"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionCall, useActionForm } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Trash2 } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { addClosedDayAction, removeClosedDayAction } from "@/lib/actions/agenda-settings";
import { formatDay } from "@/lib/calendar";
import { agendaSettings } from "@/lib/messages/agenda-settings";

const m = agendaSettings.closedDays;

/**
 * 'Dias fechados': the days off from today on, each removed on its own, and a day added by a date
 * input bounded by today and a year ahead (`today` and `lastDay` from the server, São Paulo's).
 */
export function ClosedDays({ days, today, lastDay }: { days: string[]; today: string; lastDay: string }) {
  const { formProps, fieldErrors } = useActionForm(addClosedDayAction, {
    unreachable: m.addError + agendaSettings.tryAgain,
    resetOnSuccess: true,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {days.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ul className="grid gap-2" aria-label={m.title}>
            {days.map((day) => (
              <ClosedDay key={day} day={day} />
            ))}
          </ul>
        )}
        <form {...formProps} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              id="closed-day"
              name="day"
              type="date"
              label={m.dayLabel}
              min={today}
              max={lastDay}
              required
              errors={fieldErrors?.day}
              className="h-11 sm:h-10"
            />
          </div>
          <SubmitButton pendingLabel={m.adding} variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
            {m.add}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

function ClosedDay({ day }: { day: string }) {
  const [pending, remove] = useActionCall(removeClosedDayAction, m.removeError + agendaSettings.tryAgain);
  const shown = formatDay(day);
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
      <span className="font-medium">{m.closedOn(shown)}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-11 text-destructive hover:text-destructive sm:size-10"
        aria-label={m.remove(shown)}
        disabled={pending}
        onClick={() => remove(day)}
      >
        {pending ? <Spinner label={m.remove(shown)} /> : <Trash2 aria-hidden="true" />}
      </Button>
    </li>
  );
}
