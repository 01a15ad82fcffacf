import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import bcrypt from "bcryptjs";
import { signUpAction } from "@/app/auth/actions";
import { getDb } from "@/db";
import { mechanicProfiles, users } from "@/db/schema";
import { messages } from "@/lib/messages";
import { uniqueEmail } from "../support/factories";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function accountsWithEmail(email: string) {
  return getDb().select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}

describe("sign-up", () => {
  it("creates the user and an empty profile with no plan, together", async () => {
    const email = uniqueEmail("cadastro");
    const result = await signUpAction(null, form({ email: `  ${email.toUpperCase()} `, password: "minhasenha" }));
    expect(result).toEqual({ ok: true, message: messages.auth.signUpSuccess });

    const [user] = await accountsWithEmail(email);
    expect(user?.email).toBe(email);
    expect(user?.passwordHash).not.toContain("minhasenha");
    expect(await bcrypt.compare("minhasenha", user!.passwordHash)).toBe(true);
    expect(bcrypt.getRounds(user!.passwordHash)).toBeGreaterThanOrEqual(10);

    const [profile] = await getDb().select().from(mechanicProfiles).where(eq(mechanicProfiles.id, user!.id));
    expect(profile).toMatchObject({ email, subscriptionPlan: null, subscriptionStartDate: null });
  });

  it("refuses an e-mail already registered, whatever its letter case, and writes nothing", async () => {
    const email = uniqueEmail("duplicado");
    expect((await signUpAction(null, form({ email, password: "minhasenha" }))).ok).toBe(true);

    const again = await signUpAction(null, form({ email: email.toUpperCase(), password: "outrasenha" }));
    expect(again).toMatchObject({ ok: false, message: messages.auth.emailTaken });
    expect(await accountsWithEmail(email)).toHaveLength(1);
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

  it("never echoes the password back", async () => {
    const result = await signUpAction(null, form({ email: "x", password: "segredo-muito-secreto" }));
    expect(JSON.stringify(result)).not.toContain("segredo-muito-secreto");
  });
});
