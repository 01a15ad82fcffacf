import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AppointmentHistory } from "@/lib/data/appointment-history";
import { formatDateTime } from "@/lib/format";
import { agenda } from "@/lib/messages/agenda";
import { agendaSettings } from "@/lib/messages/agenda-settings";
import { formatPlate } from "@/lib/plates";
import { appointmentPath } from "@/lib/routes";

const m = agendaSettings.history;

/**
 * 'Agendamentos' on a customer's or a vehicle's page: the next ones first, then the past, each with
 * its state and São Paulo's date and time, opening the appointment on the agenda. The customer's
 * no-shows are said when there are any ('Faltou 2 vezes').
 */
export function AppointmentList({
  history,
  showPlate = false,
  headingId,
}: {
  history: AppointmentHistory;
  showPlate?: boolean;
  headingId: string;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2 id={headingId}>{m.title}</h2>
        </CardTitle>
        {history.noShows > 0 && (
          <Badge variant="destructive" data-testid="customer-no-shows">
            {m.noShows(history.noShows)}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {history.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby={headingId}>
            {history.items.map((item) => (
              <li key={item.id}>
                <Link
                  href={appointmentPath(item.id)}
                  className="grid min-h-11 gap-1 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{formatDateTime(item.startsAt)}</span>
                    <Badge variant={item.upcoming ? "default" : "outline"}>{agenda.status[item.status]}</Badge>
                    {item.customerConfirmed && item.upcoming && <Badge variant="secondary">{m.confirmedByCustomer}</Badge>}
                  </span>
                  {(item.services.length > 0 || (showPlate && item.plate)) && (
                    <span className="text-sm break-words text-muted-foreground">
                      {[showPlate && item.plate ? formatPlate(item.plate) : null, item.services.join(", ") || null]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
