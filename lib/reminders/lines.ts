/**
 * What one line of 'Lembretes' says and the WhatsApp it opens, per kind. Pure: the page builds the
 * texts and links on the server and hands the client strings.
 */
import { appointmentReminderMessage, shopClockTime } from "@/lib/agenda/reminder-message";
import { messageShopName } from "@/lib/profile/shop-name";
import { addDaysToDay, formatDay } from "@/lib/calendar";
import type { ReminderKind } from "@/lib/enums";
import { paymentRequestUrl } from "@/lib/finance/payment-request";
import { formatAmount, quoteNumberDigits } from "@/lib/format";
import { messages } from "@/lib/messages";
import { appointmentReminders } from "@/lib/messages/appointment-reminders";
import { formatPlate } from "@/lib/plates";
import { appointmentLinkPath } from "@/lib/routes";
import { whatsAppUrl } from "@/lib/phone";
import type { PixReceiver } from "@/lib/pix/charge";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { dueWhenText, kmDayOf } from "@/lib/service-dues/due-when";
import { dueNoticeMessage, dueNoticeVehicleText } from "@/lib/service-dues/notice";

const t = messages.reminders;

/** One line of 'Lembretes', as lib/data/reminders.ts reads it (the day it asks for action: see there). */
export type Reminder = {
  kind: ReminderKind;
  /** The row it is about: a service due, a quote, or a lead. */
  subjectId: string;
  /** Which occurrence (lib/service-dues/occurrence.ts, a day, or ''): with kind and subjectId, what 'Feito' and 'Adiar' name. */
  occurrence: string;
  /** The day it asks for action (yyyy-MM-dd). */
  day: string;
  /** The day it is about: the service's due date, the warranty's or validity's last day, the send, the delivery, the lead. */
  aboutDay: string;
  /** Set when an 'Adiar' brought it back today. */
  snoozedUntil: string | null;
  customerId: string | null;
  /** The customer's, or the lead's. */
  name: string;
  phone: string | null;
  email: string | null;
  vehicle: { id: string; plate: string; make: string | null; model: string | null } | null;
  quote: { id: string; number: number } | null;
  /** service_due: what, when, at what km, and the day it is reminded of (the earlier of its date and the day the car's pace reaches its km). */
  service: { name: string; dueOn: string | null; dueKm: number | null; remindOn: string } | null;
  /** balance_owed: what is still owed, in reais ("150.00"). */
  owed: string | null;
  /** The quote's live link token (the customer's link), for the follow-ups of a quote. */
  linkToken: string | null;
  /** appointment: when, the customer's link token, the plate given online, the services wanted. */
  appointment?: { startsAt: Date; token: string; plate: string | null; services: string[] } | null;
};

/** What the messages need from the shop: its name, its next-service template and its PIX key. */
export type ReminderShop = {
  shopName: string | null;
  template: string | null;
  /** The appointment reminder's WhatsApp message (null: the default). */
  appointmentTemplate?: string | null;
  receiver: PixReceiver | null;
};

/** "nº 0042", as the lines and messages name a quote or a job. */
export const quoteNumberText = (number: number) => `nº ${quoteNumberDigits(number)}`;

/** "hoje", "amanhã" or "em 10/05/2027", relative to the shop's today. */
function relativeDay(day: string, today: string) {
  if (day === today) return t.today;
  if (day === addDaysToDay(today, 1)) return t.tomorrow;
  return t.onDay(formatDay(day));
}

/** Why the line is there: 'Troca de óleo do Gol ABC1D23 vence em 10/05/2027 ou aos 60.000 km, o que vier primeiro'. */
export function reminderReason(reminder: Reminder, today: string): string {
  const quote = reminder.quote ? quoteNumberText(reminder.quote.number) : "";
  switch (reminder.kind) {
    case "service_due": {
      const service = reminder.service!;
      const when = dueWhenText({ dueOn: service.dueOn, dueKm: service.dueKm, kmDay: kmDayOf(service) });
      return t.why.serviceDue(service.name, dueNoticeVehicleText(reminder.vehicle), when);
    }
    case "warranty_ending":
      return t.why.warrantyEnding(quote, formatDay(reminder.aboutDay));
    case "balance_owed":
      return t.why.balanceOwed(formatAmount(reminder.owed ?? 0), quote);
    case "quote_unanswered":
      return t.why.quoteUnanswered(quote, formatDay(reminder.aboutDay));
    case "validity_ending":
      return t.why.validityEnding(quote, relativeDay(reminder.aboutDay, today));
    case "new_lead":
      return t.why.newLead(reminder.name);
    case "appointment": {
      const appointment = reminder.appointment!;
      return appointmentReminders.why(
        reminder.name,
        relativeDay(reminder.aboutDay, today),
        shopClockTime(appointment.startsAt),
        appointment.services.join(", "),
      );
    }
  }
}

/**
 * The wa.me link with the message for this kind, to the customer's (or lead's) phone; null without
 * a phone WhatsApp can open, or without the shop's name. `origin` is the app's (siteOrigin(): AUTH_URL), so a quote's link is
 * the customer's link.
 */
export function reminderWhatsAppUrl(reminder: Reminder, shop: ReminderShop, origin: string): string | null {
  // No message without the shop's name: the reminder then offers no WhatsApp link.
  const shopName = messageShopName(shop.shopName);
  if (!shopName) return null;
  const vehicle = dueNoticeVehicleText(reminder.vehicle);
  const quote = reminder.quote ? quoteNumberText(reminder.quote.number) : "";
  const link = reminder.linkToken ? origin + quoteLinkPath(reminder.linkToken) : null;
  switch (reminder.kind) {
    case "service_due": {
      const service = reminder.service!;
      return whatsAppUrl(
        reminder.phone,
        dueNoticeMessage(shop.template, {
          customerName: reminder.name,
          vehicle: reminder.vehicle,
          serviceName: service.name,
          dueOn: service.dueOn,
          dueKm: service.dueKm,
          shopName,
        }),
      );
    }
    case "warranty_ending":
      return whatsAppUrl(reminder.phone, t.warrantyMessage(reminder.name, vehicle, formatDay(reminder.aboutDay), shopName));
    case "balance_owed":
      // The same message as 'Cobrar no WhatsApp' of 'Financeiro': the amount and the PIX copia e cola.
      return paymentRequestUrl(
        { number: reminder.quote!.number, owed: reminder.owed ?? "0", customerName: reminder.name, customerPhone: reminder.phone },
        shop.receiver,
        shop.shopName,
      );
    case "quote_unanswered":
      return whatsAppUrl(
        reminder.phone,
        link ? t.quoteFollowUp(reminder.name, quote, link, shopName) : t.quoteFollowUpNoLink(reminder.name, quote, shopName),
      );
    case "validity_ending":
      return whatsAppUrl(
        reminder.phone,
        link
          ? t.validityFollowUp(reminder.name, quote, formatDay(reminder.aboutDay), link, shopName)
          : t.quoteFollowUpNoLink(reminder.name, quote, shopName),
      );
    case "new_lead":
      return whatsAppUrl(reminder.phone, t.leadReply(reminder.name, shopName));
    case "appointment": {
      const appointment = reminder.appointment!;
      const plate = reminder.vehicle ? null : appointment.plate;
      return whatsAppUrl(
        reminder.phone,
        appointmentReminderMessage(shop.appointmentTemplate, {
          customerName: reminder.name,
          startsAt: appointment.startsAt,
          vehicle: reminder.vehicle ? vehicle : plate ? formatPlate(plate) : null,
          link: origin + appointmentLinkPath(appointment.token),
          shopName,
        }),
      );
    }
  }
}
