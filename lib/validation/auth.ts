import { z } from "@/lib/validation/zod";
import { messages } from "@/lib/messages";
import { plainText } from "@/lib/validation/fields";

const m = messages.validation;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .pipe(plainText())
  .transform((value) => value.toLowerCase())
  .pipe(z.string().min(1, m.emailRequired).max(254, m.emailTooLong))
  .pipe(z.email(m.emailInvalid));

export const loginSchema = z.object({
  email: emailSchema,
  // Never trimmed: spaces can be part of a password.
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, m.passwordTooLong),
});

export const signUpSchema = z.object({
  email: emailSchema,
  // bcrypt only reads the first 72 bytes, so longer passwords would be silently truncated.
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .min(8, m.passwordTooShort)
    .refine((value) => new TextEncoder().encode(value).length <= 72, m.passwordTooLong),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
