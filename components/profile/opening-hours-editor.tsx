"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Copy, Plus, X } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { WEEKDAYS, type Weekday } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { openingHours as m } from "@/lib/messages/profile";
import { agendaSettings } from "@/lib/messages/agenda-settings";
import {
  copyDayToAll,
  dayHoursProblem,
  joinRanges,
  MAX_RANGES_PER_DAY,
  splitRanges,
  toggleDay,
  WEEKDAY_LABELS,
  type TimeRange,
} from "@/lib/profile/opening-hours";

type Props = {
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  /** A save was refused for the hours: every day's reason shows, a period still blank included. */
  refused: boolean;
};

/**
 * 'Horário de Funcionamento': a switch per weekday and, for an open day, its periods, each a pair
 * of the phone's own time pickers (no "25:00" can be typed). What cannot be published (an end
 * before the start, periods that overlap) is said beside the day as soon as both times are in,
 * with the words the save refuses it with (dayHoursProblem). A closed day keeps its periods, shown
 * disabled, for when it opens again. A day's periods, a lunch break included, can be copied to
 * every other day at once ('Copiar para todos os dias').
 */
export function OpeningHoursEditor({ hours, onChange, refused }: Props) {
  // The day last copied to the others, said once (a screen reader hears it) until the next change.
  const [copiedFrom, setCopiedFrom] = useState<Weekday | null>(null);
  const change = (next: OpeningHours) => {
    setCopiedFrom(null);
    onChange(next);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Horário de Funcionamento</h2>
        </CardTitle>
        <CardDescription>Para fechar no almoço, use dois períodos no mesmo dia: 08:00 às 12:00 e 14:00 às 18:00.</CardDescription>
        <p className="text-sm text-muted-foreground">
          {agendaSettings.hoursAreAgenda}{" "}
          <Link href="/dashboard/profile/agenda" className="font-medium text-primary underline-offset-4 hover:underline">
            {agendaSettings.openSettings}
          </Link>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-5">
          {WEEKDAYS.map((day) => (
            <DayHours
              key={day}
              day={day}
              open={hours[day].open}
              text={hours[day].hours}
              refused={refused}
              onToggle={(open) => change(toggleDay(hours, day, open))}
              onTextChange={(text) => change({ ...hours, [day]: { open: hours[day].open, hours: text } })}
              onCopyToAll={() => {
                onChange(copyDayToAll(hours, day));
                setCopiedFrom(day);
              }}
            />
          ))}
        </ul>
        <p role="status" className="mt-4 text-sm text-muted-foreground empty:mt-0">
          {copiedFrom && m.copied(WEEKDAY_LABELS[copiedFrom])}
        </p>
      </CardContent>
    </Card>
  );
}

type DayProps = {
  day: Weekday;
  open: boolean;
  text: string;
  refused: boolean;
  onToggle: (open: boolean) => void;
  onTextChange: (text: string) => void;
  onCopyToAll: () => void;
};

function DayHours({ day, open, text, refused, onToggle, onTextChange, onCopyToAll }: DayProps) {
  const label = WEEKDAY_LABELS[day];
  const ranges = splitRanges(text);
  const filled = ranges.every((range) => range.start && range.end);
  // A period still being filled is not yet wrong; after a refused save, it is.
  const problem = filled || refused ? dayHoursProblem(day, open, text) : null;
  const problemId = `hours-${day}-problem`;
  const setRange = (index: number, changes: Partial<TimeRange>) =>
    onTextChange(joinRanges(ranges.map((range, at) => (at === index ? { ...range, ...changes } : range))));

  return (
    <li className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-start">
      <div className="flex min-h-11 items-center gap-3">
        <Switch id={`hours-${day}-open`} checked={open} onCheckedChange={onToggle} />
        <Label htmlFor={`hours-${day}-open`} className="cursor-pointer">
          {label}
        </Label>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {open ? "Aberto" : "Fechado"}
        </span>
      </div>
      <div className="grid gap-2">
        {ranges.map((range, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <TimeInput
              id={`hours-${day}-${index}-start`}
              label={`Abre às (${label}${ranges.length > 1 ? `, período ${index + 1}` : ""})`}
              shortLabel="Abre às"
              value={range.start}
              disabled={!open}
              problemId={problem ? problemId : undefined}
              onChange={(start) => setRange(index, { start })}
            />
            <TimeInput
              id={`hours-${day}-${index}-end`}
              label={`Fecha às (${label}${ranges.length > 1 ? `, período ${index + 1}` : ""})`}
              shortLabel="Fecha às"
              value={range.end}
              disabled={!open}
              problemId={problem ? problemId : undefined}
              onChange={(end) => setRange(index, { end })}
            />
            {ranges.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 sm:size-10"
                disabled={!open}
                aria-label={`Remover período ${index + 1} de ${label}`}
                onClick={() => onTextChange(joinRanges(ranges.filter((_, at) => at !== index)))}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {problem && (
          <p id={problemId} className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {open && ranges.length < MAX_RANGES_PER_DAY && (
          <Button
            type="button"
            variant="ghost"
            className="h-11 w-fit px-2 sm:h-9"
            aria-label={`Adicionar período em ${label}`}
            onClick={() => onTextChange(joinRanges([...ranges, { start: "", end: "" }]))}
          >
            <Plus aria-hidden="true" /> Adicionar período
          </Button>
        )}
        {/* Only hours that could be published are worth copying. */}
        {open && filled && !problem && (
          <Button
            type="button"
            variant="ghost"
            className="h-11 w-fit px-2 sm:h-9"
            aria-label={m.copyToAllLabel(label)}
            onClick={onCopyToAll}
          >
            <Copy aria-hidden="true" /> {m.copyToAll}
          </Button>
        )}
      </div>
    </li>
  );
}

type TimeInputProps = {
  id: string;
  label: string;
  shortLabel: string;
  value: string;
  disabled: boolean;
  problemId?: string;
  onChange: (value: string) => void;
};

/** One time of a period: a short visible label, the day and period for screen readers. */
function TimeInput({ id, label, shortLabel, value, disabled, problemId, onChange }: TimeInputProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        <span aria-hidden="true">{shortLabel}</span>
        <span className="sr-only">{label}</span>
      </Label>
      <Input
        id={id}
        type="time"
        className="h-11 w-32 sm:h-10"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
      />
    </div>
  );
}
