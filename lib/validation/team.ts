import { z } from "@/lib/validation/zod";
import { team } from "@/lib/messages/team";
import { emailSchema, newPasswordSchema, passwordSchema } from "@/lib/validation/auth";
import { readDecimal, requiredText } from "@/lib/validation/fields";

const m = team;

/** The roles the owner gives ('Dono' moves only by a transfer). */
export const MEMBER_ROLES = ["front_desk", "mechanic"] as const;

export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: m.roleInvalid });

export const inviteMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });

/** What the shop calls the person: on screen, in records and in the PDF. */
export const MEMBER_NAME_MAX = 80;
export const memberNameSchema = requiredText(m.nameRequired, MEMBER_NAME_MAX, m.nameTooLong);

/**
 * A commission typed the Brazilian way ("12,5", "10", "7.25"), 0 to 100 with up to two decimals,
 * as the decimal string the database keeps ("12.5"); blank is none (null).
 */
export const commissionSchema = z
  .string()
  .max(20, m.commissionInvalid)
  .transform((typed, context) => {
    const reading = readDecimal(typed.trim().replace(/%$/, "").trim(), 2);
    if (!reading.ok) {
      context.addIssue({ code: "custom", message: m.commissionInvalid });
      return z.NEVER;
    }
    if (reading.value !== null && Number(reading.value) > 100) {
      context.addIssue({ code: "custom", message: m.commissionTooLarge });
      return z.NEVER;
    }
    return reading.value;
  });

/** The token of an invitation's link, as the page passed it on; its worth is decided against the database. */
const tokenField = z.string().max(200);

const differ = { path: ["repeatPassword"], error: m.passwordsDiffer };

/** No login for the invited address yet: a name and a new password, typed twice (the sign-up's rules). */
export const acceptAsNewSchema = z
  .object({ token: tokenField, name: memberNameSchema, password: newPasswordSchema, repeatPassword: z.string().max(200) })
  .refine((input) => input.password === input.repeatPassword, differ);

/** The address has a login without a shop: its name in this shop and its password. */
export const acceptAsExistingSchema = z.object({ token: tokenField, name: memberNameSchema, password: passwordSchema });

export const transferOwnershipSchema = z.object({
  currentPassword: passwordSchema,
  confirm: z.literal("on", { error: m.transferConfirmRequired }),
});
