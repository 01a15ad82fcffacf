"use server";

import bcrypt from "bcryptjs";
import { CredentialsSignin } from "next-auth";
import { signIn } from "@/auth";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { BCRYPT_COST, verifyCredentials } from "@/lib/auth/credentials";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { findLoginByEmail } from "@/lib/data/accounts";
import { acceptInvitation, inspectInvitation, type AcceptOutcome, type DeadInvitation } from "@/lib/data/team";
import { deadInvitationMessage } from "@/lib/team/invitation-state";
import { messages } from "@/lib/messages";
import { acceptAsExistingSchema, acceptAsNewSchema } from "@/lib/validation/team";
import { z } from "@/lib/validation/zod";

const m = messages.team;

function refusal(status: Exclude<AcceptOutcome["status"], "joined" | DeadInvitation>) {
  switch (status) {
    case "in_shop":
      return m.inShop;
    case "full":
      return m.full;
    case "plan_ended":
      return m.planEnded;
    default:
      return m.loginChanged;
  }
}

/**
 * 'Entrar na equipe' from the invitation's page. Which form was sent (`mode`) only picks the
 * fields to read: the data layer checks again, in the transaction, whether the address has a
 * login. A new login is made with the sign-up's password rules and its address confirmed (the link
 * proved it); an existing login without a shop gives its password first (counted like a login).
 * Then the person is signed in and goes to the Painel. Nothing changes on a refusal.
 */
export const acceptInvitationAction = defineAction({
  access: "visitor",
  name: "aceite de convite",
  texts: { prefix: m.acceptPrefix, failed: m.acceptError },
  input: (_previous: ActionResult | null, formData: FormData) =>
    formInput(formData, ["mode", "token", "name", "password", "repeatPassword"]),
  schema: z.discriminatedUnion("mode", [
    acceptAsNewSchema.safeExtend({ mode: z.literal("new") }),
    acceptAsExistingSchema.extend({ mode: z.literal("existing") }),
  ]),
  async run({ caller, input, refuse }) {
    // A signed-in person already belongs to a shop (or the link is someone else's): signing the
    // browser over to another login here would surprise both.
    if (caller) return refuse(m.otherAccount);
    const link = await inspectInvitation(input.token);
    if (link.status !== "valid") return { ok: false, message: deadInvitationMessage(link.status) };
    if (link.login === "in_shop") return refuse(m.inShop);

    let outcome: AcceptOutcome;
    if (input.mode === "new") {
      if (link.login !== "none") return refuse(m.loginChanged);
      outcome = await acceptInvitation(input.token, {
        kind: "new",
        name: input.name,
        passwordHash: await bcrypt.hash(input.password, BCRYPT_COST),
      });
    } else {
      if (link.login !== "free") return refuse(m.loginChanged);
      // The login's own check, with its rate limits: "no_shop" is the right password of a login
      // that belongs to no shop, the one case that may join here.
      const check = await verifyCredentials({ email: link.email, password: input.password }, await currentRateLimitAddress());
      if (!check.ok && check.reason === "rate_limited") return refuse(messages.auth.rateLimited);
      if (check.ok) return refuse(m.inShop);
      if (check.reason !== "no_shop") return refuse(m.wrongPasswordFull, { password: [m.wrongPasswordFull] });
      const login = await findLoginByEmail(link.email);
      if (!login) return refuse(m.loginChanged);
      outcome = await acceptInvitation(input.token, { kind: "existing", name: input.name, userId: login.id });
    }

    if (outcome.status !== "joined") {
      if (outcome.status === "used" || outcome.status === "revoked" || outcome.status === "expired" || outcome.status === "invalid") {
        return { ok: false, message: deadInvitationMessage(outcome.status) };
      }
      return refuse(refusal(outcome.status));
    }
    try {
      await signIn("credentials", { email: outcome.email, password: input.password, redirect: false });
    } catch (error) {
      // He is in the team all the same; the login page lets him in.
      if (!(error instanceof CredentialsSignin)) console.error("convite: login após o aceite falhou", error);
      return { ok: true, message: m.acceptedSignIn, redirectTo: "/auth" };
    }
    return { ok: true, message: m.accepted(link.shopName?.trim() || m.aShop), redirectTo: "/dashboard" };
  },
});
