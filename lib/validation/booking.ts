import { z } from "@/lib/validation/zod";
import { booking } from "@/lib/messages/booking";
import { validation } from "@/lib/messages/validation";
import { HONEYPOT_FIELD } from "@/lib/leads/honeypot";
import { isBrazilianPhone, phoneDigits, PHONE_MAX_LENGTH } from "@/lib/phone";
import { normalizePlate, PLATE_MAX_LENGTH } from "@/lib/plates";
import { optionalEmailSchema, optionalText, requiredText } from "@/lib/validation/fields";

const m = booking.fields;

/** The booking form's fields, as the page names them (and a refused post shows back). */
export const CONTACT_FIELDS = { name: "nome", whatsapp: "whatsapp", plate: "placa", email: "email" } as const;
export const CANCEL_REASON_FIELD = "motivo";
export const CANCEL_REASON_MAX = 500;
export const CONTACT_NAME_MAX = 120;

/**
 * Step 4 of the public booking: who is coming. The WhatsApp is stored as its digits, the plate as
 * the agenda keeps plates (ABC1D23, ABC1234), the e-mail lower-case or null.
 */
export const bookingContactSchema = z.object({
  [CONTACT_FIELDS.name]: requiredText(m.nameRequired, CONTACT_NAME_MAX, m.nameTooLong),
  [CONTACT_FIELDS.whatsapp]: requiredText(m.whatsappRequired, PHONE_MAX_LENGTH, validation.phoneTooLong)
    .refine(isBrazilianPhone, validation.phoneInvalid)
    .transform((value) => phoneDigits(value)),
  [CONTACT_FIELDS.plate]: requiredText(m.plateRequired, PLATE_MAX_LENGTH, m.plateInvalid)
    .transform((value) => normalizePlate(value))
    .refine((value): value is string => value !== null, m.plateInvalid),
  [CONTACT_FIELDS.email]: optionalEmailSchema.transform((value) => value || null),
  [HONEYPOT_FIELD]: z.string().optional().default(""),
});

/** 'Cancelar' on the customer's link: why, if he says. */
export const cancelReasonSchema = optionalText(CANCEL_REASON_MAX, m.reasonTooLong, { multiline: true });
