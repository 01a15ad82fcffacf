import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import bcrypt from "bcryptjs";
import { CredentialsSignin } from "next-auth";
import { signUpAction } from "@/lib/actions/auth";
import { getDb } from "@/db";
import { shops, users } from "@/db/schema";
import { messages } from "@/lib/messages";
import { SIGN_UPS } from "@/lib/rate-limit";
import { uniqueEmail } from "../support/factories";

// The client address a browser's request would carry: a new one per test unless a test sets it.
import { fakes, setClientAddress } from "../support/request";

/** What a sign-up answers once the new mechanic is signed in. */
const signedUp = { ok: true, message: messages.auth.signUpSuccess, detail: messages.auth.signUpChoosePlan, redirectTo: "/dashboard/plans" };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function accountsWithEmail(email: string) {
  return getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}

describe("sign-up", () => {
  it("creates the user and an empty profile with no plan, together", async () => {
    const email = uniqueEmail("cadastro");
    const result = await signUpAction(null, form({ email: `  ${email.toUpperCase()} `, password: "minhasenha" }));
    expect(result).toEqual(signedUp);

    const [user] = await accountsWithEmail(email);
    expect(user?.email).toBe(email);
    expect(user?.passwordHash).not.toContain("minhasenha");
    expect(await bcrypt.compare("minhasenha", user!.passwordHash)).toBe(true);
    expect(bcrypt.getRounds(user!.passwordHash)).toBeGreaterThanOrEqual(10);

    const [profile] = await getDb().select().from(shops).where(eq(shops.id, user!.id));
    expect(profile).toMatchObject({ email, subscriptionPlan: null, subscriptionStartDate: null });
  });

  it("signs the new mechanic in with the e-mail and password just registered, and goes to the plans page", async () => {
    const email = uniqueEmail("entra");
    expect(await signUpAction(null, form({ email, password: "minhasenha" }))).toEqual(signedUp);
    expect(fakes.signIn).toHaveBeenCalledExactlyOnceWith("credentials", { email, password: "minhasenha", redirect: false });
  });

  it("keeps the account and sends the mechanic to log in when that sign-in is refused", async () => {
    const email = uniqueEmail("sem-login");
    vi.mocked(fakes.signIn).mockRejectedValueOnce(new CredentialsSignin());
    expect(await signUpAction(null, form({ email, password: "minhasenha" }))).toEqual({
      ok: true,
      message: messages.auth.signUpSuccess,
      detail: messages.auth.signUpNextStep,
    });
    expect(await accountsWithEmail(email)).toHaveLength(1);
  });

  it("refuses an e-mail already registered, whatever its letter case, and writes nothing", async () => {
    const email = uniqueEmail("duplicado");
    expect((await signUpAction(null, form({ email, password: "minhasenha" }))).ok).toBe(true);

    const again = await signUpAction(null, form({ email: email.toUpperCase(), password: "outrasenha" }));
    expect(again).toMatchObject({ ok: false, message: messages.auth.emailTaken });
    expect(again).not.toHaveProperty("redirectTo");
    expect(await accountsWithEmail(email)).toHaveLength(1);
    // Only the first sign-up signed anyone in: a taken e-mail never opens that account.
    expect(fakes.signIn).toHaveBeenCalledOnce();
  });

  it("refuses short passwords and malformed e-mails with field messages, writing nothing", async () => {
    const email = uniqueEmail("curta");
    const short = await signUpAction(null, form({ email, password: "1234567" }));
    expect(short).toMatchObject({ ok: false, fieldErrors: { password: [messages.validation.passwordTooShort] } });

    const malformed = await signUpAction(null, form({ email: "=cmd|' /C calc'!A0", password: "minhasenha" }));
    expect(malformed).toMatchObject({ ok: false, fieldErrors: { email: [messages.validation.emailInvalid] } });

    const missing = await signUpAction(null, new FormData());
    expect(missing.ok).toBe(false);
    expect(await accountsWithEmail(email)).toHaveLength(0);
  });

  it(`stops at ${SIGN_UPS.limit} attempts an hour from one address, taken e-mails included, before any hash`, async () => {
    const taken = uniqueEmail("ja-existe");
    expect((await signUpAction(null, form({ email: taken, password: "minhasenha" }))).ok).toBe(true);
    for (let attempt = 1; attempt < SIGN_UPS.limit; attempt++) {
      expect(await signUpAction(null, form({ email: taken, password: "minhasenha" }))).toMatchObject({ message: messages.auth.emailTaken });
    }
    const blocked = uniqueEmail("bloqueado");
    expect(await signUpAction(null, form({ email: blocked, password: "minhasenha" }))).toEqual({
      ok: false,
      message: messages.auth.signUpRateLimited,
    });
    expect(await accountsWithEmail(blocked)).toHaveLength(0);

    // Someone else, at another address, is not affected.
    setClientAddress(`198.51.100.20-${randomUUID()}`);
    expect(await signUpAction(null, form({ email: blocked, password: "minhasenha" }))).toEqual(signedUp);
  });

  it("never echoes the password back", async () => {
    const result = await signUpAction(null, form({ email: "x", password: "segredo-muito-secreto" }));
    expect(JSON.stringify(result)).not.toContain("segredo-muito-secreto");
  });
});
