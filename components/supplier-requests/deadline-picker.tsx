"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { supplierRequests as m } from "@/lib/messages/supplier-requests";
import { MAX_DEADLINE_DAYS, quickDeadlines } from "@/lib/suppliers/deadline";

/**
 * 'Responder até': the quick choices still ahead ('Hoje 16h', 'Amanhã 10h'), São Paulo time, which
 * fill the day and the hour below; or a day and hour typed. Posts `deadlineDay` and `deadlineTime`.
 * Rendered only once the dialog opens (in the browser), so the clock read here is the phone's.
 */
export function DeadlinePicker({ errors }: { errors?: string[] }) {
  const [choices] = useState(() => quickDeadlines());
  const [day, setDay] = useState(choices[0]?.day ?? "");
  const [time, setTime] = useState(choices[0]?.time ?? "");
  const today = shopToday();
  return (
    <fieldset className="grid gap-3" aria-describedby={errors?.length ? "supplier-request-deadline-error" : undefined}>
      <legend className="mb-2 text-sm font-medium">{m.deadlineLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const chosen = choice.day === day && choice.time === time;
          return (
            <Button
              key={choice.label}
              type="button"
              variant={chosen ? "default" : "outline"}
              aria-pressed={chosen}
              className="h-11 sm:h-9"
              onClick={() => {
                setDay(choice.day);
                setTime(choice.time);
              }}
            >
              {choice.label}
            </Button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="supplier-request-day">{m.deadlineDay}</Label>
          <Input
            id="supplier-request-day"
            name="deadlineDay"
            type="date"
            min={today}
            max={addDaysToDay(today, MAX_DEADLINE_DAYS)}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            aria-invalid={errors?.length ? true : undefined}
            className="h-11 sm:h-10"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="supplier-request-time">{m.deadlineTime}</Label>
          <Input
            id="supplier-request-time"
            name="deadlineTime"
            type="time"
            step={60}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={errors?.length ? true : undefined}
            className="h-11 sm:h-10"
          />
        </div>
      </div>
      {errors?.length ? (
        <p id="supplier-request-deadline-error" className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
