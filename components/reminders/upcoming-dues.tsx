import { Link } from "@/components/ui/link";
import type { UpcomingDue } from "@/lib/data/upcoming-dues";
import { addMonths, monthOf } from "@/lib/finance/months";
import { reminders } from "@/lib/messages/reminders";
import { dueWhenText, kmDayOf } from "@/lib/service-dues/due-when";
import { dueNoticeVehicleText } from "@/lib/service-dues/notice";
import { customerPath, vehiclePath } from "@/lib/routes";

const t = reminders;

const linkClass =
  "inline-flex min-h-11 items-center rounded-md underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/**
 * 'Próximas revisões' under the week's reminders: what is coming, grouped by the month it will be
 * reminded of ('Ainda este mês', 'Próximo mês', 'Mais adiante'), each line saying when and whose
 * car, with links to the customer and the car. No actions: each due joins the list a week ahead.
 */
export function UpcomingDues({ items, total, capped, today }: { items: UpcomingDue[]; total: number; capped: boolean; today: string }) {
  if (items.length === 0) return null;
  const thisMonth = monthOf(today);
  const nextMonth = addMonths(thisMonth, 1);
  const groups = [
    { id: "this-month", heading: t.upcoming.groups.thisMonth, items: items.filter((due) => monthOf(due.remindOn) === thisMonth) },
    { id: "next-month", heading: t.upcoming.groups.nextMonth, items: items.filter((due) => monthOf(due.remindOn) === nextMonth) },
    { id: "later", heading: t.upcoming.groups.later, items: items.filter((due) => monthOf(due.remindOn) > nextMonth) },
  ];
  return (
    <section aria-labelledby="reminders-upcoming-dues" className="grid gap-3" data-testid="upcoming-dues">
      <div className="grid gap-1">
        <h2 id="reminders-upcoming-dues" className="text-lg font-semibold">
          {t.upcoming.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.upcoming.description}</p>
      </div>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={`upcoming-${group.id}`} className="grid gap-2" data-testid={`upcoming-${group.id}`}>
            <h3 id={`upcoming-${group.id}`} className="font-semibold">
              {group.heading} <span className="text-muted-foreground">({group.items.length})</span>
            </h3>
            <ul className="grid gap-2">
              {group.items.map((due) => {
                const vehicle = dueNoticeVehicleText(due.vehicle);
                const when = dueWhenText({ dueOn: due.dueOn, dueKm: due.dueKm, kmDay: kmDayOf(due) });
                return (
                  <li key={due.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="upcoming-due">
                    <p className="font-medium break-words">{t.why.serviceDue(due.serviceName, vehicle, when)}</p>
                    <div className="flex flex-wrap items-center gap-x-3 text-muted-foreground">
                      <Link
                        href={customerPath(due.customer.id)}
                        prefetch={false}
                        aria-label={t.customerLink(due.customer.name)}
                        className={linkClass}
                      >
                        {due.customer.name}
                      </Link>
                      <Link
                        href={vehiclePath(due.customer.id, due.vehicle.id)}
                        prefetch={false}
                        aria-label={t.vehicleLink(vehicle)}
                        className={linkClass}
                      >
                        {vehicle}
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      {total > items.length && <p className="text-sm text-muted-foreground">{t.upcoming.more(items.length, total, capped)}</p>}
    </section>
  );
}
