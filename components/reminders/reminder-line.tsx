import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { ReminderActions } from "@/components/reminders/reminder-actions";
import { formatDay } from "@/lib/calendar";
import { reminders } from "@/lib/messages/reminders";
import { agendaSettings } from "@/lib/messages/agenda-settings";
import { messageShopName } from "@/lib/profile/shop-name";
import { reminderReason, reminderWhatsAppUrl, quoteNumberText, type Reminder, type ReminderShop } from "@/lib/reminders/lines";
import { dueNoticeVehicleText } from "@/lib/service-dues/notice";
import { customerPath, newAppointmentPath, quotePath, vehiclePath } from "@/lib/routes";
import { snoozeBounds } from "@/lib/validation/reminders";

const t = reminders;

const linkClass =
  "inline-flex min-h-11 items-center rounded-md underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Where the line's names lead: the customer, the car, the quote; a lead's, the leads page. */
function lineLinks(reminder: Reminder): { href: Route; text: string; label: string }[] {
  if (reminder.kind === "new_lead") return [{ href: "/dashboard/leads", text: reminder.name, label: t.leadLink(reminder.name) }];
  const links: { href: Route; text: string; label: string }[] = [];
  if (reminder.customerId) {
    links.push({ href: customerPath(reminder.customerId), text: reminder.name, label: t.customerLink(reminder.name) });
    if (reminder.vehicle) {
      const vehicle = dueNoticeVehicleText(reminder.vehicle);
      links.push({ href: vehiclePath(reminder.customerId, reminder.vehicle.id), text: vehicle, label: t.vehicleLink(vehicle) });
    }
  }
  if (reminder.quote) {
    const quote = quoteNumberText(reminder.quote.number);
    links.push({ href: quotePath(reminder.quote.id), text: `OS ${quote}`, label: t.quoteLink(quote) });
  }
  return links;
}

/**
 * One line of 'Lembretes' (and of the Painel's card): why it is there, whom it is about, and its
 * actions; a service due offers 'Agendar' to whoever manages the agenda (`canBook`).
 */
export function ReminderLine({
  reminder,
  shop,
  origin,
  today,
  canBook = false,
}: {
  reminder: Reminder;
  shop: ReminderShop;
  origin: string;
  today: string;
  canBook?: boolean;
}) {
  const why = reminderReason(reminder, today);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid="reminder" data-kind={reminder.kind}>
      <p className="font-medium break-words">{why}</p>
      <div className="flex flex-wrap items-center gap-x-3 text-muted-foreground">
        {lineLinks(reminder).map((link) => (
          <Link key={link.href} href={link.href} prefetch={false} aria-label={link.label} className={linkClass}>
            {link.text}
          </Link>
        ))}
        {canBook && reminder.kind === "service_due" && reminder.customerId && (
          <Link
            href={newAppointmentPath({ customerId: reminder.customerId, vehicleId: reminder.vehicle?.id })}
            prefetch={false}
            aria-label={agendaSettings.bookFor(reminder.name)}
            className={`${linkClass} font-medium text-primary`}
            data-testid="reminder-book"
          >
            {agendaSettings.book}
          </Link>
        )}
        {reminder.snoozedUntil && reminder.snoozedUntil === reminder.day && <span>{t.snoozedTo(formatDay(reminder.snoozedUntil))}</span>}
      </div>
      <ReminderActions
        reminderKey={{ kind: reminder.kind, subjectId: reminder.subjectId, occurrence: reminder.occurrence }}
        why={why}
        name={reminder.name}
        whatsAppUrl={reminderWhatsAppUrl(reminder, shop, origin)}
        noWhatsApp={messageShopName(shop.shopName) ? t.noPhone : t.noShopName}
        today={today}
        snoozeMax={snoozeBounds(today).max}
      />
    </li>
  );
}
