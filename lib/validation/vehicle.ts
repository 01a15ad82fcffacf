import { z } from "@/lib/validation/zod";
import { vehicles as m } from "@/lib/messages/customers";
import { normalizePlate, PLATE_MAX_LENGTH } from "@/lib/plates";
import { optionalText, plainText } from "@/lib/validation/fields";

export const VEHICLE_LIMITS = { make: 60, model: 80, color: 40, notes: 2000, maxKm: 9_999_999, minYear: 1900 } as const;

/** A model year can be next year's (cars of the coming year are sold from mid-year). */
export function maxVehicleYear(now = new Date()) {
  return now.getFullYear() + 1;
}

/** The plate typed any usual way; stored uppercase without separators ("ABC1234", "ABC1D23"). */
const plateSchema = z
  .string({ error: m.plateRequired })
  .pipe(plainText())
  .pipe(z.string().min(1, m.plateRequired).max(PLATE_MAX_LENGTH, m.plateInvalid))
  .transform((typed, context) => {
    const plate = normalizePlate(typed);
    if (plate) return plate;
    context.addIssue({ code: "custom", message: m.plateInvalid });
    return z.NEVER;
  });

/** The km, typed the Brazilian way ("45.000", "45000", "45 000 km"): null when blank, else a whole number in range. */
export const optionalKmSchema = z
  .string()
  .optional()
  .default("")
  .pipe(plainText())
  .transform((typed, context) => {
    const text = typed.replace(/\s*km$/i, "").replace(/[.\s]/g, "");
    if (text === "") return null;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (value >= 0 && value <= VEHICLE_LIMITS.maxKm) return value;
    context.addIssue({ code: "custom", message: m.kmInvalid });
    return z.NEVER;
  });

/** A vehicle: the plate required; make, model, year, colour, km and notes optional. */
export const vehicleSchema = z.object({
  plate: plateSchema,
  make: optionalText(VEHICLE_LIMITS.make, m.makeTooLong),
  model: optionalText(VEHICLE_LIMITS.model, m.modelTooLong),
  // Computed per parse: a server running across New Year accepts next year's models.
  year: z
    .string()
    .optional()
    .default("")
    .pipe(plainText())
    .transform((typed, context) => {
      if (typed === "") return null;
      const max = maxVehicleYear();
      const value = /^\d{4}$/.test(typed) ? Number(typed) : NaN;
      if (value >= VEHICLE_LIMITS.minYear && value <= max) return value;
      context.addIssue({ code: "custom", message: m.yearInvalid(max) });
      return z.NEVER;
    }),
  color: optionalText(VEHICLE_LIMITS.color, m.colorTooLong),
  currentKm: optionalKmSchema,
  notes: optionalText(VEHICLE_LIMITS.notes, m.notesTooLong, { multiline: true }),
});

export type VehicleInput = z.infer<typeof vehicleSchema>;
export const VEHICLE_FIELDS = ["plate", "make", "model", "year", "color", "currentKm", "notes"] as const;
