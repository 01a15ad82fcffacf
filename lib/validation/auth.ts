import { z } from "@/lib/validation/zod";
import { validation } from "@/lib/messages/validation";
import { plainText } from "@/lib/validation/fields";
import { MAX_REDIRECT_PATH_LENGTH } from "@/lib/safe-redirect";

const m = validation;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .pipe(plainText())
  .transform((value) => value.toLowerCase())
  .pipe(z.string().min(1, m.emailRequired).max(254, m.emailTooLong))
  .pipe(z.email(m.emailInvalid));

/** A password as typed to prove who one is. Never trimmed: spaces can be part of a password. */
export const passwordSchema = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, m.passwordTooLong);

/** A password being chosen. bcrypt only reads the first 72 bytes, so longer ones would be silently truncated. */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(8, m.passwordTooShort)
  .refine((value) => new TextEncoder().encode(value).length <= 72, m.passwordTooLong);

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

/**
 * The login form's hidden return address (the page the mechanic was sent away from). One longer
 * than any the app makes is dropped, so the login goes on to the default page: a refusal on a
 * field nobody typed would only stop the login. safeRedirectPath checks what is left.
 */
export const callbackUrlSchema = z
  .string()
  .optional()
  .transform((value = "") => (value.length > MAX_REDIRECT_PATH_LENGTH ? "" : value));

export const loginFormSchema = loginSchema.extend({ callbackUrl: callbackUrlSchema });

export const signUpSchema = z.object({ email: emailSchema, password: newPasswordSchema });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
