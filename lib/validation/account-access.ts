import { z } from "@/lib/validation/zod";
import { accountAccess as m } from "@/lib/messages/account-access";
import { emailSchema, newPasswordSchema, passwordSchema } from "@/lib/validation/auth";

/** The token of an e-mailed link, as the page passed it on; its worth is decided against the database. */
const tokenField = z.string().max(200);

const newPasswordTwice = { password: newPasswordSchema, repeatPassword: z.string().max(200) };

/** A new password typed twice: a typo in the one field nobody can see would lock the owner out. */
function sameTwice(input: { password: string; repeatPassword: string }) {
  return input.password === input.repeatPassword;
}
const differ = { path: ["repeatPassword"], error: m.passwordsDiffer };

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ token: tokenField, ...newPasswordTwice }).refine(sameTwice, differ);

export const changePasswordSchema = z.object({ currentPassword: passwordSchema, ...newPasswordTwice }).refine(sameTwice, differ);

export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: passwordSchema });

export const emailLinkSchema = z.object({ token: tokenField });
