import { z } from "@/lib/validation/zod";
import { accountDeletion as m } from "@/lib/messages/account";
import { validation } from "@/lib/messages/validation";
import { plainText } from "@/lib/validation/fields";

/**
 * 'Excluir minha conta': the current password (checked against the hash on the server, never
 * trimmed: spaces can be part of a password) and the typed word. The word is compared without
 * case or surrounding spaces: a phone keyboard capitalises the first letter, and the typing
 * itself is the deliberate act.
 */
export const accountDeletionSchema = z.object({
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, validation.passwordTooLong),
  confirmation: z
    .string({ error: m.confirmationMismatch })
    .pipe(plainText())
    .refine((value) => value.toUpperCase() === m.confirmationWord, m.confirmationMismatch),
});

export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
