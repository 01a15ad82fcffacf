import { formatDay } from "@/lib/calendar";
import { formatKm } from "@/lib/format";
import { messages } from "@/lib/messages";

const t = messages.nextService;

export type DueWhen = {
  dueOn: string | null;
  dueKm: number | null;
  /** The day the car's pace reaches dueKm (yyyy-MM-dd), when it is known. */
  kmDay: string | null;
};

/**
 * When a next service is due, in the order it comes: a date and a km read as "one or the other"
 * until the car's pace says which comes first ('em 28/05/2027, antes dos 97.600 km (previstos para
 * 10/09/2027)'); a date beside a km day that seems to contradict it was what the shop saw before.
 */
export function dueWhenText({ dueOn, dueKm, kmDay }: DueWhen): string {
  const km = dueKm === null ? null : formatKm(dueKm);
  const day = dueOn === null ? null : formatDay(dueOn);
  const kmAt = kmDay === null ? null : formatDay(kmDay);
  if (km === null) return t.onDay(day ?? "");
  if (day === null) return kmAt ? t.kmExpected(km, kmAt) : t.atKm(km);
  if (kmDay === null) return t.whicheverFirst(day, km);
  return kmDay < dueOn! ? t.kmFirst(km, kmAt!, day) : t.dayFirst(day, km, kmAt!);
}

/**
 * The km's day as a due's remind_on tells it (lib/service-dues/km-pace.ts remindOn: the earlier of the
 * date and the day the pace reaches the km): a remind_on before the date is the km's day; on the
 * date, the km comes later or its day is not known. Null when only one of them is set.
 */
export function kmDayOf({ dueOn, dueKm, remindOn }: { dueOn: string | null; dueKm: number | null; remindOn: string }): string | null {
  return dueKm !== null && dueOn !== null && remindOn < dueOn ? remindOn : null;
}
