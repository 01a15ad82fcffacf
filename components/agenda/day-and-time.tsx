"use client";

import { SelectField } from "@/components/forms/text-field";
import { agenda } from "@/lib/messages/agenda";
import { cn } from "@/lib/utils";

/** A day offered, with its free times (ISO instants) and how each is written ("09:30"). */
export type OfferedDay = { day: string; label: string; slots: { value: string; time: string }[] };

type Props = {
  /** Prefixes the fields' ids: two forms may be on one page. */
  id: string;
  days: OfferedDay[];
  day: string;
  startsAt: string;
  /** A new day clears the time: it was one of the other day's. */
  onChange: (choice: { day: string; startsAt: string }) => void;
  labels: { day: string; time: string };
  errors?: string[];
  /** The times' grid: the page's form has room for six a row, the dialog for four. */
  columns: string;
};

/**
 * A day, then one of its free times as big radio buttons ('startsAt' is the field): the new
 * appointment's form and 'Remarcar' choose the same way.
 */
export function DayAndTime({ id, days, day, startsAt, onChange, labels, errors, columns }: Props) {
  const slots = days.find((candidate) => candidate.day === day)?.slots ?? [];
  const errorId = `${id}-time-error`;
  return (
    <>
      <SelectField
        id={`${id}-day`}
        label={labels.day}
        value={day}
        onChange={(event) => onChange({ day: event.target.value, startsAt: "" })}
        className="h-11"
        options={days.map((candidate) => ({ value: candidate.day, label: candidate.label }))}
      />
      <fieldset className="grid gap-2" aria-describedby={errors?.length ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium">{labels.time}</legend>
        {slots.length === 0 ? (
          <p className="text-sm text-muted-foreground">{agenda.form.noSlotsThatDay}</p>
        ) : (
          <div className={cn("grid gap-2", columns)}>
            {slots.map((slot) => (
              <label
                key={slot.value}
                className={cn(
                  "flex h-11 cursor-pointer items-center justify-center rounded-md border text-sm font-medium tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  startsAt === slot.value && "border-primary bg-primary/10",
                )}
              >
                <input
                  type="radio"
                  name="startsAt"
                  value={slot.value}
                  checked={startsAt === slot.value}
                  onChange={() => onChange({ day, startsAt: slot.value })}
                  className="sr-only"
                />
                {slot.time}
              </label>
            ))}
          </div>
        )}
        {errors?.length ? (
          <p id={errorId} className="text-sm text-destructive">
            {errors.join(" ")}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
