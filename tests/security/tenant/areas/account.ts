/** Tenant isolation: account (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { QuoteExportTable } from "@/lib/data/account-export-quotes";
import { type Attack, type Shop, idsOf, exportsOnlyOwnRows } from "../fixtures";

const accountExportRoute = await import("@/app/dashboard/account/data/route");
const accountExportData = await import("@/lib/data/account-export");
const accountExportQuotes = await import("@/lib/data/account-export-quotes");
const { readArchive } = await import("../../../support/account-export");
const accountActions = await import("@/lib/actions/account");
const { deleteAccountAction } = await import("@/lib/actions/account-deletion");
const accountDeletionData = await import("@/lib/data/account-deletion");
const accountsData = await import("@/lib/data/accounts");
const accountAccessData = await import("@/lib/data/account-access");
const accountTokensData = await import("@/lib/data/account-tokens");
const confirmEmailActions = await import("@/lib/actions/confirm-email");
const resetPasswordActions = await import("@/lib/actions/reset-password");
const cancelEmailChangeActions = await import("@/lib/actions/cancel-email-change");
const sessionsData = await import("@/lib/data/sessions");
const { getDb } = await import("@/db");
const { messages } = await import("@/lib/messages");
const { rowsOwnedBy } = await import("../../../support/shops");
const { submittedForm: form } = await import("../../../support/forms");
const { TEST_PASSWORD } = await import("../../../support/factories");

export const attacks: Record<string, Attack> = {
  "app/dashboard/account/data/route.ts#GET": async () => {
    // Takes no id and reads nothing: every caller is sent to his own account page.
    const response = accountExportRoute.GET();
    expect([response.status, response.headers.get("location")]).toEqual([303, "/dashboard/account"]);
  },
  "app/dashboard/account/data/route.ts#POST": async (a, b) => {
    const archive = await readArchive(
      await accountExportRoute.POST(new Request("http://localhost/dashboard/account/data", { method: "POST" })),
    );
    expect(archive.allText).toContain(b.customerEmail);
    for (const id of idsOf(a)) expect(archive.allText, id).not.toContain(id);
  },
  "lib/data/account-export.ts#getExportAccount": async (a, b) => {
    const account = await accountExportData.getExportAccount(b.id);
    expect(account?.profile?.slug).toBe(b.slug);
    for (const id of idsOf(a)) expect(JSON.stringify(account), id).not.toContain(id);
  },
  "lib/data/account-export.ts#customerBatches": exportsOnlyOwnRows(accountExportData.customerBatches, (b) => b.customerId),
  "lib/data/account-export.ts#vehicleBatches": exportsOnlyOwnRows(accountExportData.vehicleBatches, (b) => b.vehicleId),
  "lib/data/account-export.ts#supplierBatches": exportsOnlyOwnRows(accountExportData.supplierBatches, (b) => b.supplierId),
  "lib/data/account-export.ts#leadBatches": exportsOnlyOwnRows(accountExportData.leadBatches, (b) => b.leadId),
  "lib/data/account-export.ts#supportTicketBatches": exportsOnlyOwnRows(accountExportData.supportTicketBatches, (b) => b.ticketId),
  "lib/data/account-export.ts#teamBatches": async (a, b) => {
    await exportsOnlyOwnRows(accountExportData.teamBatches, (shop) => shop.ownerMemberId)(a, b);
    const rows: unknown[] = [];
    for await (const batch of accountExportData.teamBatches(b.id)) rows.push(...batch);
    expect(JSON.stringify(rows)).not.toContain(a.ownerMemberId);
  },
  // Every file's read; B's own payment (tests/support/job-rows.ts), never A's.
  "lib/data/account-export-quotes.ts#quoteExportBatches": async (a, b) => {
    const expected: Record<QuoteExportTable, ((b: Shop) => string) | undefined> = {
      quotes: (b) => b.quoteId,
      items: () => "Revisão",
      versions: undefined,
      answers: undefined,
      views: undefined,
      sends: (b) => b.phone.replace(/\D/g, ""),
      payments: () => '"amount":"100.00"',
    };
    for (const table of accountExportQuotes.QUOTE_EXPORT_TABLES) {
      await exportsOnlyOwnRows((shopId) => accountExportQuotes.quoteExportBatches(shopId, table), expected[table])(a, b);
    }
  },
  "lib/actions/account.ts#signOutEverywhereAction": async (_a, b) => {
    expect(await accountActions.signOutEverywhereAction()).toMatchObject({ ok: true });
    expect(await sessionsData.listOpenSessions(b.id)).toEqual([]);
  },
  "lib/actions/confirm-email.ts#confirmEmailAction": async (a) => {
    expect(await confirmEmailActions.confirmEmailAction(null, form({ token: a.accountLinks.verifyEmail }))).toEqual({
      ok: false,
      message: messages.accountAccess.tokenOtherAccount,
    });
  },
  "lib/actions/reset-password.ts#resetPasswordAction": async (a) => {
    const input = form({ token: a.accountLinks.resetPassword, password: "tomada de conta", repeatPassword: "tomada de conta" });
    expect(await resetPasswordActions.resetPasswordAction(null, input)).toEqual({
      ok: false,
      message: messages.accountAccess.tokenOtherAccount,
    });
  },
  "lib/data/account-access.ts#confirmEmailLink": async (a, b) => {
    expect(await accountAccessData.confirmEmailLink(a.accountLinks.verifyEmail, b.id)).toEqual({ status: "other_account" });
    expect(await accountAccessData.confirmEmailLink(a.accountLinks.changeEmail, b.id)).toEqual({ status: "other_account" });
  },
  "lib/actions/cancel-email-change.ts#cancelEmailChangeAction": async (a) => {
    expect(await cancelEmailChangeActions.cancelEmailChangeAction(null, form({ token: a.accountLinks.cancelEmailChange }))).toEqual({
      ok: false,
      message: messages.accountAccess.tokenOtherAccount,
    });
    expect(await accountTokensData.inspectAccountToken(a.accountLinks.changeEmail, ["change_email"], a.id)).toMatchObject({
      status: "valid",
    });
  },
  "lib/data/account-access.ts#cancelEmailChangeLink": async (a, b) => {
    expect(await accountAccessData.cancelEmailChangeLink(a.accountLinks.cancelEmailChange, b.id)).toEqual({ status: "other_account" });
    expect(await accountTokensData.inspectAccountToken(a.accountLinks.changeEmail, ["change_email"], a.id)).toMatchObject({
      status: "valid",
    });
  },
  "lib/data/account-access.ts#resetPasswordWithToken": async (a, b) => {
    expect(await accountAccessData.resetPasswordWithToken(a.accountLinks.resetPassword, "hash", b.id)).toEqual({ status: "other_account" });
  },
  "lib/data/account-access.ts#changePassword": async (a, b) => {
    // A's session id changes B's own password and ends B's sessions, nothing of A's.
    expect(await accountAccessData.changePassword(b.id, a.sessionId, "hash-de-b")).toBe(true);
  },
  "lib/data/account-tokens.ts#inspectAccountToken": async (a, b) => {
    expect(await accountTokensData.inspectAccountToken(a.accountLinks.verifyEmail, ["verify_email"], b.id)).toEqual({
      status: "other_account",
    });
  },
  "lib/data/account-tokens.ts#consumeAccountToken": async (a, b) => {
    const state = await getDb().transaction((tx) =>
      accountTokensData.consumeAccountToken(tx, a.accountLinks.resetPassword, ["reset_password"], b.id),
    );
    expect(state).toEqual({ status: "other_account" });
  },
  "lib/data/account-tokens.ts#revokeAccountTokens": async (_a, b) => {
    await getDb().transaction((tx) => accountTokensData.revokeAccountTokens(tx, b.id, "reset_password"));
  },
  // The form names A; the action takes the account from the session alone, so B deletes B.
  "lib/actions/account-deletion.ts#deleteAccountAction": async (a, b) => {
    const named = { shopId: a.id, id: a.id, email: "a@exemplo.com" };
    expect(await deleteAccountAction(null, form({ password: TEST_PASSWORD, confirmation: "EXCLUIR", ...named }))).toMatchObject({
      ok: true,
    });
    expect(Object.values(await rowsOwnedBy(b.id)).flat()).toEqual([]);
  },
  "lib/data/account-deletion.ts#deleteAccount": async (_a, b) => {
    expect(await accountDeletionData.deleteAccount(b.id)).toMatchObject({ customers: 1, quotes: 1 });
    expect(Object.values(await rowsOwnedBy(b.id)).flat()).toEqual([]);
  },
  "lib/data/accounts.ts#findAccount": async (a, b) => {
    expect(await accountsData.findAccount(b.id, a.sessionId)).toBeUndefined();
  },
  "lib/data/sessions.ts#endSession": async (a, b) => {
    expect(await sessionsData.endSession(b.id, a.sessionId)).toBe(false);
  },
  "lib/data/sessions.ts#extendSession": async (a, b) => {
    expect(await sessionsData.extendSession(b.id, a.sessionId)).toBe(false);
  },
  "lib/data/sessions.ts#endAllSessions": async (_a, b) => {
    expect(await sessionsData.endAllSessions(b.id)).toBe(1);
  },
  "lib/data/sessions.ts#listOpenSessions": async (a, b) => {
    const listed = await sessionsData.listOpenSessions(b.id);
    expect(listed.map((session) => session.id)).toEqual([b.sessionId]);
    expect(listed.map((session) => session.id)).not.toContain(a.sessionId);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/auth.ts#signUpAction": "creates a new account; no existing record",
  "lib/actions/auth.ts#loginAction": "takes an e-mail and password (timing and rate limit: login.test.ts)",
  "lib/actions/auth.ts#logoutAction": "ends the caller's own session",
  "app/api/auth/[...nextauth]/route.ts#GET": "Auth.js's own handler",
  "app/api/auth/[...nextauth]/route.ts#POST": "Auth.js's own handler",
  "app/auth/sessao-encerrada/route.ts#GET": "clears the caller's own cookie once its session has ended (sessions.test.ts)",
  "lib/data/sessions.ts#startSession": "opens a session for the account a login just verified; no record id",
  "lib/data/accounts.ts#EmailTakenError": "an error class",
  "lib/data/account-export.ts#keysetBatches": "pages through the reader it is given; runs no query of its own",
  "lib/data/accounts.ts#createAccount": "creates a new account",
  "lib/data/accounts.ts#findLoginByEmail": "login's lookup by e-mail; never answers another shop's data to a caller",
  "lib/data/accounts.ts#findSubscriptionPlan": "the session's own plan",
  "lib/data/accounts.ts#findVerifiedShopEmail": "the account's own address, by its own id alone",
  "lib/data/accounts.ts#subscribeToPlan": "the session's own plan",
  "lib/actions/forgot-password.ts#forgotPasswordAction":
    "public form keyed by an e-mail: mails a link only to that address's owner, and answers the same for every address (account-access.test.ts)",
  "lib/actions/account.ts#resendVerificationAction": "mails the caller's own address; no record id",
  "lib/actions/account.ts#changeEmailAction": "the caller's own account, after its current password; no record id",
  "lib/actions/account.ts#changePasswordAction": "the caller's own account, after its current password; no record id",
  "lib/data/account-access.ts#findAccountAccess": "the session's own login row",
  "lib/data/account-access.ts#isEmailRegistered":
    "whether an address has an account; its answer never reaches the caller (changeEmailAction)",
  "lib/data/account-tokens.ts#issueAccountToken":
    "creates a link for the account it is given (the caller's, or the owner of the e-mail typed)",
  "lib/data/account-tokens.ts#issueAccountTokenUnlessOpen":
    "creates a link for the account it is given (the owner of the e-mail typed), as issueAccountToken",
  "lib/data/account-tokens.ts#discardAccountToken": "deletes the one link whose token it is given: only its holder has it",
};
