import {
  AppointmentLink,
  LINK_ACTION_FIELD,
  LINK_ACTIONS,
  RESCHEDULE_PARAM,
  type AppointmentLinkProps,
} from "@/components/booking/appointment-link";
import { DocumentNotFound } from "@/components/documents/not-found";
import { freeSlots, shopDayAndMinutes, shopInstant, type SlotProblem } from "@/lib/agenda/slots";
import { notifyReschedule } from "@/lib/agenda/notify";
import { bookingRange, CHOICE_PARAMS, readTime } from "@/lib/booking/choice";
import { isIsoDay } from "@/lib/calendar";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { changeAppointmentStatus, confirmPresence, isAppointmentToken, rescheduleAppointment } from "@/lib/data/agenda";
import { findAppointmentLink, readBookingAgenda, type AppointmentLinkView } from "@/lib/data/booking";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { documentResponse } from "@/lib/documents/render";
import { messages } from "@/lib/messages";
import { fromThisSite } from "@/lib/public-quote/origin";
import { APPOINTMENT_LINK_POSTS, appointmentLinkKey } from "@/lib/rate-limit";
import { MAX_LINK_FORM_BYTES, readFormUpTo } from "@/lib/request-body";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";
import { cancelReasonSchema, CANCEL_REASON_FIELD } from "@/lib/validation/booking";

type Context = { params: Promise<{ token: string }> };

const t = messages.booking.link;
// The headers of the quote's link (next.config.ts adds the same to the pages): a secret link.
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));
const MOST_WEEKS_AHEAD = 12;

/** `?aviso=` words and the notice each names. */
const NOTICES = { confirmado: "confirmed", remarcado: "rescheduled", cancelado: "cancelled", encerrado: "notOpen" } as const;
type NoticeParam = keyof typeof NOTICES;

function withHeaders(response: Response) {
  for (const [key, value] of Object.entries(PRIVATE)) response.headers.set(key, value);
  return response;
}

const notFound = async () => withHeaders(await documentResponse(<DocumentNotFound />, { title: t.notFound, status: 404 }));

function text(status: number, body: string) {
  return withHeaders(new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } }));
}

function back(token: string, notice: NoticeParam) {
  return withHeaders(new Response(null, { status: 303, headers: { Location: `/agendamento/${token}?aviso=${notice}` } }));
}

const isOpen = (view: AppointmentLinkView, now: Date) =>
  (view.status === "requested" || view.status === "confirmed") && view.startsAt.getTime() > now.getTime();

/**
 * What 'Remarcar' offers: the days with a free slot for the appointment's length within the weeks
 * the shop offers (its own place not counted), or the free times of `day`.
 */
async function rescheduleOffer(view: AppointmentLinkView, day: string | null, now: Date): Promise<AppointmentLinkProps["reschedule"]> {
  const agenda = await readBookingAgenda(view.shopId, bookingRange(MOST_WEEKS_AHEAD, now), view.id);
  if (!agenda) return { days: [] };
  const range = bookingRange(agenda.settings.bookingWeeksAhead, now);
  const minutes = (view.endsAt.getTime() - view.startsAt.getTime()) / 60_000;
  if (day && isIsoDay(day) && day >= range.fromDay && day <= range.toDay) {
    const [slots] = freeSlots(agenda.settings, agenda.busy, { fromDay: day, toDay: day }, minutes, now);
    return { day, times: (slots?.slots ?? []).map((slot) => shopDayAndMinutes(slot.startsAt).minutes) };
  }
  const days = freeSlots(agenda.settings, agenda.busy, range, minutes, now)
    .filter((entry) => entry.slots.length > 0)
    .map((entry) => ({ day: entry.day, count: entry.slots.length }));
  return { days };
}

async function render(token: string, view: AppointmentLinkView, props: Partial<AppointmentLinkProps>, status = 200) {
  const response = await documentResponse(<AppointmentLink token={token} view={view} now={props.now ?? new Date()} {...props} />, {
    title: t.metaTitle((view.shopName ?? "").trim() || "Oficina mecânica"),
    status,
  });
  return withHeaders(response);
}

/** A token that names an appointment: a malformed one is answered 404 without a query. */
async function openLink(token: string) {
  return isAppointmentToken(token) ? findAppointmentLink(token) : null;
}

/**
 * The customer's appointment (components/booking/appointment-link.tsx), a document. `?remarcar=1`
 * offers the free days, `&dia=` that day's times; `?aviso=` says what his last post did.
 */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params;
  const view = await openLink(token);
  if (!view) return notFound();
  const now = new Date();
  const query = new URL(request.url).searchParams;
  const noticeParam = query.get("aviso") ?? "";
  const notice = noticeParam in NOTICES ? NOTICES[noticeParam as NoticeParam] : undefined;
  const reschedule =
    query.get(RESCHEDULE_PARAM) && isOpen(view, now) ? await rescheduleOffer(view, query.get(CHOICE_PARAMS.day), now) : undefined;
  return render(token, view, { now, notice, reschedule });
}

const SLOT_PROBLEMS: readonly string[] = ["past", "closed", "outsideHours", "full", "dailyCapReached"] satisfies SlotProblem[];

/**
 * The link's three forms, told apart by `acao`: 'Confirmar presença', 'Remarcar' (a day and a
 * time) and 'Cancelar' (an optional reason). The customer acts as himself (memberId null), so the
 * history says he did it. Refused from another site, over the cap or past the address's limit;
 * a time taken meanwhile or a reason too long answers the page again with why (422); the rest go
 * back to the link with `?aviso=`.
 */
export async function POST(request: Request, { params }: Context) {
  if (!fromThisSite(request.headers)) return text(403, messages.publicQuote.answer.forbidden);
  const form = await readFormUpTo(request, MAX_LINK_FORM_BYTES);
  if (form === "tooLarge") return text(413, messages.guard.bodyTooLarge);
  const { token } = await params;
  if (!isAppointmentToken(token)) return notFound();
  const address = await currentRateLimitAddress();
  if (!(await consumeRateLimit(appointmentLinkKey(address), APPOINTMENT_LINK_POSTS)).allowed) {
    return text(429, messages.booking.refused.tooMany);
  }
  const view = await findAppointmentLink(token);
  if (!view) return notFound();
  const now = new Date();
  if (!isOpen(view, now)) return back(token, "encerrado");

  const action = form.get(LINK_ACTION_FIELD);
  if (action === LINK_ACTIONS.confirm) {
    return back(token, (await confirmPresence(view.shopId, view.id)) ? "confirmado" : "encerrado");
  }

  if (action === LINK_ACTIONS.cancel) {
    const reason = cancelReasonSchema.safeParse(form.get(CANCEL_REASON_FIELD) ?? "");
    if (!reason.success) {
      const error = reason.error.issues[0]?.message ?? messages.booking.fields.reasonTooLong;
      return render(token, view, { now, cancel: { reason: form.get(CANCEL_REASON_FIELD) ?? "", error } }, 422);
    }
    const cancelled = await changeAppointmentStatus(view.shopId, view.id, "cancelled", { memberId: null, reason: reason.data || null });
    return back(token, cancelled ? "cancelado" : "encerrado");
  }

  if (action === LINK_ACTIONS.reschedule) {
    const day = form.get(CHOICE_PARAMS.day) ?? "";
    const time = readTime(form.get(CHOICE_PARAMS.time));
    if (!isIsoDay(day) || time === null) {
      const reschedule = await rescheduleOffer(view, isIsoDay(day) ? day : null, now);
      return render(token, view, { now, reschedule, message: messages.booking.refused.chooseTime }, 422);
    }
    const offer = await rescheduleOffer(view, day, now);
    // Only a day the page offers (the shop's weeks ahead); the data layer checks the rest under its lock.
    if (!offer || !("times" in offer)) return render(token, view, { now, reschedule: offer, message: messages.booking.refused.stale }, 422);
    const moved = await rescheduleAppointment(view.shopId, view.id, shopInstant(day, time), { memberId: null, now });
    if (moved.ok) {
      await notifyReschedule(view.shopId, view.id, true);
      return back(token, "remarcado");
    }
    if (!SLOT_PROBLEMS.includes(moved.reason)) return back(token, "encerrado");
    const fresh = await rescheduleOffer(view, day, now);
    return render(token, view, { now, reschedule: fresh, message: messages.agenda.refused[moved.reason as SlotProblem] }, 422);
  }
  return withHeaders(new Response(null, { status: 303, headers: { Location: `/agendamento/${token}` } }));
}
