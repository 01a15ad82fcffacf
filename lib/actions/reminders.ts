"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, recordIdField } from "@/lib/actions/define-action";
import { formatDay } from "@/lib/calendar";
import { markReminderDone, reopenReminder, snoozeReminder } from "@/lib/data/reminder-actions";
import { messages } from "@/lib/messages";
import { reminderChannelSchema, reminderKindSchema, reminderOccurrenceSchema, snoozeDaySchema } from "@/lib/validation/reminders";
import type { ReminderKey } from "@/lib/data/reminder-actions";

const t = messages.reminders;

const keyFields = {
  kind: reminderKindSchema,
  subjectId: recordIdField(t.notFound),
  occurrence: reminderOccurrenceSchema,
};

/** 'Feito': the line leaves the list, with who marked it, when and how the customer was reached. */
export const markReminderDoneAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "lembrete feito",
  texts: { prefix: t.doneError, failed: t.doneError + t.tryAgain },
  input: (key: ReminderKey, channel: string) => ({ ...key, channel }),
  schema: z.object({ ...keyFields, channel: reminderChannelSchema }),
  async run({ caller, input: { channel, ...key }, refuse }) {
    const written = await markReminderDone(caller.shopId, key, channel, caller.memberName);
    if (written === "notFound") return refuse(t.notFound);
    refresh();
    return { ok: true, message: t.marked };
  },
});

/** 'Adiar': the line moves to that day (from tomorrow, up to SNOOZE_MAX_DAYS). */
export const snoozeReminderAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "lembrete adiado",
  texts: { prefix: t.snoozeError, failed: t.snoozeError + t.tryAgain },
  input: (key: ReminderKey, until: string) => ({ ...key, until }),
  schema: z.object({ ...keyFields, until: snoozeDaySchema }),
  async run({ caller, input: { until, ...key }, refuse }) {
    const written = await snoozeReminder(caller.shopId, key, until);
    if (written === "notFound") return refuse(t.notFound);
    // Already done elsewhere: it has left the list, which the refreshed page shows.
    refresh();
    return written === "alreadyDone" ? { ok: true, message: t.marked } : { ok: true, message: t.snoozed(formatDay(until)) };
  },
});

/** 'Desfazer' on the toast of a 'Feito': the line comes back. */
export const reopenReminderAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "lembrete desfeito",
  texts: { prefix: t.undoError, failed: t.undoError + t.tryAgain },
  input: (key: ReminderKey) => key,
  schema: z.object(keyFields),
  async run({ caller, input, refuse }) {
    if (!(await reopenReminder(caller.shopId, input))) return refuse(t.notFound);
    refresh();
    return { ok: true, message: t.undone };
  },
});
