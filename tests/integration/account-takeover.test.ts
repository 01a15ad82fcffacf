/**
 * A change-of-address link parked by whoever had the account must not outlive
 * the owner's recovery. Against a real Postgres and a real SMTP server: every link is read back
 * from the mail the server received, then used as its page would use it.
 *
 *  (a) pre-account takeover: a stranger signs up with the owner's address, asks to move it to his
 *      own and keeps the link; the owner later resets the password and uses the account.
 *  (b) a stranger with a session (and the password) parks the link; the owner changes the
 *      password, or signs out every device.
 * Plus the 'Não fui eu' link the old address receives, and a change link opened with no session.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { submittedForm as form } from "../support/forms";
import { testMailbox } from "../support/mailbox";
import { createMechanic, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { openSignedInSession, setClientAddress, signedInSessionId, signInAs, signOut } from "../support/request";

const { signUpAction } = await import("@/lib/actions/auth");
const { forgotPasswordAction } = await import("@/lib/actions/forgot-password");
const { resetPasswordAction } = await import("@/lib/actions/reset-password");
const { confirmEmailAction } = await import("@/lib/actions/confirm-email");
const { cancelEmailChangeAction } = await import("@/lib/actions/cancel-email-change");
const { changeEmailAction, changePasswordAction, signOutEverywhereAction } = await import("@/lib/actions/account");
const { verifyCredentials } = await import("@/lib/auth/credentials");
const { inspectAccountToken, issueAccountToken } = await import("@/lib/data/account-tokens");
const { startSession } = await import("@/lib/data/sessions");
const { messages } = await import("@/lib/messages");

const m = messages.accountAccess;
const { mailsTo, lastLinkTo } = testMailbox();

async function emailOf(shopId: string) {
  const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, shopId));
  return row?.email;
}

async function confirmAddress(shopId: string) {
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopId));
}

/**
 * A verified account, with a stranger signed in to it (a borrowed or stolen session, the password
 * known) who asks to move it to his own address: answers the link from the stranger's mailbox.
 */
async function strangerParksChange() {
  const owner = await createMechanic({ plan: "pro" });
  await confirmAddress(owner.id);
  const strangerEmail = uniqueEmail("estranho");
  signInAs(owner.id);
  await openSignedInSession();
  expect(await changeEmailAction(null, form({ email: strangerEmail, currentPassword: TEST_PASSWORD }))).toEqual({
    ok: true,
    message: m.emailChangeSent(strangerEmail),
  });
  const parked = await lastLinkTo(strangerEmail, "/auth/confirmar-email");
  return { owner, strangerEmail, parked, strangerCookie: { sub: owner.id, sid: signedInSessionId() } };
}

/** The owner on a device of his own: a session that is not the stranger's. */
async function ownerSignsIn(shopId: string) {
  const sid = await startSession(shopId, "Celular do dono");
  signInAs(shopId, { sid });
  return sid;
}

/** The stranger tries his parked link every way he can: from his old cookie, and with no session. */
async function strangerTries(parked: string, strangerCookie: { sub: string; sid: string }) {
  signInAs(strangerCookie.sub, { sid: strangerCookie.sid });
  const withOldCookie = await confirmEmailAction(null, form({ token: parked }));
  signOut();
  const withNoSession = await confirmEmailAction(null, form({ token: parked }));
  return [withOldCookie, withNoSession];
}

describe("(a) pre-account takeover: a stranger signed up with the owner's address", () => {
  it("cannot ask to move the unconfirmed address to his own", async () => {
    const ownerEmail = uniqueEmail("dono");
    const strangerEmail = uniqueEmail("estranho");
    setClientAddress("203.0.113.66-estranho");
    expect(await signUpAction(null, form({ email: ownerEmail, password: "senha do estranho" }))).toMatchObject({ ok: true });
    const [account] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
    signInAs(account!.id);

    expect(await changeEmailAction(null, form({ email: strangerEmail, currentPassword: "senha do estranho" }))).toEqual({
      ok: false,
      message: m.verifyBeforeEmailChange,
    });
    expect(await mailsTo(strangerEmail)).toHaveLength(0);
    expect(await emailOf(account!.id)).toBe(ownerEmail);
  });

  it("a link he parked anyway dies when the owner resets the password", async () => {
    const ownerEmail = uniqueEmail("dono");
    const strangerEmail = uniqueEmail("estranho");
    expect(await signUpAction(null, form({ email: ownerEmail, password: "senha do estranho" }))).toMatchObject({ ok: true });
    const [account] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
    const accountId = account!.id;
    // Parked before this fix (or by any other path that issues one): a live link to his address.
    signInAs(accountId);
    await openSignedInSession();
    const strangerCookie = { sub: accountId, sid: signedInSessionId() };
    const parked = await issueAccountToken(accountId, "change_email", strangerEmail);

    // The owner: 'Esqueci minha senha', the link from his mailbox, a new password.
    signOut();
    expect(await forgotPasswordAction(null, form({ email: ownerEmail }))).toEqual({ ok: true, message: m.forgotSent });
    const reset = await lastLinkTo(ownerEmail, "/auth/nova-senha");
    expect(
      await resetPasswordAction(null, form({ token: reset, password: "senha do dono 2026", repeatPassword: "senha do dono 2026" })),
    ).toMatchObject({
      ok: true,
    });

    expect(await strangerTries(parked, strangerCookie)).toEqual([
      { ok: false, message: m.tokenUsed },
      { ok: false, message: m.tokenUsed },
    ]);
    // Even the owner's own session cannot complete it now.
    await ownerSignsIn(accountId);
    expect(await confirmEmailAction(null, form({ token: parked }))).toEqual({ ok: false, message: m.tokenUsed });
    expect(await emailOf(accountId)).toBe(ownerEmail);
    expect(await verifyCredentials({ email: ownerEmail, password: "senha do dono 2026" }, "198.51.100.31")).toMatchObject({ ok: true });
    expect(await verifyCredentials({ email: strangerEmail, password: "senha do estranho" }, "198.51.100.31")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("(b) a stranger with a session parked a change of address", () => {
  it("the owner's 'Alterar senha' ends the parked link with the stranger's session", async () => {
    const parkedChange = await strangerParksChange();
    const { owner, parked } = parkedChange;
    await ownerSignsIn(owner.id);
    const newPassword = "senha nova do dono";
    expect(
      await changePasswordAction(null, form({ currentPassword: TEST_PASSWORD, password: newPassword, repeatPassword: newPassword })),
    ).toEqual({
      ok: true,
      message: m.passwordChanged,
    });

    expect(await strangerTries(parked, parkedChange.strangerCookie)).toEqual([
      { ok: false, message: m.tokenUsed },
      { ok: false, message: m.tokenUsed },
    ]);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it("'Sair de todos os aparelhos' ends the parked link too", async () => {
    const parkedChange = await strangerParksChange();
    const { owner, parked } = parkedChange;
    await ownerSignsIn(owner.id);
    expect(await signOutEverywhereAction()).toMatchObject({ ok: true });

    expect(await strangerTries(parked, parkedChange.strangerCookie)).toEqual([
      { ok: false, message: m.tokenUsed },
      { ok: false, message: m.tokenUsed },
    ]);
    // The owner signs in again: the link is dead for him as well, the address is his.
    await ownerSignsIn(owner.id);
    expect(await confirmEmailAction(null, form({ token: parked }))).toEqual({ ok: false, message: m.tokenUsed });
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it("confirming needs the account's session: with none, nothing changes and the link waits", async () => {
    const { owner, strangerEmail, parked } = await strangerParksChange();
    signOut();
    expect(await inspectAccountToken(parked, ["verify_email", "change_email"], null)).toEqual({ status: "sign_in_required" });
    expect(await confirmEmailAction(null, form({ token: parked }))).toEqual({ ok: false, message: m.signInToConfirm });
    expect(await emailOf(owner.id)).toBe(owner.email);

    // The owner, signed in, is the one who can complete a change he asked for.
    await ownerSignsIn(owner.id);
    expect(await confirmEmailAction(null, form({ token: parked }))).toEqual({ ok: true, message: m.emailChanged(strangerEmail) });
  });
});

describe("'Não fui eu' in the notice to the old address", () => {
  it("cancels the change once, and does nothing else", async () => {
    const { owner, parked } = await strangerParksChange();
    const notice = (await mailsTo(owner.email)).find((mail) => mail.subject === m.mail.changeNoticeSubject);
    expect(notice?.text).toContain(m.mail.changeNoticeNotYou);
    const cancel = await lastLinkTo(owner.email, "/auth/cancelar-troca-de-email");
    expect(notice?.html).toContain(`/auth/cancelar-troca-de-email?token=${cancel}`);

    // Opening the page (a mail scanner, say) changes nothing: the button does.
    signOut();
    expect(await inspectAccountToken(cancel, ["cancel_email_change"], null)).toMatchObject({ status: "valid", email: owner.email });
    expect(await inspectAccountToken(parked, ["change_email"], owner.id)).toMatchObject({ status: "valid" });
    // It is no other kind of link.
    expect(await confirmEmailAction(null, form({ token: cancel }))).toEqual({ ok: false, message: m.tokenInvalid });
    expect(await resetPasswordAction(null, form({ token: cancel, password: "tomada 12345", repeatPassword: "tomada 12345" }))).toEqual({
      ok: false,
      message: m.tokenInvalid,
    });

    expect(await cancelEmailChangeAction(null, form({ token: cancel }))).toEqual({
      ok: true,
      message: m.emailChangeCancelled,
      detail: m.cancelAdvice,
    });
    expect(await cancelEmailChangeAction(null, form({ token: cancel }))).toEqual({ ok: false, message: m.tokenUsed });

    await ownerSignsIn(owner.id);
    expect(await confirmEmailAction(null, form({ token: parked }))).toEqual({ ok: false, message: m.tokenUsed });
    // Nothing else moved: the address, the password, the session.
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await verifyCredentials({ email: owner.email, password: TEST_PASSWORD }, "198.51.100.32")).toMatchObject({ ok: true });
  });

  it("is worth nothing once the change was confirmed, and nothing to another account", async () => {
    const { owner, strangerEmail, parked } = await strangerParksChange();
    const cancel = await lastLinkTo(owner.email, "/auth/cancelar-troca-de-email");
    const other = await createMechanic();
    signInAs(other.id);
    expect(await cancelEmailChangeAction(null, form({ token: cancel }))).toEqual({ ok: false, message: m.tokenOtherAccount });
    expect(await inspectAccountToken(parked, ["change_email"], owner.id)).toMatchObject({ status: "valid" });

    await ownerSignsIn(owner.id);
    expect(await confirmEmailAction(null, form({ token: parked }))).toMatchObject({ ok: true });
    expect(await cancelEmailChangeAction(null, form({ token: cancel }))).toEqual({ ok: false, message: m.tokenUsed });
    expect(await emailOf(owner.id)).toBe(strangerEmail);
  });

  it("with no change pending (already ended), says so", async () => {
    const owner = await createMechanic();
    const cancel = await issueAccountToken(owner.id, "cancel_email_change", owner.email);
    expect(await cancelEmailChangeAction(null, form({ token: cancel }))).toEqual({
      ok: true,
      message: m.noEmailChangePending,
      detail: m.cancelAdvice,
    });
  });
});
