import { z } from "@/lib/validation/zod";
import { profile } from "@/lib/messages/profile";
import { quoteSending as m } from "@/lib/messages/quote-sending";
import { validation } from "@/lib/messages/validation";
import { formatPhone, isBrazilianPhone, PHONE_MAX_LENGTH } from "@/lib/phone";
import { requiredText } from "@/lib/validation/fields";
import { containsProductName } from "@/lib/profile/reserved-slugs";

/** The customer's phone asked for before a WhatsApp send: the customer form's phone rules, but required. */
export const customerPhoneSchema = z.object({
  phone: requiredText(m.phoneRequired, PHONE_MAX_LENGTH, validation.phoneTooLong)
    // Piped: a blank phone is told "informe", not "inválido" as well.
    .pipe(z.string().refine(isBrazilianPhone, validation.phoneInvalid).transform(formatPhone)),
});

/** Where the quote is e-mailed: the customer form's e-mail rules, but required. */
export const quoteEmailSchema = z.object({
  email: requiredText(m.emailRequired, 254, validation.emailTooLong)
    .transform((value) => value.toLowerCase())
    .pipe(z.email(validation.emailInvalid)),
});

/** The shop's name asked for on the first send: the profile's rules for it, but required. */
export const shopNameSchema = z.object({
  shopName: requiredText(m.shopNameRequired, 120, m.shopNameTooLong).refine(
    (name) => !containsProductName(name),
    profile.shopNameIsProduct,
  ),
});
