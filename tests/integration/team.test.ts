/**
 * 'Equipe' against a real Postgres and a real SMTP server: the invitation e-mail and its link, the
 * acceptance (and its refusals, which change nothing), the people limit under concurrency, and what
 * the owner does to his people. Roles and other shops: team-guards.test.ts.
 */
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { sessions, shopMembers, shops, teamInvitations, users } from "@/db/schema";
import { submittedForm as form } from "../support/forms";
import { testMailbox } from "../support/mailbox";
import { addTeamMember, createMechanic, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { fakes, openSignedInSession, signedInSessionId, signInAs, signOut } from "../support/request";

const team = await import("@/lib/data/team");
const actions = await import("@/lib/actions/team");
const { acceptInvitationAction } = await import("@/lib/actions/team-invitation");
const { findAccount } = await import("@/lib/data/accounts");
const { verifyCredentials } = await import("@/lib/auth/credentials");
const { messages } = await import("@/lib/messages");

const m = messages.team;
const { lastLinkTo, mailsTo } = testMailbox();

async function premiumShop() {
  const shop = await createMechanic({ plan: "premium", shopName: "Oficina do Zé" });
  const [owner] = await getDb().select({ id: shopMembers.id }).from(shopMembers).where(eq(shopMembers.shopId, shop.id));
  return { ...shop, ownerMemberId: owner!.id };
}

async function membersOf(shopId: string) {
  return getDb()
    .select()
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), isNull(shopMembers.removedAt)));
}

/** The logins with these addresses: other files make logins at the same time, so never a global count. */
async function loginsOf(emails: readonly string[]) {
  const [row] = await getDb()
    .select({ n: count() })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return row!.n;
}

async function invitationRow(id: string) {
  const [row] = await getDb().select().from(teamInvitations).where(eq(teamInvitations.id, id));
  return row!;
}

const acceptAsNew = (token: string, name = "Carlos") =>
  acceptInvitationAction(null, form({ mode: "new", token, name, password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD }));

describe("inviting", () => {
  it("mails a working link; accepting makes the login, the member and signs him in", async () => {
    const shop = await premiumShop();
    signInAs(shop.id);
    const email = uniqueEmail("convidado");
    expect(await actions.inviteMemberAction(null, form({ email: email.toUpperCase(), role: "mechanic" }))).toEqual({
      ok: true,
      message: m.invited(email),
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(m.mailSubject("Oficina do Zé"));
    const token = await lastLinkTo(email, "/auth/convite");
    expect(await team.inspectInvitation(token)).toEqual({
      status: "valid",
      shopName: "Oficina do Zé",
      role: "mechanic",
      email,
      login: "none",
    });
    const pending = (await team.listTeam(shop.id)).invitations;
    expect(pending.map((invitation) => invitation.email)).toEqual([email]);
    // Only the hash is stored.
    expect(JSON.stringify(await invitationRow(pending[0]!.id))).not.toContain(token);

    signOut();
    expect(await acceptAsNew(token)).toEqual({ ok: true, message: m.accepted("Oficina do Zé"), redirectTo: "/dashboard" });
    expect(fakes.signIn).toHaveBeenCalledWith("credentials", { email, password: TEST_PASSWORD, redirect: false });
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).not.toBeNull();
    const member = (await membersOf(shop.id)).find((row) => row.userId === user!.id);
    expect(member).toMatchObject({ name: "Carlos", role: "mechanic" });
    // The login now opens a session as this shop's mechanic.
    expect(await verifyCredentials({ email, password: TEST_PASSWORD }, "203.0.113.9")).toMatchObject({ ok: true });
    signInAs(user!.id);
    await openSignedInSession();
    expect(await findAccount(user!.id, signedInSessionId())).toMatchObject({ shopId: shop.id, role: "mechanic", memberName: "Carlos" });
    expect((await team.listTeam(shop.id)).invitations).toEqual([]);
  });

  it("a second invitation to the same address replaces the first; resend renews the link", async () => {
    const shop = await premiumShop();
    const email = uniqueEmail("duas-vezes");
    const first = await team.createInvitation(shop.id, shop.ownerMemberId, email, "mechanic");
    const second = await team.createInvitation(shop.id, shop.ownerMemberId, email, "front_desk");
    if (!first.ok || !second.ok) throw new Error("invitation not created");
    expect((await team.inspectInvitation(first.token)).status).toBe("revoked");
    expect(await team.inspectInvitation(second.token)).toMatchObject({ status: "valid", role: "front_desk" });
    const resent = await team.resendInvitation(shop.id, second.id);
    expect((await team.inspectInvitation(second.token)).status).toBe("invalid");
    expect(await team.inspectInvitation(resent!.token)).toMatchObject({ status: "valid" });
  });

  it("is refused for a member's address and beyond the plan's limit, pending invitations counted", async () => {
    const shop = await premiumShop();
    signInAs(shop.id);
    const colleague = await addTeamMember(shop.id, "mechanic");
    expect(await actions.inviteMemberAction(null, form({ email: colleague.email, role: "mechanic" }))).toEqual({
      ok: false,
      message: m.invitePrefix + m.alreadyMember,
      fieldErrors: { email: [m.alreadyMember] },
    });
    await addTeamMember(shop.id, "front_desk");
    await addTeamMember(shop.id, "mechanic");
    expect(await actions.inviteMemberAction(null, form({ email: uniqueEmail(), role: "mechanic" }))).toMatchObject({ ok: true });
    // 4 people and 1 invitation: Premium's 5 seats are taken.
    expect(await actions.inviteMemberAction(null, form({ email: uniqueEmail(), role: "mechanic" }))).toEqual({
      ok: false,
      message: m.teamFull(5),
    });
    expect((await team.listTeam(shop.id)).invitations).toHaveLength(1);

    const pro = await createMechanic({ plan: "pro" });
    signInAs(pro.id);
    expect(await actions.inviteMemberAction(null, form({ email: uniqueEmail(), role: "mechanic" }))).toEqual({
      ok: false,
      message: m.teamFull(1),
      upgradeHref: "/dashboard/plans",
    });
  });

  it("refuses a bad role or address with field errors", async () => {
    const shop = await premiumShop();
    signInAs(shop.id);
    const answer = await actions.inviteMemberAction(null, form({ email: "não é e-mail", role: "owner" }));
    expect(answer).toMatchObject({ ok: false, fieldErrors: { email: [messages.validation.emailInvalid], role: [m.roleInvalid] } });
    expect((await team.listTeam(shop.id)).invitations).toEqual([]);
  });
});

describe("accepting", () => {
  it("an expired, revoked or used link is refused and nothing changes", async () => {
    const shop = await premiumShop();
    const invited: string[] = [];
    const make = async () => {
      const email = uniqueEmail();
      invited.push(email);
      const made = await team.createInvitation(shop.id, shop.ownerMemberId, email, "mechanic");
      if (!made.ok) throw new Error("invitation not created");
      return made;
    };
    const expired = await make();
    await getDb()
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, expired.id));
    const revoked = await make();
    expect(await team.revokeInvitation(shop.id, revoked.id)).toBe(true);
    const used = await make();
    expect(await acceptAsNew(used.token)).toMatchObject({ ok: true });
    signOut();

    const before = { users: await loginsOf(invited), members: (await membersOf(shop.id)).length };
    expect(await acceptAsNew(expired.token)).toEqual({ ok: false, message: m.expiredLink });
    expect(await acceptAsNew(revoked.token)).toEqual({ ok: false, message: m.revokedLink });
    expect(await acceptAsNew(used.token)).toEqual({ ok: false, message: m.usedLink });
    expect(await acceptAsNew("x".repeat(43))).toEqual({ ok: false, message: m.invalidLink });
    expect({ users: await loginsOf(invited), members: (await membersOf(shop.id)).length }).toEqual(before);
    expect((await invitationRow(expired.id)).acceptedAt).toBeNull();
  });

  it("a shop whose plan has ended takes nobody in until it is renewed; the link waits", async () => {
    const shop = await premiumShop();
    const email = uniqueEmail("convidado");
    const made = await team.createInvitation(shop.id, shop.ownerMemberId, email, "mechanic");
    if (!made.ok) throw new Error("invitation not created");
    const endOn = (date: Date) => getDb().update(shops).set({ subscriptionEndDate: date }).where(eq(shops.id, shop.id));
    await endOn(new Date(Date.now() - 1000));
    signOut();

    expect(await acceptAsNew(made.token)).toEqual({ ok: false, message: m.acceptPrefix + m.planEnded });
    expect({ logins: await loginsOf([email]), members: (await membersOf(shop.id)).length }).toEqual({ logins: 0, members: 1 });
    expect((await invitationRow(made.id)).acceptedAt).toBeNull();

    await endOn(new Date(Date.now() + 86_400_000));
    expect(await acceptAsNew(made.token)).toMatchObject({ ok: true });
    expect((await membersOf(shop.id)).length).toBe(2);
  });

  it("with one seat left, two acceptances at once let exactly one person in (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      const shop = await premiumShop();
      const emails = [uniqueEmail("corrida"), uniqueEmail("corrida")] as const;
      const first = await team.createInvitation(shop.id, shop.ownerMemberId, emails[0], "mechanic");
      const second = await team.createInvitation(shop.id, shop.ownerMemberId, emails[1], "mechanic");
      if (!first.ok || !second.ok) throw new Error("invitation not created");
      for (let i = 0; i < 3; i++) await addTeamMember(shop.id, "mechanic");
      const outcomes = await Promise.all(
        [first, second].map((invitation) => team.acceptInvitation(invitation.token, { kind: "new", name: "Corrida", passwordHash: "x" })),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["full", "joined"]);
      expect(await membersOf(shop.id)).toHaveLength(5);
      // The refused one left no login behind and its link unused (other files make logins meanwhile:
      // only the two invited addresses are counted).
      expect(await loginsOf(emails)).toBe(1);
      const refused = [first, second][outcomes.findIndex((outcome) => outcome.status === "full")]!;
      expect((await invitationRow(refused.id)).acceptedAt).toBeNull();
    }
  });

  it("a login without a shop joins with his password; one in a shop is refused", async () => {
    const shop = await premiumShop();
    const former = await addTeamMember((await createMechanic({ plan: "premium" })).id, "mechanic", "Antigo");
    await getDb().update(shopMembers).set({ removedAt: new Date() }).where(eq(shopMembers.id, former.memberId));
    const invitation = await team.createInvitation(shop.id, shop.ownerMemberId, former.email, "front_desk");
    if (!invitation.ok) throw new Error("invitation not created");
    expect(await team.inspectInvitation(invitation.token)).toMatchObject({ login: "free" });
    const existing = (password: string) =>
      acceptInvitationAction(null, form({ mode: "existing", token: invitation.token, name: "Antigo", password }));
    expect(await existing("senha-errada")).toEqual({
      ok: false,
      message: m.acceptPrefix + m.wrongPasswordFull,
      fieldErrors: { password: [m.wrongPasswordFull] },
    });
    expect(await existing(TEST_PASSWORD)).toMatchObject({ ok: true, redirectTo: "/dashboard" });
    expect((await membersOf(shop.id)).find((row) => row.userId === former.userId)).toMatchObject({ role: "front_desk" });

    signOut();
    const busy = await addTeamMember((await createMechanic({ plan: "premium" })).id, "mechanic");
    const other = await team.createInvitation(shop.id, shop.ownerMemberId, busy.email, "mechanic");
    if (!other.ok) throw new Error("invitation not created");
    expect(await team.inspectInvitation(other.token)).toMatchObject({ login: "in_shop" });
    expect(await acceptInvitationAction(null, form({ mode: "existing", token: other.token, name: "X", password: TEST_PASSWORD }))).toEqual({
      ok: false,
      message: m.acceptPrefix + m.inShop,
    });
    expect((await invitationRow(other.id)).acceptedAt).toBeNull();
  });

  it("a new login's password follows the sign-up's rules", async () => {
    const shop = await premiumShop();
    const invitation = await team.createInvitation(shop.id, shop.ownerMemberId, uniqueEmail(), "mechanic");
    if (!invitation.ok) throw new Error("invitation not created");
    const answer = await acceptInvitationAction(
      null,
      form({ mode: "new", token: invitation.token, name: "", password: "curta", repeatPassword: "outra" }),
    );
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: { name: [m.nameRequired], password: [messages.validation.passwordTooShort], repeatPassword: [m.passwordsDiffer] },
    });
    const withNul = await acceptInvitationAction(
      null,
      form({ mode: "new", token: invitation.token, name: "Zé\u0000", password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD }),
    );
    expect(withNul).toMatchObject({ ok: false, fieldErrors: { name: [messages.validation.controlCharacters] } });
    expect((await invitationRow(invitation.id)).acceptedAt).toBeNull();
  });
});

describe("the owner's changes", () => {
  it("removal ends the person's sessions at once and keeps his row and name", async () => {
    const shop = await premiumShop();
    const mechanic = await addTeamMember(shop.id, "mechanic", "Zeca");
    signInAs(mechanic.userId);
    await openSignedInSession();
    const sessionId = signedInSessionId();
    expect(await findAccount(mechanic.userId, sessionId)).toMatchObject({ role: "mechanic" });

    signInAs(shop.id);
    expect(await actions.removeMemberAction(mechanic.memberId)).toEqual({ ok: true, message: m.removed("Zeca") });
    expect(await findAccount(mechanic.userId, sessionId)).toBeUndefined();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, mechanic.userId))).toEqual([]);
    const [row] = await getDb().select().from(shopMembers).where(eq(shopMembers.id, mechanic.memberId));
    expect(row).toMatchObject({ name: "Zeca", userId: mechanic.userId });
    expect(row?.removedAt).not.toBeNull();
    expect((await team.listTeam(shop.id)).members.map((member) => member.name)).not.toContain("Zeca");
  });

  it("a role change ends the person's sessions at once; he signs in again into his new role", async () => {
    const shop = await premiumShop();
    const mechanic = await addTeamMember(shop.id, "mechanic", "Beto");
    signInAs(mechanic.userId);
    await openSignedInSession();
    const sessionId = signedInSessionId();
    signInAs(shop.id);
    expect(await actions.changeRoleAction(mechanic.memberId, null, form({ role: "front_desk" }))).toEqual({
      ok: true,
      message: m.roleChanged("Beto", "Atendente"),
    });
    expect(await findAccount(mechanic.userId, sessionId)).toBeUndefined();
    expect(await membersOf(shop.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: mechanic.userId, role: "front_desk" })]),
    );
  });

  it("the owner neither removes nor demotes himself", async () => {
    const shop = await premiumShop();
    signInAs(shop.id);
    expect(await actions.removeMemberAction(shop.ownerMemberId)).toEqual({ ok: false, message: m.removePrefix + m.ownerCannotLeave });
    expect(await actions.changeRoleAction(shop.ownerMemberId, null, form({ role: "mechanic" }))).toEqual({
      ok: false,
      message: m.changeRolePrefix + m.ownerStays,
    });
    expect((await membersOf(shop.id)).map((row) => row.role)).toEqual(["owner"]);
  });

  it("commission is typed the Brazilian way, 0 to 100, blank for none", async () => {
    const shop = await premiumShop();
    const mechanic = await addTeamMember(shop.id, "mechanic", "Dida");
    signInAs(shop.id);
    const save = (percent: string) => actions.setCommissionAction(mechanic.memberId, null, form({ percent }));
    const stored = async () => (await membersOf(shop.id)).find((row) => row.id === mechanic.memberId)?.commissionPercent;
    expect(await save("12,5")).toEqual({ ok: true, message: m.commissionSaved("Dida") });
    expect(await stored()).toBe("12.50");
    expect(await save("100,01")).toMatchObject({ ok: false, fieldErrors: { percent: [m.commissionTooLarge] } });
    expect(await save("doze")).toMatchObject({ ok: false, fieldErrors: { percent: [m.commissionInvalid] } });
    expect(await stored()).toBe("12.50");
    expect(await save("")).toEqual({ ok: true, message: m.commissionCleared("Dida") });
    expect(await stored()).toBeNull();
  });

  it("transfer asks the current password and a confirmation, then swaps the roles", async () => {
    const shop = await premiumShop();
    const heir = await addTeamMember(shop.id, "mechanic", "Herdeira");
    signInAs(shop.id);
    const transfer = (fields: Record<string, string>) =>
      actions.transferOwnershipAction(null, form({ toMemberId: heir.memberId, ...fields }));
    expect(await transfer({ currentPassword: TEST_PASSWORD })).toMatchObject({
      ok: false,
      fieldErrors: { confirm: [m.transferConfirmRequired] },
    });
    expect(await transfer({ currentPassword: "errada", confirm: "on" })).toMatchObject({
      ok: false,
      message: m.transferPrefix + m.wrongPassword,
    });
    expect((await membersOf(shop.id)).find((row) => row.id === shop.ownerMemberId)?.role).toBe("owner");
    expect(await transfer({ currentPassword: TEST_PASSWORD, confirm: "on" })).toEqual({
      ok: true,
      message: m.transferred("Herdeira"),
      redirectTo: "/dashboard",
    });
    const roles = Object.fromEntries((await membersOf(shop.id)).map((row) => [row.id, row.role]));
    expect(roles).toEqual({ [shop.ownerMemberId]: "front_desk", [heir.memberId]: "owner" });
  });

  it("a plan with fewer seats than the team is refused, naming who must leave (newest first)", async () => {
    const shop = await premiumShop();
    await addTeamMember(shop.id, "mechanic", "Primeiro");
    await addTeamMember(shop.id, "front_desk", "Segundo");
    signInAs(shop.id);
    const { choosePlanAction } = await import("@/lib/actions/plans");
    expect(await choosePlanAction("pro")).toEqual({
      ok: false,
      message: m.downgradeTooMany("Profissional", 1, ["Segundo", "Primeiro"]),
    });
    expect(await team.peopleOverLimit(shop.id, "premium")).toEqual([]);
  });
});
