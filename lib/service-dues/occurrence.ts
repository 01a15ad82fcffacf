import { sql } from "drizzle-orm";

/**
 * A service due's occurrence, as 'Lembretes' and the automatic e-mails name it: 'due_on|due_km',
 * either side empty when unset. Its date and km, not the day it shows (remind_on): a new km pace
 * moves that day without bringing back a reminder marked 'Feito', or e-mailing the same due twice;
 * a new delivery or an edit sets a new due, a new occurrence.
 */
export function serviceDueOccurrence(dueOn: string | null, dueKm: number | null) {
  return `${dueOn ?? ""}|${dueKm ?? ""}`;
}

/** The same, in SQL, of the service_dues row aliased `d`. */
export const serviceDueOccurrenceSql = sql.raw(`coalesce(d.due_on::text, '') || '|' || coalesce(d.due_km::text, '')`);
