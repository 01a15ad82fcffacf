import { Badge } from "@/components/ui/badge";
import { WEEKDAYS, type Weekday } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { messages } from "@/lib/messages";
import { WEEKDAY_LABELS } from "@/lib/profile/opening-hours";
import { cn } from "@/lib/utils";

/** "08:00-12:00;14:00-18:00" as people read it: "08:00-12:00 e 14:00-18:00". */
function readable(hours: string) {
  return hours
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" e ");
}

/** Every weekday with its hours; today (in the shop's time zone) stands out. */
export function OpeningHoursList({ hours, today }: { hours: OpeningHours; today: Weekday }) {
  return (
    <ul className="grid gap-1" aria-label="Horário de funcionamento">
      {WEEKDAYS.map((day) => {
        const { open, hours: text } = hours[day];
        const isToday = day === today;
        return (
          <li
            key={day}
            aria-current={isToday ? "date" : undefined}
            className={cn("flex flex-wrap items-center justify-between gap-2 rounded-md px-3 py-2", isToday && "bg-accent font-semibold text-accent-foreground")}
          >
            <span className="flex items-center gap-2">
              {WEEKDAY_LABELS[day]}
              {isToday && <Badge>{messages.publicPage.today}</Badge>}
            </span>
            <span className={cn(!open && "text-muted-foreground")}>
              {open ? readable(text) || "Horário não informado" : messages.publicPage.closed}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
