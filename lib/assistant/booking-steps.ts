import { z } from "@/lib/validation/zod";
import { shortDayLabel } from "@/lib/agenda/display";
import { readTime, timeText } from "@/lib/booking/choice";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { assistantBooking as t } from "@/lib/messages/conversations";
import { bookingContactSchema, CONTACT_FIELDS } from "@/lib/validation/booking";
import type { AssistantTools } from "./tools";
import type { QuickReply } from "./guided";
import { normalise } from "./understand";

/**
 * A booking made in the chat, one question a turn: the service (when the shop has a catalogue),
 * the day, the time, then the name, the WhatsApp and the plate the booking page asks for. Each
 * answer is checked as the booking page checks it; the request itself is the page's
 * (tools.requestBooking), so the agenda's rules hold whichever way the customer came.
 */
export const bookingStateSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("service") }),
  z.object({ step: z.literal("day"), serviceId: z.string().nullable() }),
  z.object({ step: z.literal("time"), serviceId: z.string().nullable(), day: z.string() }),
  z.object({ step: z.literal("name"), serviceId: z.string().nullable(), day: z.string(), time: z.number() }),
  z.object({ step: z.literal("phone"), serviceId: z.string().nullable(), day: z.string(), time: z.number(), name: z.string() }),
  z.object({
    step: z.literal("plate"),
    serviceId: z.string().nullable(),
    day: z.string(),
    time: z.number(),
    name: z.string(),
    phone: z.string(),
  }),
]);
export type BookingState = z.infer<typeof bookingStateSchema>;

export type StepAnswer = {
  text: string;
  quickReplies: QuickReply[];
  /** Where the booking stands after this answer; null once it is done or dropped. */
  booking: BookingState | null;
  booked?: { appointmentId: string; token: string };
};

/** What leaves a booking or a contact under way, typed or tapped ('Cancelar'). */
export function isCancel(typed: string) {
  return CANCEL_WORDS.has(normalise(typed));
}
const CANCEL_WORDS = new Set(["cancelar", "cancela", "sair", "parar", "desistir", "voltar"]);
/** How many days and times a turn offers as buttons: a phone's screen, not the whole agenda. */
const DAYS_OFFERED = 6;
const TIMES_OFFERED = 12;
const cancelReply: QuickReply = { label: t.cancelLabel, value: "cancelar" };

/** The first question of a booking: the service when there is a catalogue to choose from, else the day. */
export async function startBooking(tools: AssistantTools, serviceId: string | null): Promise<StepAnswer> {
  const { services } = tools.facts;
  if (serviceId === null && services.length > 0) {
    const replies = services.slice(0, TIMES_OFFERED).map((service) => ({ label: service.name, value: service.name }));
    return { text: t.askService, quickReplies: [...replies, cancelReply], booking: { step: "service" } };
  }
  return askDay(tools, serviceId, t.askDay);
}

async function askDay(tools: AssistantTools, serviceId: string | null, text: string): Promise<StepAnswer> {
  const days = (await tools.freeDays(serviceId)).slice(0, DAYS_OFFERED);
  if (days.length === 0) return { text: t.noDays, quickReplies: tools.handoverReplies(), booking: null };
  const replies = days.map((day) => ({ label: shortDayLabel(day), value: shortDayLabel(day) }));
  return { text, quickReplies: [...replies, cancelReply], booking: { step: "day", serviceId } };
}

async function askTime(tools: AssistantTools, serviceId: string | null, day: string): Promise<StepAnswer> {
  const times = (await tools.freeTimes(serviceId, day)).slice(0, TIMES_OFFERED);
  if (times.length === 0) return askDay(tools, serviceId, t.dayFull);
  const replies = times.map((minutes) => ({ label: timeText(minutes), value: timeText(minutes) }));
  return { text: t.askTime(shortDayLabel(day)), quickReplies: [...replies, cancelReply], booking: { step: "time", serviceId, day } };
}

/** The visitor's answer to the step `state` asked. */
export async function continueBooking(tools: AssistantTools, state: BookingState, typed: string): Promise<StepAnswer> {
  const plain = normalise(typed);
  if (isCancel(typed)) return { text: t.cancelled, quickReplies: tools.menuReplies(), booking: null };

  switch (state.step) {
    case "service": {
      const service = tools.facts.services.find((entry) => normalise(entry.name) === plain) ?? tools.matchService(typed);
      if (!service) return { ...(await startBooking(tools, null)), text: t.serviceNotFound };
      return askDay(tools, service.id, t.askDay);
    }
    case "day": {
      const days = await tools.freeDays(state.serviceId);
      const day = readDay(typed, days, tools.facts.now);
      if (!day) return askDay(tools, state.serviceId, t.dayNotOffered);
      return askTime(tools, state.serviceId, day);
    }
    case "time": {
      const time = readTypedTime(typed);
      const times = await tools.freeTimes(state.serviceId, state.day);
      if (time === null || !times.includes(time)) {
        const again = await askTime(tools, state.serviceId, state.day);
        return { ...again, text: t.timeNotOffered(shortDayLabel(state.day)) };
      }
      return { text: t.askName, quickReplies: [cancelReply], booking: { ...state, step: "name", time } };
    }
    case "name": {
      const name = bookingContactSchema.shape[CONTACT_FIELDS.name].safeParse(typed);
      if (!name.success) return { text: name.error.issues[0]!.message, quickReplies: [cancelReply], booking: state };
      return { text: t.askPhone, quickReplies: [cancelReply], booking: { ...state, step: "phone", name: name.data } };
    }
    case "phone": {
      const phone = bookingContactSchema.shape[CONTACT_FIELDS.whatsapp].safeParse(typed);
      if (!phone.success) return { text: phone.error.issues[0]!.message, quickReplies: [cancelReply], booking: state };
      return { text: t.askPlate, quickReplies: [cancelReply], booking: { ...state, step: "plate", phone: phone.data } };
    }
    case "plate": {
      const plate = bookingContactSchema.shape[CONTACT_FIELDS.plate].safeParse(typed);
      if (!plate.success) return { text: plate.error.issues[0]!.message, quickReplies: [cancelReply], booking: state };
      const result = await tools.requestBooking({ ...state, plate: plate.data });
      if (!result.ok) {
        // The time was taken meanwhile (or the phone has too many open requests): say why, and
        // offer the day's times again with the contact kept, so nothing typed is asked twice.
        const again = await askTime(tools, state.serviceId, state.day);
        return { ...again, text: `${result.message} ${t.chooseAgain}`, booking: again.booking && { ...state, step: "time" } };
      }
      const when = `${shortDayLabel(state.day)}, ${timeText(state.time)}`;
      return {
        text: result.confirmed ? t.bookedConfirmed(when) : t.bookedRequested(when),
        quickReplies: [{ label: t.openAppointment, value: "", href: `/agendamento/${result.token}` }],
        booking: null,
        booked: { appointmentId: result.appointmentId, token: result.token },
      };
    }
  }
}

/** Lower case without accents, punctuation kept: "02/12" and "9:30" still read as typed. */
function loose(typed: string) {
  return typed.slice(0, 100).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** A day among `offered`: as its button says ("qua., 02/12"), "02/12", a weekday's name, "hoje", "amanha". */
export function readDay(typed: string, offered: readonly string[], now: Date): string | null {
  const plain = loose(typed);
  const byLabel = offered.find((day) => loose(shortDayLabel(day)) === plain);
  if (byLabel) return byLabel;
  const date = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(plain);
  if (date) {
    const [, dd, mm] = date;
    return offered.find((day) => day.slice(8) === dd!.padStart(2, "0") && day.slice(5, 7) === mm!.padStart(2, "0")) ?? null;
  }
  const today = shopToday(now);
  if (/\bhoje\b/.test(plain)) return offered.includes(today) ? today : null;
  if (/\bamanha\b/.test(plain)) return offered.find((day) => day === addDaysToDay(today, 1)) ?? null;
  const weekday = WEEKDAY_WORDS.findIndex((word) => new RegExp(`\\b${word}`).test(plain));
  if (weekday >= 0) return offered.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === weekday) ?? null;
  return null;
}

/** Sunday first, as Date.getUTCDay counts; prefixes, so "sab" and "sabado" both match. */
const WEEKDAY_WORDS = ["dom", "seg", "ter", "qua", "qui", "sex", "sab"];

/** "09:30", "9h30", "9h", "9" as minutes after midnight; anything else null. */
export function readTypedTime(typed: string): number | null {
  const match = /^(?:as\s+)?(\d{1,2})(?:\s*(?:h|:|\s)\s*(\d{2}))?\s*(?:h|hs|horas)?$/.exec(loose(typed));
  if (!match) return null;
  return readTime(`${match[1]!.padStart(2, "0")}:${match[2] ?? "00"}`);
}
