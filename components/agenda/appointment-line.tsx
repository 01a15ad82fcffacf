import { Link } from "@/components/ui/link";
import { RequestActions } from "@/components/agenda/request-actions";
import { AppointmentStatusBadge } from "@/components/agenda/status-badge";
import { timeOf } from "@/lib/agenda/display";
import type { AgendaItem } from "@/lib/data/agenda";
import { agenda } from "@/lib/messages/agenda";
import { formatPlate } from "@/lib/plates";
import { appointmentPath } from "@/lib/routes";
import { cn } from "@/lib/utils";

const s = agenda.screens;

/**
 * One appointment in the day list: time, who, which car, what for, its state and what the shop
 * should know before he comes (he confirmed, he missed before). A request waiting for an answer
 * stands out and carries 'Confirmar' / 'Recusar' for those who manage the agenda.
 */
export function AppointmentLine({ item, manage }: { item: AgendaItem; manage: boolean }) {
  const waiting = item.status === "requested";
  const car = [item.plate && formatPlate(item.plate), item.vehicle].filter(Boolean).join(" · ");
  return (
    <li
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-3",
        waiting && "border-amber-400 bg-amber-50 dark:bg-amber-950/30",
        (item.status === "cancelled" || item.status === "no_show") && "opacity-70",
      )}
      data-testid="appointment-line"
    >
      <Link href={appointmentPath(item.id)} prefetch={false} className="grid gap-1 rounded-md focus-visible:ring-2 focus-visible:ring-ring">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold tabular-nums">
            {timeOf(item.startsAt)}–{timeOf(item.endsAt)}
          </span>
          <AppointmentStatusBadge status={item.status} />
          {item.customerConfirmedAt && (
            <span className="text-xs font-medium text-success" data-testid="customer-confirmed">
              {s.customerConfirmed}
            </span>
          )}
          {item.noShows > 0 && <span className="text-xs font-medium text-destructive">{s.noShows(item.noShows)}</span>}
        </span>
        <span className="font-medium break-words">{item.name}</span>
        {car && <span className="text-sm text-muted-foreground">{car}</span>}
        {item.services.length > 0 && <span className="text-sm break-words">{item.services.map((service) => service.name).join(", ")}</span>}
        <span className="text-xs text-muted-foreground">
          {s.responsible}: {item.assignedName ?? s.nobodyResponsible}
        </span>
      </Link>
      {manage && waiting && <RequestActions appointmentId={item.id} />}
    </li>
  );
}
