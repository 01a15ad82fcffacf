"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { TemplateField } from "@/components/forms/template-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { SettingCheckbox } from "@/components/profile/setting-checkbox";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { saveAgendaSettingsAction } from "@/lib/actions/agenda-settings";
import {
  APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH,
  appointmentReminderMessage,
  DEFAULT_APPOINTMENT_REMINDER_TEMPLATE,
} from "@/lib/agenda/reminder-message";
import { BOOKING_MODES, type BookingMode } from "@/lib/enums";
import { agendaSettings as m } from "@/lib/messages/agenda-settings";
import { AGENDA_LIMITS } from "@/lib/validation/agenda-settings";

/** The preview's appointment: 14:30 in São Paulo (UTC−3, no daylight saving since 2019). */
const SAMPLE_TIME = new Date("2030-03-04T17:30:00Z");

/** The settings as the form holds them: numbers as typed, so a refused value stays on screen. */
export type AgendaSettingsValues = {
  agendaSlots: string;
  agendaDailyCap: string;
  onlineBooking: boolean;
  bookingMode: BookingMode;
  bookingWeeksAhead: string;
  appointmentReminderHour: string;
  appointmentReminderTemplate: string;
};

const SELECT =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:h-10 sm:text-sm";

const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, index) => min + index);

/**
 * The agenda's settings: its capacity, online requests and the day-before reminder, with a preview
 * of the reminder as the customer reads it. Its own form and save, apart from the profile's.
 */
export function AgendaSettingsForm({ initial }: { initial: AgendaSettingsValues }) {
  const [values, setValues] = useState(initial);
  // After a save the page answers with what was stored (a blank template as the default text): show it.
  const initialKey = JSON.stringify(initial);
  const [savedKey, setSavedKey] = useState(initialKey);
  if (initialKey !== savedKey) {
    setSavedKey(initialKey);
    setValues(initial);
  }
  const change = (changes: Partial<AgendaSettingsValues>) => setValues((current) => ({ ...current, ...changes }));
  const { formProps, fieldErrors } = useActionForm(saveAgendaSettingsAction, { unreachable: m.saveError + m.tryAgain });
  const preview = appointmentReminderMessage(values.appointmentReminderTemplate, {
    customerName: m.sample.customer,
    startsAt: SAMPLE_TIME,
    vehicle: m.sample.vehicle,
    link: m.sample.link,
    shopName: m.sample.shop,
  });

  return (
    <form {...formProps}>
      <UnsavedChangesDialog dirty={JSON.stringify(values) !== initialKey} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.title}</h2>
          </CardTitle>
          <CardDescription>{m.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="agenda-slots"
              name="agendaSlots"
              label={m.slotsLabel}
              hint={m.slotsHint}
              type="number"
              inputMode="numeric"
              min={AGENDA_LIMITS.slots.min}
              max={AGENDA_LIMITS.slots.max}
              required
              value={values.agendaSlots}
              onChange={(event) => change({ agendaSlots: event.target.value })}
              errors={fieldErrors?.agendaSlots}
              className="h-11 sm:h-10"
            />
            <TextField
              id="agenda-daily-cap"
              name="agendaDailyCap"
              label={m.dailyCapLabel}
              hint={m.dailyCapHint}
              type="number"
              inputMode="numeric"
              min={AGENDA_LIMITS.dailyCap.min}
              max={AGENDA_LIMITS.dailyCap.max}
              value={values.agendaDailyCap}
              onChange={(event) => change({ agendaDailyCap: event.target.value })}
              errors={fieldErrors?.agendaDailyCap}
              className="h-11 sm:h-10"
            />
          </div>

          <SettingCheckbox
            id="agenda-online-booking"
            name="onlineBooking"
            label={m.onlineBookingLabel}
            hint={m.onlineBookingHint}
            checked={values.onlineBooking}
            onChange={(onlineBooking) => change({ onlineBooking })}
          />

          <fieldset className="grid gap-2" aria-describedby={fieldErrors?.bookingMode ? "agenda-mode-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">{m.modeLegend}</legend>
            {BOOKING_MODES.map((mode) => (
              <label
                key={mode}
                htmlFor={`agenda-mode-${mode}`}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  id={`agenda-mode-${mode}`}
                  type="radio"
                  name="bookingMode"
                  value={mode}
                  checked={values.bookingMode === mode}
                  onChange={() => change({ bookingMode: mode })}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{m.mode[mode]}</span>
                  <span className="text-muted-foreground">{m.modeHint[mode]}</span>
                </span>
              </label>
            ))}
            {fieldErrors?.bookingMode && (
              <p id="agenda-mode-error" className="text-sm text-destructive">
                {fieldErrors.bookingMode.join(" ")}
              </p>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="agenda-weeks-ahead"
              name="bookingWeeksAhead"
              label={m.weeksAheadLabel}
              value={values.bookingWeeksAhead}
              onChange={(bookingWeeksAhead) => change({ bookingWeeksAhead })}
              options={range(AGENDA_LIMITS.weeksAhead).map((weeks) => [String(weeks), m.weeksAheadOption(weeks)])}
              errors={fieldErrors?.bookingWeeksAhead}
            />
            <SelectField
              id="agenda-reminder-hour"
              name="appointmentReminderHour"
              label={m.reminderHourLabel}
              hint={m.reminderHourHint}
              value={values.appointmentReminderHour}
              onChange={(appointmentReminderHour) => change({ appointmentReminderHour })}
              options={range(AGENDA_LIMITS.reminderHour).map((hour) => [String(hour), m.reminderHourOption(hour)])}
              errors={fieldErrors?.appointmentReminderHour}
            />
          </div>

          <TemplateField
            id="agenda-reminder-template"
            name="appointmentReminderTemplate"
            label={m.templateLabel}
            hint={m.templateHint}
            rows={4}
            maxLength={APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH}
            value={values.appointmentReminderTemplate}
            defaultTemplate={DEFAULT_APPOINTMENT_REMINDER_TEMPLATE}
            useDefaultLabel={m.useDefault}
            onChange={(appointmentReminderTemplate) => change({ appointmentReminderTemplate })}
            errors={fieldErrors?.appointmentReminderTemplate}
          >
            <div className="grid gap-1 rounded-md border bg-muted/40 p-3">
              <p className="text-xs font-medium text-muted-foreground">{m.preview}</p>
              <p className="text-sm break-words whitespace-pre-wrap" data-testid="agenda-reminder-preview">
                {preview}
              </p>
            </div>
          </TemplateField>

          <SubmitButton pendingLabel={m.saving} className="h-11 w-full sm:h-10 sm:w-fit">
            {m.save}
          </SubmitButton>
        </CardContent>
      </Card>
    </form>
  );
}

function SelectField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  errors?: string[];
}) {
  const describedBy = [props.hint && `${props.id}-hint`, props.errors?.length && `${props.id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={props.errors?.length ? true : undefined}
        className={SELECT}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.errors?.length ? (
        <p id={`${props.id}-error`} className="text-sm text-destructive">
          {props.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
