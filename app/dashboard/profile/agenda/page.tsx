import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AgendaSettingsForm } from "@/components/agenda-settings/agenda-settings-form";
import { ClosedDays } from "@/components/agenda-settings/closed-days";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { getAgendaSettings } from "@/lib/data/agenda-settings";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { profileHoursPath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";
import { CLOSED_DAY_MAX_DAYS_AHEAD } from "@/lib/validation/agenda-settings";

const m = messages.agendaSettings;

export const metadata: Metadata = { title: m.title };

/** The agenda's settings and days off, the owner's like the rest of the profile. */
export default async function AgendaSettingsPage() {
  const account = await requireSubscribedUser("manageShop");
  const today = shopToday();
  const loaded = await load("leitura das configurações da agenda", account.shopId, () => getAgendaSettings(account.shopId, today));
  const header = (
    <PageHeader title={m.title} description={m.description}>
      <Link
        href="/dashboard/profile"
        className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {m.backToProfile}
      </Link>
    </PageHeader>
  );
  if (loaded.failed || !loaded.value) {
    return (
      <div className="grid gap-6">
        {header}
        <LoadError message={m.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  const { settings, closedDays } = loaded.value;
  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      <p className="text-sm text-muted-foreground">
        {m.hoursFromProfile}{" "}
        <Link href={profileHoursPath} className="font-medium text-primary underline-offset-4 hover:underline">
          {m.editHours}
        </Link>
      </p>
      <AgendaSettingsForm
        initial={{
          agendaSlots: String(settings.agendaSlots),
          agendaDailyCap: settings.agendaDailyCap === null ? "" : String(settings.agendaDailyCap),
          onlineBooking: settings.onlineBooking,
          bookingMode: settings.bookingMode,
          bookingWeeksAhead: String(settings.bookingWeeksAhead),
          appointmentReminderHour: String(settings.appointmentReminderHour),
          appointmentReminderTemplate: settings.appointmentReminderTemplate,
        }}
      />
      <ClosedDays days={closedDays} today={today} lastDay={addDaysToDay(today, CLOSED_DAY_MAX_DAYS_AHEAD)} />
    </div>
  );
}
