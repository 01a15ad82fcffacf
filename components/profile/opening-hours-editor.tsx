"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { WEEKDAYS } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { toggleDay, WEEKDAY_LABELS } from "@/lib/profile/opening-hours";

/** 'Horário de Funcionamento': a switch per weekday; a closed day's hours cannot be edited. */
export function OpeningHoursEditor({ hours, onChange }: { hours: OpeningHours; onChange: (hours: OpeningHours) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Horário de Funcionamento</h2>
        </CardTitle>
        <CardDescription id="opening-hours-hint">
          Use o formato 08:00-18:00 (24 horas). Para mais de um período no dia, separe com ponto e vírgula: 08:00-12:00;14:00-18:00.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {WEEKDAYS.map((day) => {
            const { open, hours: text } = hours[day];
            const label = WEEKDAY_LABELS[day];
            return (
              <li key={day} className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-center">
                <div className="flex items-center gap-3">
                  <Switch id={`hours-${day}-open`} checked={open} onCheckedChange={(checked) => onChange(toggleDay(hours, day, checked))} />
                  <Label htmlFor={`hours-${day}-open`} className="cursor-pointer">
                    {label}
                  </Label>
                  <span className="text-sm text-muted-foreground" aria-hidden="true">
                    {open ? "Aberto" : "Fechado"}
                  </span>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`hours-${day}`} className="sr-only">
                    Horário de {label}
                  </Label>
                  <Input
                    id={`hours-${day}`}
                    value={text}
                    disabled={!open}
                    placeholder={open ? "08:00-18:00" : "Fechado"}
                    onChange={(event) => onChange({ ...hours, [day]: { open, hours: event.target.value } })}
                    aria-describedby="opening-hours-hint"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
