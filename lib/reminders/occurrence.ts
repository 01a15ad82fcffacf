/**
 * A service due's occurrence, as 'Lembretes' names it (lib/data/reminders.ts writes the same in
 * SQL): 'due_on|due_km', either side empty when unset. Its date and km, not the day it shows: a new
 * km pace moves that day without bringing back a reminder marked 'Feito'.
 */
export function serviceDueOccurrence(dueOn: string | null, dueKm: number | null) {
  return `${dueOn ?? ""}|${dueKm ?? ""}`;
}
