import { Fragment } from "react";
import { Badge } from "@/components/ui/badge";
import { WEEKDAYS, type Weekday } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { publicPage } from "@/lib/messages/public-page";
import { parseIntervals, WEEKDAY_LABELS } from "@/lib/profile/opening-hours";
import { cn } from "@/lib/utils";

/**
 * "08:00-12:00;14:00-18:00" as people read it: "08:00-12:00 e 14:00-18:00", an interval never
 * broken across lines. Anything else the mechanic typed (the field is free text) wraps as text.
 */
function Readable({ hours }: { hours: string }) {
  const parts = hours
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return "Horário não informado";
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && " e "}
      <span className={cn(parseIntervals(part).length === 1 && "whitespace-nowrap")}>{part}</span>
    </Fragment>
  ));
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
            // Two columns, hours on the right: a day with two intervals wraps inside its own column,
            // right-aligned like every other day, instead of dropping under the day's name.
            className={cn(
              "grid grid-cols-[auto_1fr] items-baseline gap-x-4 rounded-md px-3 py-2",
              isToday && "bg-accent font-semibold text-accent-foreground",
            )}
          >
            <span className="flex items-center gap-2">
              {WEEKDAY_LABELS[day]}
              {isToday && <Badge>{publicPage.today}</Badge>}
            </span>
            <span className={cn("text-right", !open && "text-muted-foreground")}>
              {open ? <Readable hours={text} /> : publicPage.closed}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
