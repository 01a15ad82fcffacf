import "server-only";
import { addressLines } from "@/lib/profile/shop-data";
import { appointmentInvitation } from "@/lib/agenda/ical";
import { shopClockTime } from "@/lib/agenda/reminder-message";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import {
  appointmentRemindersToEmail,
  appointmentRequestMail,
  confirmedAppointmentMail,
  sendAppointmentReminderOnce,
  shopsOwingAppointmentReminders,
  type AppointmentMailFacts,
} from "@/lib/data/appointment-emails";
import { formatDate, SHOP_TIME_ZONE } from "@/lib/format";
import { mailDelivery, safeSenderName, sendMail, shopNotice, type Mail } from "@/lib/mail";
import { messages, PRODUCT_NAME } from "@/lib/messages";
import { formatPhone } from "@/lib/phone";
import { formatPlate } from "@/lib/plates";
import { ShopNameMissingError, requireShopName } from "@/lib/profile/shop-name";
import { defineTask, enqueue, shopTaskData } from "@/lib/queue";
import { unsubscribeHeaders } from "@/lib/reminders/emails";
import { appointmentLinkPath, unsubscribePath } from "@/lib/routes";
import { siteOrigin } from "@/lib/site-url";
import { z } from "@/lib/validation/zod";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";

const m = messages.appointmentReminders;

/** As a quote's e-mail: "Oficina do Zé via Oficina Digital", the shop's part cut to fit. */
function senderNameOf(shopName: string) {
  const shop = safeSenderName(shopName, 40);
  return shop ? messages.quoteSending.senderName(shop) : PRODUCT_NAME;
}

/** The vehicle as the e-mail names it: "Gol ABC1D23", or the plate alone. */
function vehicleText(facts: Pick<AppointmentMailFacts, "plate" | "vehicle">) {
  const model = facts.vehicle?.model ?? facts.vehicle?.make ?? null;
  const text = [model, facts.plate ? formatPlate(facts.plate) : null].filter(Boolean).join(" ");
  return text || null;
}

/**
 * The customer's e-mail about his appointment (the day-before reminder or the confirmation): the
 * shop, day and time, car, services and address, his link ('Confirmar presença', 'Remarcar',
 * 'Cancelar'), and the .ics attached. Every value escaped (shops and customers wrote them).
 */
export function appointmentEmail(kind: "reminder" | "confirmed", facts: AppointmentMailFacts, origin: string): Omit<Mail, "to"> {
  const shop = requireShopName(facts.shopName);
  const link = origin + appointmentLinkPath(facts.token);
  const day = formatDate(facts.startsAt);
  const time = shopClockTime(facts.startsAt);
  const services = facts.services.map((service) => service.name);
  const address = addressLines(facts.shopAddress).join(" – ") || null;
  const vehicle = vehicleText(facts);
  const lines = [
    { label: m.mail.shop, value: shop },
    { label: m.mail.when, value: m.mail.whenValue(day, time) },
    ...(vehicle ? [{ label: m.mail.vehicle, value: vehicle }] : []),
    ...(services.length > 0 ? [{ label: m.mail.services, value: services.join(", ") }] : []),
    ...(address ? [{ label: m.mail.address, value: address }] : []),
  ];
  const intro = kind === "reminder" ? m.mail.reminderIntro(facts.customerName, shop) : m.mail.confirmedIntro(facts.customerName, shop);
  const subject = kind === "reminder" ? m.mail.reminderSubject(shop, day, time) : m.mail.confirmedSubject(shop, day, time);
  const body = shopNotice({ intro, lines, linkIntro: m.mail.confirmIntro, link, footer: `${m.mail.calendarHint} ${m.mail.automatic}` });
  const invitation = appointmentInvitation(
    {
      appointmentId: facts.appointmentId,
      startsAt: facts.startsAt,
      endsAt: facts.endsAt,
      status: facts.status,
      shopName: shop,
      location: address,
      services,
      link,
    },
    new URL(origin).hostname,
  );
  return {
    subject,
    ...body,
    senderName: senderNameOf(shop),
    replyTo: facts.shopEmail,
    attachments: [
      {
        filename: m.mail.attachmentName,
        content: Buffer.from(invitation, "utf8"),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One shop's day-before reminders for the appointments of `day`: each sent at most once
 * (lib/data/appointment-emails.ts), inline as the next-service reminders are (a shop has a handful
 * a day). One refused address does not hold up the others; the task fails at the end, and is
 * retried, if any did.
 */
export const appointmentRemindersShop = defineTask({
  name: "agenda.reminders-shop",
  data: shopTaskData({ day }),
  expireInSeconds: 15 * 60,
  concurrency: 8,
  run: async ({ shopId, day }) => {
    if (mailDelivery() === "off") throw new Error("SMTP_URL não configurado: lembretes de horário não enviados");
    const origin = siteOrigin();
    const failures: unknown[] = [];
    for (const appointmentId of await appointmentRemindersToEmail(shopId, day)) {
      try {
        await sendAppointmentReminderOnce(shopId, appointmentId, day, async (facts) => {
          const headers = facts.unsubscribeToken ? unsubscribeHeaders(origin + unsubscribePath(facts.unsubscribeToken)) : undefined;
          await sendMail({ to: facts.customerEmail, ...appointmentEmail("reminder", facts, origin), ...(headers && { headers }) });
        });
      } catch (error) {
        console.error("lembrete de horário por e-mail não enviado", { shopId, appointmentId }, error);
        if (!(error instanceof ShopNameMissingError)) failures.push(error);
      }
    }
    if (failures.length > 0) throw new Error(`${failures.length} lembrete(s) de horário falharam; a fila tentará de novo`);
  },
});

/** The hour (0–23) on São Paulo's clock at `at`. */
const shopHour = (at: Date) => Number(format(at, "H", { in: tz(SHOP_TIME_ZONE) }));

/**
 * Every hour, on the hour (São Paulo): one 'agenda.reminders-shop' task for each shop whose
 * reminder hour has come today and that still owes a reminder for tomorrow. A tick the queue
 * missed is made up by the next one of the evening; the dedupe rows keep it to one e-mail each.
 * Keyed by shop, day and hour: two instances ticking together queue it once.
 */
export const appointmentRemindersHourly = defineTask({
  name: "agenda.reminders-hourly",
  // The schedule sends {}; the operator (or a test) may name the moment, and the shops.
  data: z.object({ at: z.string().datetime().optional(), shops: z.array(z.string().uuid()).max(1000).optional() }),
  cron: "0 * * * *",
  expireInSeconds: 15 * 60,
  run: async ({ at, shops }) => {
    const now = at ? new Date(at) : new Date();
    const tomorrow = addDaysToDay(shopToday(now), 1);
    const hour = shopHour(now);
    for (const shopId of await shopsOwingAppointmentReminders(tomorrow, hour, shops)) {
      await enqueue(appointmentRemindersShop, { shopId, day: tomorrow }, { key: `${shopId}:${tomorrow}:${hour}` });
    }
  },
});

/** The customer's confirmation, with its .ics; nothing when the appointment has no address or is no longer confirmed. */
export async function mailAppointmentConfirmation(shopId: string, appointmentId: string): Promise<void> {
  if (mailDelivery() === "off") return;
  const facts = await confirmedAppointmentMail(shopId, appointmentId);
  if (!facts) return;
  try {
    await sendMail({ to: facts.customerEmail, ...appointmentEmail("confirmed", facts, siteOrigin()) });
  } catch (error) {
    // Without the shop's name there is no e-mail to write, and a retry would not change that.
    if (error instanceof ShopNameMissingError) return;
    throw error;
  }
}

/**
 * The shop's e-mail about a booking from its public page, to the owner's confirmed address, with the
 * way to the agenda: a request to answer, one already confirmed (the shop confirms automatically),
 * or the customer's move of either to another time.
 */
export async function mailAppointmentRequest(shopId: string, appointmentId: string, rescheduled = false): Promise<void> {
  if (mailDelivery() === "off") return;
  const [request, to] = await Promise.all([appointmentRequestMail(shopId, appointmentId), findVerifiedShopEmail(shopId)]);
  if (!request || !to) return;
  const r = m.request;
  const day = formatDate(request.startsAt);
  const time = shopClockTime(request.startsAt);
  const services = request.services.map((service) => service.name).join(", ");
  const lines = [
    { label: r.name, value: request.name },
    { label: r.phone, value: formatPhone(request.phone) },
    ...(request.plate ? [{ label: r.plate, value: formatPlate(request.plate) }] : []),
    { label: m.mail.when, value: m.mail.whenValue(day, time) },
    ...(services ? [{ label: m.mail.services, value: services }] : []),
  ];
  // A request to answer, a booking already confirmed, or a move of either by the customer.
  const texts = rescheduled
    ? { subject: r.rescheduledSubject, intro: r.rescheduledIntro, footer: r.rescheduledAutomatic }
    : request.status === "confirmed"
      ? { subject: r.confirmedSubject, intro: r.confirmedIntro, footer: r.confirmedAutomatic }
      : { subject: r.subject, intro: r.intro, footer: r.automatic };
  const body = shopNotice({
    intro: texts.intro(request.name),
    lines,
    linkIntro: request.status === "requested" ? r.linkIntro : r.confirmedLinkIntro,
    link: `${siteOrigin()}/dashboard/agenda`,
    footer: texts.footer,
  });
  await sendMail({ to, subject: texts.subject(request.name, day, time), ...body });
}

const appointmentData = shopTaskData({ appointmentId: z.string().uuid() });

export const appointmentConfirmedMail = defineTask({
  name: "mail.appointment-confirmed",
  data: appointmentData,
  run: ({ shopId, appointmentId }) => mailAppointmentConfirmation(shopId, appointmentId),
});

export const appointmentRequestedMail = defineTask({
  name: "mail.appointment-requested",
  data: shopTaskData({ appointmentId: z.string().uuid(), rescheduled: z.boolean().optional() }),
  run: ({ shopId, appointmentId, rescheduled }) => mailAppointmentRequest(shopId, appointmentId, rescheduled),
});
