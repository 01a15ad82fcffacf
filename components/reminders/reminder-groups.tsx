import { ReminderLine } from "@/components/reminders/reminder-line";
import type { Reminder } from "@/lib/reminders/lines";
import { reminders as t } from "@/lib/messages/reminders";
import type { ReminderShop } from "@/lib/reminders/lines";

/** 'Atrasados' (a day already past), 'Hoje', 'Próximos 7 dias': the list is oldest first, so each group keeps its order. */
export function ReminderGroups({
  reminders,
  shop,
  origin,
  today,
  canBook = false,
}: {
  reminders: Reminder[];
  shop: ReminderShop;
  origin: string;
  today: string;
  /** 'Agendar' on a service due (manageAgenda). */
  canBook?: boolean;
}) {
  const groups = [
    { id: "overdue", heading: t.groups.overdue, items: reminders.filter((r) => r.day < today) },
    { id: "today", heading: t.groups.today, items: reminders.filter((r) => r.day === today) },
    { id: "upcoming", heading: t.groups.upcoming, items: reminders.filter((r) => r.day > today) },
  ];
  return (
    <>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={`reminders-${group.id}`} className="grid gap-2" data-testid={`reminders-${group.id}`}>
            <h2 id={`reminders-${group.id}`} className="text-lg font-semibold">
              {group.heading} <span className="text-muted-foreground">({group.items.length})</span>
            </h2>
            <ul className="grid gap-2">
              {group.items.map((reminder) => (
                <ReminderLine
                  key={`${reminder.kind}:${reminder.subjectId}:${reminder.occurrence}`}
                  reminder={reminder}
                  shop={shop}
                  origin={origin}
                  today={today}
                  canBook={canBook}
                />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
