import { z } from "@/lib/validation/zod";
import { messages } from "@/lib/messages";
import { formatPhone, isBrazilianPhone, PHONE_MAX_LENGTH } from "@/lib/phone";
import { requiredText } from "@/lib/validation/fields";
import { containsProductName } from "@/lib/profile/reserved-slugs";

const m = messages.quoteSending;

/** The customer's phone asked for before a WhatsApp send: the customer form's phone rules, but required. */
export const customerPhoneSchema = z.object({
  phone: requiredText(m.phoneRequired, PHONE_MAX_LENGTH, messages.validation.phoneTooLong)
    // Piped: a blank phone is told "informe", not "inválido" as well.
    .pipe(z.string().refine(isBrazilianPhone, messages.validation.phoneInvalid).transform(formatPhone)),
});

/** Where the quote is e-mailed: the customer form's e-mail rules, but required. */
export const quoteEmailSchema = z.object({
  email: requiredText(m.emailRequired, 254, messages.validation.emailTooLong)
    .transform((value) => value.toLowerCase())
    .pipe(z.email(messages.validation.emailInvalid)),
});

/** The shop's name asked for on the first send: the profile's rules for it, but required. */
export const shopNameSchema = z.object({
  shopName: requiredText(m.shopNameRequired, 120, m.shopNameTooLong).refine(
    (name) => !containsProductName(name),
    messages.profile.shopNameIsProduct,
  ),
});
