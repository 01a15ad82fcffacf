"use server";

import { refresh } from "next/cache";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { addClosedDay, removeClosedDay, saveAgendaSettings } from "@/lib/data/agenda-settings";
import { addDaysToDay, formatDay, shopToday } from "@/lib/calendar";
import { messages } from "@/lib/messages";
import {
  AGENDA_SETTINGS_FIELDS,
  agendaSettingsSchema,
  CLOSED_DAY_MAX_DAYS_AHEAD,
  closedDayProblem,
  closedDaySchema,
  MAX_FUTURE_CLOSED_DAYS,
  removeClosedDaySchema,
} from "@/lib/validation/agenda-settings";

/**
 * The agenda's settings on the profile, the owner's (manageShop) like the rest of the profile:
 * a small form of their own, apart from 'Salvar Alterações' (each field is a value, not a list, so
 * a save from an older page replaces only what it shows), and each day off added or removed on its
 * own. The shop is the caller's, in every statement.
 */

const m = messages.agendaSettings;

/** 'Salvar agenda'. */
export const saveAgendaSettingsAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "configurações da agenda",
  texts: { prefix: m.saveError, failed: m.saveError + m.tryAgain },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, AGENDA_SETTINGS_FIELDS),
  schema: agendaSettingsSchema,
  async run({ caller, input }) {
    await saveAgendaSettings(caller.shopId, input);
    refresh();
    return { ok: true, message: m.saved };
  },
});

/** 'Adicionar dia fechado': today or later, within a year, at most MAX_FUTURE_CLOSED_DAYS ahead. */
export const addClosedDayAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "dia fechado",
  texts: { prefix: m.closedDays.addError, failed: m.closedDays.addError + m.tryAgain },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["day"]),
  schema: closedDaySchema,
  async run({ caller, input: { day }, refuse }) {
    const today = shopToday();
    const problem = closedDayProblem(day, today, addDaysToDay(today, CLOSED_DAY_MAX_DAYS_AHEAD));
    if (problem) return refuse(problem, { day: [problem] });
    const added = await addClosedDay(caller.shopId, day, today, MAX_FUTURE_CLOSED_DAYS);
    if (!added.ok) {
      const reason = added.reason === "tooMany" ? m.closedDays.tooMany(MAX_FUTURE_CLOSED_DAYS) : m.closedDays.alreadyClosed(formatDay(day));
      return refuse(reason, { day: [reason] });
    }
    refresh();
    return { ok: true, message: m.closedDays.added(formatDay(day)) };
  },
});

/** 'Remover' beside a day off. */
export const removeClosedDayAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "remoção de dia fechado",
  texts: { prefix: m.closedDays.removeError, failed: m.closedDays.removeError + m.tryAgain },
  input: (day: string) => ({ day }),
  schema: removeClosedDaySchema,
  async run({ caller, input: { day }, refuse }) {
    if (!(await removeClosedDay(caller.shopId, day))) return refuse(m.closedDays.notFound);
    refresh();
    return { ok: true, message: m.closedDays.removed(formatDay(day)) };
  },
});
