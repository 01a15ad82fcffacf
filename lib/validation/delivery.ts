import { TZDate } from "@date-fns/tz";
import { z } from "@/lib/validation/zod";
import { REPLACED_PARTS_OUTCOMES } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { delivery as m } from "@/lib/messages/delivery";
import { optionalText, plainText } from "@/lib/validation/fields";
import { optionalKmSchema } from "@/lib/validation/vehicle";

export const DELIVERY_NOTES_MAX = 1000;

const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A `datetime-local` value ("2026-11-26T18:40"), read as São Paulo's wall clock whatever the
 * server's zone; undefined when it is not a real moment (2026-02-30T10:00 is not).
 */
export function shopMoment(text: string): Date | undefined {
  const match = LOCAL_MOMENT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const moment = new TZDate(year, month - 1, day, hour, minute, SHOP_TIME_ZONE);
  // The Date constructor rolls 30/02 over to 02/03: a value that does not read back was not a real day.
  if (Number.isNaN(moment.getTime()) || moment.getDate() !== day || moment.getMonth() !== month - 1) return undefined;
  return new Date(moment.getTime());
}

/** What the form's datetime-local shows for `moment` in São Paulo ("2026-11-26T18:40"). */
export function shopMomentInput(moment: Date): string {
  const local = new TZDate(moment.getTime(), SHOP_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

// The form's clock shows minutes, and the phone's clock may run a little ahead of the server's.
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * 'Registrar entrega': when, the km, what became of the replaced parts, notes. The km against the
 * car's own km and the stage are checked by the data layer, which reads them in its transaction.
 */
export const deliverySchema = z.object({
  deliveredAt: z
    .string()
    .optional()
    .default("")
    .pipe(plainText())
    .transform((typed, context) => {
      const moment = shopMoment(typed);
      if (!moment) context.addIssue({ code: "custom", message: m.deliveredAtInvalid });
      else if (moment.getTime() > Date.now() + FUTURE_SLACK_MS) context.addIssue({ code: "custom", message: m.deliveredAtFuture });
      else return moment;
      return z.NEVER;
    }),
  km: optionalKmSchema,
  replacedParts: z.enum(REPLACED_PARTS_OUTCOMES, { error: m.partsRequired }),
  notes: optionalText(DELIVERY_NOTES_MAX, m.notesTooLong(DELIVERY_NOTES_MAX), { multiline: true }),
});

export type DeliveryInput = z.output<typeof deliverySchema>;
export const DELIVERY_FIELDS = ["deliveredAt", "km", "replacedParts", "notes"] as const;
