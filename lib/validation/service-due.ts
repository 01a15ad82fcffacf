import { z } from "@/lib/validation/zod";
import { isIsoDay } from "@/lib/calendar";
import { nextService as m } from "@/lib/messages/next-service";
import { MAX_DUE_KM, readKmText } from "@/lib/service-dues/intervals";
import { plainText, requiredText } from "@/lib/validation/fields";

/** As the table allows it (service_dues_service_name_check). */
export const SERVICE_DUE_NAME_MAX = 120;

/**
 * 'Próxima revisão' typed on the vehicle's page: the service (typed, or a catalogue name picked),
 * the day and/or the km, at least one. The km is read the Brazilian way ("60.000").
 */
export const serviceDueSchema = z
  .object({
    serviceName: requiredText(m.serviceRequired, SERVICE_DUE_NAME_MAX, m.serviceTooLong(SERVICE_DUE_NAME_MAX)),
    dueOn: z
      .string()
      .optional()
      .default("")
      .pipe(plainText())
      .refine((typed) => typed === "" || isIsoDay(typed), m.dueOnInvalid)
      .transform((typed) => typed || null),
    dueKm: z
      .string()
      .optional()
      .default("")
      .pipe(plainText())
      .transform((typed, context) => {
        const km = readKmText(typed);
        if (km === null) return null;
        if (Number.isInteger(km) && km >= 0 && km <= MAX_DUE_KM) return km;
        context.addIssue({ code: "custom", message: m.dueKmInvalid });
        return z.NEVER;
      }),
  })
  .superRefine((due, context) => {
    if (due.dueOn === null && due.dueKm === null) context.addIssue({ code: "custom", path: ["dueOn"], message: m.dueRequired });
  });

export type ServiceDueInput = z.output<typeof serviceDueSchema>;
export const SERVICE_DUE_FIELDS = ["serviceName", "dueOn", "dueKm"] as const;
