/**
 * The account's own links and the account page, against a real Postgres and a real SMTP server:
 * every link is read back from the mail the server received, then used as the page would use it.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { accountTokens, shops, rateLimits, sessions, users } from "@/db/schema";
import { submittedForm as form } from "../support/forms";
import { testMailbox } from "../support/mailbox";
import { createMechanic, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { openSignedInSession, setClientAddress, signedInSessionId, signInAs } from "../support/request";

const { signUpAction } = await import("@/lib/actions/auth");
const { forgotPasswordAction } = await import("@/lib/actions/forgot-password");
const { resetPasswordAction } = await import("@/lib/actions/reset-password");
const { confirmEmailAction } = await import("@/lib/actions/confirm-email");
const { changeEmailAction, changePasswordAction, resendVerificationAction } = await import("@/lib/actions/account");
const { accountLinkOrigin } = await import("@/lib/account/emails");
const { verifyCredentials } = await import("@/lib/auth/credentials");
const { inspectAccountToken, issueAccountToken } = await import("@/lib/data/account-tokens");
const { consumeRateLimit } = await import("@/lib/data/rate-limits");
const { messages } = await import("@/lib/messages");
const { ACCOUNT_EMAILS_PER_ACCOUNT, ACCOUNT_EMAILS_PER_ADDRESS, ACCOUNT_PASSWORD_CHECKS, LOGIN_ATTEMPTS_PER_ACCOUNT } =
  await import("@/lib/rate-limit");

const m = messages.accountAccess;
const { mailsTo, lastLinkTo } = testMailbox();

async function userRow(id: string) {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row!;
}

/** The account's address confirmed, as its link would (only then may it be changed). */
async function confirmAddress(userId: string) {
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

async function openSessionsOf(userId: string) {
  return getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
}

async function addSession(userId: string) {
  await getDb()
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + 86_400_000) });
}

describe("e-mail verification", () => {
  it("sign-up mails a link that confirms the address once; the account works before", async () => {
    const email = uniqueEmail("cadastro");
    const signedUp = await signUpAction(null, form({ email, password: TEST_PASSWORD }));
    expect(signedUp).toMatchObject({ ok: true, message: messages.auth.signUpSuccess });
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeNull();

    const token = await lastLinkTo(email, "/auth/confirmar-email");
    const [stored] = await getDb().select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    // Only the hash is kept; the link works for 24 hours.
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    // Opening the page uses nothing up (mail scanners open every link).
    expect(await inspectAccountToken(token, ["verify_email", "change_email"], null)).toMatchObject({ status: "valid", email });
    expect(await confirmEmailAction(null, form({ token }))).toEqual({ ok: true, message: m.emailConfirmed });
    expect((await userRow(user!.id)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(await confirmEmailAction(null, form({ token }))).toEqual({ ok: false, message: m.tokenUsed });
  });

  it("refuses forged, malformed, expired, other-purpose and another account's links", async () => {
    const owner = await createMechanic();
    const other = await createMechanic();
    const token = await issueAccountToken(owner.id, "verify_email", owner.email);

    for (const forged of [randomBytes(32).toString("base64url"), "' OR 1=1 --", "", token.slice(0, 20), `${token}x`]) {
      expect(await confirmEmailAction(null, form({ token: forged }))).toEqual({ ok: false, message: m.tokenInvalid });
    }
    const resetToken = await issueAccountToken(owner.id, "reset_password", owner.email);
    expect(await confirmEmailAction(null, form({ token: resetToken }))).toEqual({ ok: false, message: m.tokenInvalid });

    signInAs(other.id);
    expect(await confirmEmailAction(null, form({ token }))).toEqual({ ok: false, message: m.tokenOtherAccount });
    expect((await userRow(owner.id)).emailVerifiedAt).toBeNull();

    await getDb()
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, owner.id));
    signInAs(owner.id);
    expect(await confirmEmailAction(null, form({ token }))).toEqual({ ok: false, message: m.tokenExpired });
    expect((await userRow(owner.id)).emailVerifiedAt).toBeNull();
  });

  it("'Reenviar e-mail' sends a new link, up to the hourly limit, and not once confirmed", async () => {
    const mechanic = await createMechanic();
    signInAs(mechanic.id);
    for (let sent = 0; sent < 5; sent++) {
      expect(await resendVerificationAction()).toEqual({ ok: true, message: m.verificationSent(mechanic.email) });
    }
    expect(await resendVerificationAction()).toEqual({ ok: false, message: m.tooManyEmails });
    expect(await mailsTo(mechanic.email)).toHaveLength(5);

    // Every link sent works until one is used.
    expect(await confirmEmailAction(null, form({ token: await lastLinkTo(mechanic.email, "/auth/confirmar-email") }))).toMatchObject({
      ok: true,
    });
    expect(await resendVerificationAction()).toEqual({ ok: true, message: m.alreadyVerified });
  });

  it("limits account e-mails per client address too, across accounts", async () => {
    setClientAddress("203.0.113.200-muitas-contas");
    for (let account = 0; account < ACCOUNT_EMAILS_PER_ADDRESS.limit / ACCOUNT_EMAILS_PER_ACCOUNT.limit; account++) {
      signInAs((await createMechanic()).id);
      for (let sent = 0; sent < ACCOUNT_EMAILS_PER_ACCOUNT.limit; sent++)
        expect(await resendVerificationAction()).toMatchObject({ ok: true });
    }
    signInAs((await createMechanic()).id);
    expect(await resendVerificationAction()).toEqual({ ok: false, message: m.tooManyEmails });
  });
});

describe("forgotten password", () => {
  it("answers the same for a registered and an unknown address; only the owner gets a link", async () => {
    const mechanic = await createMechanic();
    const unknown = uniqueEmail("ninguem");
    const registered = await forgotPasswordAction(null, form({ email: mechanic.email.toUpperCase() }));
    const notRegistered = await forgotPasswordAction(null, form({ email: unknown }));
    expect(registered).toEqual({ ok: true, message: m.forgotSent });
    expect(notRegistered).toEqual(registered);
    expect(await mailsTo(unknown)).toHaveLength(0);
    const [mail] = await mailsTo(mechanic.email);
    expect(mail?.subject).toBe(m.mail.resetSubject);
  });

  it("limits requests per client address, never per address typed; an open link is not sent again", async () => {
    const mechanic = await createMechanic();
    for (let place = 0; place < 3; place++) {
      setClientAddress(`203.0.113.${place}-${mechanic.email}`);
      for (let request = 0; request < 4; request++) {
        expect(await forgotPasswordAction(null, form({ email: mechanic.email }))).toEqual({ ok: true, message: m.forgotSent });
      }
    }
    expect((await mailsTo(mechanic.email)).filter((mail) => mail.subject === m.mail.resetSubject)).toHaveLength(1);
    setClientAddress("203.0.113.77-um-so-lugar");
    for (let request = 0; request < 10; request++) await forgotPasswordAction(null, form({ email: uniqueEmail("varios") }));
    expect(await forgotPasswordAction(null, form({ email: uniqueEmail("mais-um") }))).toEqual({ ok: false, message: m.forgotRateLimited });
  });

  it("a new password works once, ends every session and clears the login ceiling", async () => {
    const mechanic = await createMechanic();
    await addSession(mechanic.id);
    await addSession(mechanic.id);
    // A stranger burned the account's ceiling: a place the owner never used is refused.
    for (let hit = 0; hit < LOGIN_ATTEMPTS_PER_ACCOUNT.limit; hit++)
      await consumeRateLimit(`login-account:${mechanic.email}`, LOGIN_ATTEMPTS_PER_ACCOUNT);
    expect(await verifyCredentials({ email: mechanic.email, password: TEST_PASSWORD }, "198.51.100.90")).toEqual({
      ok: false,
      reason: "rate_limited",
    });

    await forgotPasswordAction(null, form({ email: mechanic.email }));
    const token = await lastLinkTo(mechanic.email, "/auth/nova-senha");
    // A second open link (issued directly: a request would not send one while this is open).
    const earlier = await issueAccountToken(mechanic.id, "reset_password", mechanic.email);
    const newPassword = "nova senha da oficina";

    // A typo in the repeated password or a short one changes nothing, and the link still works.
    expect(await resetPasswordAction(null, form({ token, password: newPassword, repeatPassword: "outra coisa" }))).toMatchObject({
      ok: false,
      fieldErrors: { repeatPassword: [m.passwordsDiffer] },
    });
    expect(await resetPasswordAction(null, form({ token, password: "curta", repeatPassword: "curta" }))).toMatchObject({
      ok: false,
      fieldErrors: { password: [messages.validation.passwordTooShort] },
    });
    expect(await inspectAccountToken(token, ["reset_password"], null)).toMatchObject({ status: "valid" });

    expect(await resetPasswordAction(null, form({ token, password: newPassword, repeatPassword: newPassword }))).toEqual({
      ok: true,
      message: m.resetSuccess,
      redirectTo: "/dashboard",
    });
    expect(await openSessionsOf(mechanic.id)).toEqual([]);
    expect(await verifyCredentials({ email: mechanic.email, password: newPassword }, "198.51.100.90")).toMatchObject({ ok: true });
    expect(await verifyCredentials({ email: mechanic.email, password: TEST_PASSWORD }, "198.51.100.91")).toEqual({
      ok: false,
      reason: "invalid",
    });
    // The link reached the address: it counts as confirmed.
    expect((await userRow(mechanic.id)).emailVerifiedAt).toBeInstanceOf(Date);
    const subjects = (await mailsTo(mechanic.email)).map((mail) => mail.subject);
    expect(subjects).toContain(m.mail.passwordChangedSubject);

    // Used, and so is the earlier link: a new password makes every older one worthless.
    for (const used of [token, earlier]) {
      expect(await resetPasswordAction(null, form({ token: used, password: "de novo 12345", repeatPassword: "de novo 12345" }))).toEqual({
        ok: false,
        message: m.tokenUsed,
      });
    }
  });

  it("refuses an expired link and another account's, changing nothing", async () => {
    const owner = await createMechanic();
    const other = await createMechanic();
    const token = await issueAccountToken(owner.id, "reset_password", owner.email);
    const input = form({ token, password: "tomada de conta", repeatPassword: "tomada de conta" });
    signInAs(other.id);
    expect(await resetPasswordAction(null, input)).toEqual({ ok: false, message: m.tokenOtherAccount });
    await getDb()
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, owner.id));
    signInAs(owner.id);
    expect(await resetPasswordAction(null, input)).toEqual({ ok: false, message: m.tokenExpired });
    expect(await verifyCredentials({ email: owner.email, password: TEST_PASSWORD }, "198.51.100.92")).toMatchObject({ ok: true });
  });

  it("a reset link lives one hour", async () => {
    const mechanic = await createMechanic();
    await issueAccountToken(mechanic.id, "reset_password", mechanic.email);
    const [stored] = await getDb().select().from(accountTokens).where(eq(accountTokens.userId, mechanic.id));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });
});

describe("the account page", () => {
  it("changes the password after the current one, signing out the other devices only", async () => {
    const mechanic = await createMechanic();
    signInAs(mechanic.id);
    await openSignedInSession();
    await addSession(mechanic.id);
    const newPassword = "senha nova 2026";

    expect(
      await changePasswordAction(null, form({ currentPassword: "errada", password: newPassword, repeatPassword: newPassword })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: [m.wrongPassword] },
    });
    expect(await openSessionsOf(mechanic.id)).toHaveLength(2);

    expect(
      await changePasswordAction(null, form({ currentPassword: TEST_PASSWORD, password: newPassword, repeatPassword: newPassword })),
    ).toEqual({
      ok: true,
      message: m.passwordChanged,
    });
    expect(await openSessionsOf(mechanic.id)).toEqual([{ id: signedInSessionId() }]);
    expect(await verifyCredentials({ email: mechanic.email, password: newPassword }, "198.51.100.93")).toMatchObject({ ok: true });
    expect((await mailsTo(mechanic.email)).map((mail) => mail.subject)).toEqual([m.mail.passwordChangedSubject]);
  });

  it("stops guessing the current password after the limit, even with the right one", async () => {
    const mechanic = await createMechanic();
    signInAs(mechanic.id);
    for (let guess = 0; guess < ACCOUNT_PASSWORD_CHECKS.limit; guess++) {
      await changePasswordAction(
        null,
        form({ currentPassword: `chute-${guess}`, password: "qualquer 123", repeatPassword: "qualquer 123" }),
      );
    }
    const right = form({ currentPassword: TEST_PASSWORD, password: "qualquer 123", repeatPassword: "qualquer 123" });
    expect(await changePasswordAction(null, right)).toEqual({ ok: false, message: m.passwordChecksRateLimited });
    expect(await verifyCredentials({ email: mechanic.email, password: TEST_PASSWORD }, "198.51.100.94")).toMatchObject({ ok: true });
  });

  it("changes the e-mail only through the link sent to the new address", async () => {
    const mechanic = await createMechanic();
    await confirmAddress(mechanic.id);
    signInAs(mechanic.id);
    const newEmail = uniqueEmail("novo");

    expect(await changeEmailAction(null, form({ email: newEmail, currentPassword: "errada" }))).toMatchObject({
      ok: false,
      message: m.wrongPassword,
    });
    expect(await changeEmailAction(null, form({ email: mechanic.email.toUpperCase(), currentPassword: TEST_PASSWORD }))).toMatchObject({
      ok: false,
      fieldErrors: { email: [m.sameEmail] },
    });
    expect(await mailsTo(newEmail)).toHaveLength(0);

    expect(await changeEmailAction(null, form({ email: newEmail, currentPassword: TEST_PASSWORD }))).toEqual({
      ok: true,
      message: m.emailChangeSent(newEmail),
    });
    expect((await userRow(mechanic.id)).email).toBe(mechanic.email);
    expect((await mailsTo(mechanic.email)).map((mail) => mail.subject)).toEqual([m.mail.changeNoticeSubject]);

    const token = await lastLinkTo(newEmail, "/auth/confirmar-email");
    expect(await confirmEmailAction(null, form({ token }))).toEqual({ ok: true, message: m.emailChanged(newEmail) });
    const user = await userRow(mechanic.id);
    expect(user).toMatchObject({ email: newEmail });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    const [profile] = await getDb().select({ email: shops.email }).from(shops).where(eq(shops.id, mechanic.id));
    expect(profile?.email).toBe(newEmail);
    expect(await verifyCredentials({ email: newEmail, password: TEST_PASSWORD }, "198.51.100.95")).toMatchObject({ ok: true });
    expect(await verifyCredentials({ email: mechanic.email, password: TEST_PASSWORD }, "198.51.100.95")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("answers an address that has an account like any other, and mails it a note instead of a link", async () => {
    const mechanic = await createMechanic();
    const owner = await createMechanic();
    await confirmAddress(mechanic.id);
    signInAs(mechanic.id);
    expect(await changeEmailAction(null, form({ email: owner.email, currentPassword: TEST_PASSWORD }))).toEqual({
      ok: true,
      message: m.emailChangeSent(owner.email),
    });
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([m.mail.takenSubject]);
    expect(mails[0]?.text).not.toContain("token=");
  });

  it("a new address taken by another account meanwhile changes nothing", async () => {
    const mechanic = await createMechanic();
    const wanted = uniqueEmail("disputado");
    const token = await issueAccountToken(mechanic.id, "change_email", wanted);
    await createMechanic({ email: wanted });
    signInAs(mechanic.id);
    expect(await confirmEmailAction(null, form({ token }))).toEqual({ ok: false, message: m.emailTaken });
    expect((await userRow(mechanic.id)).email).toBe(mechanic.email);
    expect(await inspectAccountToken(token, ["change_email"], mechanic.id)).toMatchObject({ status: "valid" });
  });

  it("a new address makes the old address's links worthless", async () => {
    const mechanic = await createMechanic();
    const oldConfirmation = await issueAccountToken(mechanic.id, "verify_email", mechanic.email);
    const oldReset = await issueAccountToken(mechanic.id, "reset_password", mechanic.email);
    signInAs(mechanic.id);
    expect(
      await confirmEmailAction(null, form({ token: await issueAccountToken(mechanic.id, "change_email", uniqueEmail("trocado")) })),
    ).toMatchObject({
      ok: true,
    });
    expect(await confirmEmailAction(null, form({ token: oldConfirmation }))).toEqual({ ok: false, message: m.tokenUsed });
    expect(await resetPasswordAction(null, form({ token: oldReset, password: "nova 123456", repeatPassword: "nova 123456" }))).toEqual({
      ok: false,
      message: m.tokenUsed,
    });
  });
});

describe("where the links point", () => {
  it("at AUTH_URL, whatever Host the request names; in production never at the request's own", () => {
    expect(accountLinkOrigin("http://evil.example", { AUTH_URL: "https://app.oficina.com.br/", NODE_ENV: "production" })).toBe(
      "https://app.oficina.com.br",
    );
    expect(accountLinkOrigin("http://evil.example", { NODE_ENV: "production" })).toBeNull();
    expect(accountLinkOrigin("http://localhost:3000", { NODE_ENV: "development" })).toBe("http://localhost:3000");
  });

  it("says e-mail cannot be sent, the same for every address, when production has no AUTH_URL", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_URL", "");
    const mechanic = await createMechanic();
    expect(await forgotPasswordAction(null, form({ email: mechanic.email }))).toEqual({ ok: false, message: m.mailUnavailable });
    expect(await forgotPasswordAction(null, form({ email: uniqueEmail("x") }))).toEqual({ ok: false, message: m.mailUnavailable });
    expect(await mailsTo(mechanic.email)).toHaveLength(0);
  });
});

describe("rate-limit rows", () => {
  it("a new password clears only that address's login counters", async () => {
    const mechanic = await createMechanic();
    const bystander = await createMechanic();
    await consumeRateLimit(`login:${bystander.email}:10.0.0.1`, { limit: 10, windowMs: 60_000 });
    await consumeRateLimit(`login:${mechanic.email}:10.0.0.1`, { limit: 10, windowMs: 60_000 });
    const token = await issueAccountToken(mechanic.id, "reset_password", mechanic.email);
    await resetPasswordAction(null, form({ token, password: "nova 1234567", repeatPassword: "nova 1234567" }));
    const keys = (await getDb().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(`login:${bystander.email}:10.0.0.1`);
    expect(keys).not.toContain(`login:${mechanic.email}:10.0.0.1`);
  });
});
