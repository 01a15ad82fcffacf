import { z } from "@/lib/validation/zod";
import { vehicles } from "@/lib/messages/customers";
import { quoteStart } from "@/lib/messages/quote-start";
import { normalizePlate, PLATE_MAX_LENGTH } from "@/lib/plates";
import { customerSchema } from "@/lib/validation/customer";
import { plainText } from "@/lib/validation/fields";
import { vehicleSchema } from "@/lib/validation/vehicle";

/** A plate typed any usual way, stored as the vehicle form stores it; null when left blank. */
const optionalPlate = z
  .string()
  .optional()
  .default("")
  .pipe(plainText())
  .transform((typed, context) => {
    if (typed === "") return null;
    const plate = typed.length <= PLATE_MAX_LENGTH ? normalizePlate(typed) : null;
    if (plate) return plate;
    context.addIssue({ code: "custom", message: vehicles.plateInvalid });
    return z.NEVER;
  });

/**
 * A walk-in from 'Novo orçamento': the owner (name, phone) and, when a plate is typed, his car
 * (plate, make, model), each field checked as the customer and vehicle forms check it, all in one
 * round. Make or model without a plate is refused under the plate: a car needs one.
 */
export const walkInSchema = z
  .object({
    name: customerSchema.shape.name,
    phone: customerSchema.shape.phone,
    plate: optionalPlate,
    make: vehicleSchema.shape.make,
    model: vehicleSchema.shape.model,
  })
  .superRefine((input, context) => {
    if (input.plate === null && (input.make || input.model)) {
      context.addIssue({ code: "custom", path: ["plate"], message: quoteStart.plateForCar });
    }
  });

export type WalkInInput = z.infer<typeof walkInSchema>;
export const WALK_IN_FIELDS = ["name", "phone", "plate", "make", "model"] as const;
