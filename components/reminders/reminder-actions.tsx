"use client";

import { useId, useState } from "react";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Check, Clock, MessageCircle } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { markReminderDoneAction, reopenReminderAction, snoozeReminderAction } from "@/lib/actions/reminders";
import { addDaysToDay } from "@/lib/calendar";
import type { ReminderKey } from "@/lib/data/reminder-actions";
import { REMINDER_CHANNELS, type ReminderChannel } from "@/lib/enums";
import { reminders } from "@/lib/messages/reminders";

const t = reminders;

type Props = {
  reminderKey: ReminderKey;
  /** Why the line is there, for the buttons' accessible names. */
  why: string;
  name: string;
  /** wa.me with the kind's message, or null (no phone WhatsApp can open, or the shop has no name). */
  whatsAppUrl: string | null;
  /** What stands in the link's place when there is none: why. */
  noWhatsApp: string;
  /** The shop's today, from the server: 'Adiar''s choices count from it. */
  today: string;
  snoozeMax: string;
};

/**
 * A line's one-tap actions: WhatsApp (a plain link to wa.me: nothing is sent without the shop's tap
 * in WhatsApp), 'Feito' with how the customer was reached (WhatsApp preselected once it was tapped)
 * and 'Adiar' to a day. Each choice opens under the buttons, so a phone keeps the line in view.
 */
export function ReminderActions({ reminderKey, why, name, whatsAppUrl, noWhatsApp, today, snoozeMax }: Props) {
  const [open, setOpen] = useState<"done" | "snooze" | null>(null);
  const [channel, setChannel] = useState<ReminderChannel>("phone");
  const toggle = (panel: "done" | "snooze") => setOpen((current) => (current === panel ? null : panel));

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {whatsAppUrl ? (
          <Button asChild className="min-h-11">
            <a
              href={whatsAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.whatsappLabel(name)}
              onClick={() => {
                setChannel("whatsapp");
                setOpen("done");
              }}
            >
              <MessageCircle aria-hidden="true" /> {t.whatsapp}
            </a>
          </Button>
        ) : (
          <span className="self-center text-sm text-muted-foreground">{noWhatsApp}</span>
        )}
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          aria-expanded={open === "done"}
          aria-label={t.doneLabel(why)}
          onClick={() => toggle("done")}
        >
          <Check aria-hidden="true" /> {t.done}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          aria-expanded={open === "snooze"}
          aria-label={t.snoozeLabel(why)}
          onClick={() => toggle("snooze")}
        >
          <Clock aria-hidden="true" /> {t.snooze}
        </Button>
      </div>
      {open === "done" && <DonePanel reminderKey={reminderKey} channel={channel} onChannel={setChannel} onCancel={() => setOpen(null)} />}
      {open === "snooze" && <SnoozePanel reminderKey={reminderKey} today={today} max={snoozeMax} onCancel={() => setOpen(null)} />}
    </div>
  );
}

function DonePanel({
  reminderKey,
  channel,
  onChannel,
  onCancel,
}: {
  reminderKey: ReminderKey;
  channel: ReminderChannel;
  onChannel: (channel: ReminderChannel) => void;
  onCancel: () => void;
}) {
  // The toast's 'Desfazer' outlives this panel (the line leaves the list): the call is this hook's, not the line's state.
  const [, reopen] = useActionCall(reopenReminderAction, t.undoError + t.tryAgain);
  const [pending, run] = useActionCall(markReminderDoneAction, t.doneError + t.tryAgain, (key) => ({
    label: t.undo,
    run: () => reopen(key),
  }));
  const name = useId();
  return (
    <fieldset className="grid gap-2 rounded-md border p-3" data-testid="reminder-done">
      <legend className="px-1 text-sm font-medium">{t.doneTitle}</legend>
      <div className="flex flex-wrap gap-2">
        {REMINDER_CHANNELS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" name={name} value={value} checked={channel === value} onChange={() => onChannel(value)} />
            {t.channels[value]}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" className="min-h-11" disabled={pending} onClick={() => run(reminderKey, channel)}>
          {pending ? t.saving : t.confirmDone}
        </Button>
        <Button type="button" variant="ghost" className="min-h-11" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}

function SnoozePanel({
  reminderKey,
  today,
  max,
  onCancel,
}: {
  reminderKey: ReminderKey;
  today: string;
  max: string;
  onCancel: () => void;
}) {
  const [pending, run] = useActionCall(snoozeReminderAction, t.snoozeError + t.tryAgain);
  const min = addDaysToDay(today, 1);
  const [day, setDay] = useState(min);
  const inputId = useId();
  const quick = [
    { label: t.snoozeQuick.tomorrow, days: 1 },
    { label: t.snoozeQuick.threeDays, days: 3 },
    { label: t.snoozeQuick.week, days: 7 },
  ];
  return (
    <fieldset className="grid gap-2 rounded-md border p-3" data-testid="reminder-snooze" disabled={pending}>
      <legend className="px-1 text-sm font-medium">{t.snoozeTitle}</legend>
      <div className="flex flex-wrap gap-2">
        {quick.map(({ label, days }) => (
          <Button
            key={days}
            type="button"
            variant="outline"
            className="min-h-11"
            onClick={() => run(reminderKey, addDaysToDay(today, days))}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={inputId}>{t.snoozeDate}</Label>
          <Input
            id={inputId}
            type="date"
            className="min-h-11 w-auto"
            min={min}
            max={max}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <Button type="button" className="min-h-11" onClick={() => run(reminderKey, day)}>
          {pending ? t.saving : t.confirmSnooze}
        </Button>
        <Button type="button" variant="ghost" className="min-h-11" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
