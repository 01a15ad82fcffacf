/** Tenant isolation: 'Equipe' (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Attack, type Shop } from "../fixtures";

const { getDb } = await import("@/db");
const { shopMembers, users } = await import("@/db/schema");
const team = await import("@/lib/data/team");
const actions = await import("@/lib/actions/team");
const { acceptInvitationAction } = await import("@/lib/actions/team-invitation");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");
const { addTeamMember, putOnPlan, TEST_PASSWORD, uniqueEmail } = await import("../../../support/factories");
const { hasPostgresCode, PG_FOREIGN_KEY_VIOLATION } = await import("@/lib/data/postgres-errors");

const m = messages.team;

/**
 * A mechanic of A's while B's `attack` runs, taken out after (row and login deleted), so the
 * matrix's snapshot of A, taken before the attack, still holds; B's call must leave him as he was.
 */
async function withAMechanic(a: Shop, attack: (memberId: string) => Promise<void>) {
  const mechanic = await addTeamMember(a.id, "mechanic", "Mecânico de A");
  const rowOf = async () => (await getDb().select().from(shopMembers).where(eq(shopMembers.id, mechanic.memberId)))[0];
  const before = await rowOf();
  await attack(mechanic.memberId);
  expect(await rowOf()).toEqual(before);
  await getDb().delete(shopMembers).where(eq(shopMembers.id, mechanic.memberId));
  await getDb().delete(users).where(eq(users.id, mechanic.userId));
}

const notFound = (prefix: string, reason: string) => ({ ok: false, message: prefix + reason });

export const attacks: Record<string, Attack> = {
  "lib/data/team.ts#listTeam": async (a, b) => {
    await withAMechanic(a, async (memberId) => {
      const listed = JSON.stringify(await team.listTeam(b.id));
      for (const id of [a.ownerMemberId, memberId, a.invitationId, a.invitationEmail]) expect(listed, id).not.toContain(id);
      expect(listed).toContain(b.ownerMemberId);
    });
  },
  "lib/data/team.ts#createInvitation": async (a, b) => {
    // B's own shop, with room, naming A's owner as who invited: the (member, shop) key refuses it.
    await putOnPlan(b.id, "premium");
    const made = team.createInvitation(b.id, a.ownerMemberId, uniqueEmail(), "mechanic");
    await expect(made).rejects.toSatisfy((error) => hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION));
  },
  "lib/data/team.ts#resendInvitation": async (a, b) => {
    expect(await team.resendInvitation(b.id, a.invitationId)).toBeNull();
  },
  "lib/data/team.ts#revokeInvitation": async (a, b) => {
    expect(await team.revokeInvitation(b.id, a.invitationId)).toBe(false);
  },
  "lib/data/team.ts#changeRole": async (a, b) => {
    await withAMechanic(a, async (memberId) => {
      expect(await team.changeRole(b.id, memberId, "front_desk")).toBe(false);
    });
  },
  "lib/data/team.ts#removeMember": async (a, b) => {
    await withAMechanic(a, async (memberId) => {
      expect(await team.removeMember(b.id, memberId)).toBe(false);
    });
  },
  "lib/data/team.ts#setCommission": async (a, b) => {
    await withAMechanic(a, async (memberId) => {
      expect(await team.setCommission(b.id, memberId, "50")).toBe(false);
    });
  },
  "lib/data/team.ts#transferOwnership": async (a, b) => {
    await withAMechanic(a, async (memberId) => {
      expect(await team.transferOwnership(b.id, b.ownerMemberId, memberId)).toBe(false);
      expect(await team.transferOwnership(b.id, a.ownerMemberId, memberId)).toBe(false);
    });
  },
  "lib/data/team.ts#peopleOverLimit": async (a, b) => {
    await withAMechanic(a, async () => {
      expect(await team.peopleOverLimit(b.id, "basic")).toEqual([]);
    });
  },
  "lib/actions/team.ts#inviteMemberAction": async (a, b) => {
    // B invites A's pending address into B's own shop: A's invitation stays as it was.
    await putOnPlan(b.id, "premium");
    expect(await actions.inviteMemberAction(null, form({ email: a.invitationEmail, role: "front_desk" }))).toMatchObject({ ok: true });
  },
  "lib/actions/team.ts#resendInvitationAction": async (a) => {
    expect(await actions.resendInvitationAction(a.invitationId)).toEqual(notFound(m.resendPrefix, m.invitationNotFound));
  },
  "lib/actions/team.ts#revokeInvitationAction": async (a) => {
    expect(await actions.revokeInvitationAction(a.invitationId)).toEqual(notFound(m.revokePrefix, m.invitationNotFound));
  },
  "lib/actions/team.ts#changeRoleAction": async (a) => {
    await withAMechanic(a, async (memberId) => {
      expect(await actions.changeRoleAction(memberId, null, form({ role: "front_desk" }))).toEqual(
        notFound(m.changeRolePrefix, m.memberNotFound),
      );
    });
  },
  "lib/actions/team.ts#removeMemberAction": async (a) => {
    await withAMechanic(a, async (memberId) => {
      expect(await actions.removeMemberAction(memberId)).toEqual(notFound(m.removePrefix, m.memberNotFound));
    });
    expect(await actions.removeMemberAction(a.ownerMemberId)).toEqual(notFound(m.removePrefix, m.memberNotFound));
  },
  "lib/actions/team.ts#setCommissionAction": async (a) => {
    await withAMechanic(a, async (memberId) => {
      expect(await actions.setCommissionAction(memberId, null, form({ percent: "50" }))).toEqual(
        notFound(m.commissionPrefix, m.memberNotFound),
      );
    });
  },
  "lib/actions/team.ts#transferOwnershipAction": async (a) => {
    await withAMechanic(a, async (memberId) => {
      const input = form({ toMemberId: memberId, currentPassword: TEST_PASSWORD, confirm: "on" });
      expect(await actions.transferOwnershipAction(null, input)).toEqual(notFound(m.transferPrefix, m.memberNotFound));
    });
  },
  "lib/actions/team-invitation.ts#acceptInvitationAction": async (a) => {
    // B, signed in, holds A's link: a signed-in person is never moved into another shop from here.
    const input = form({ mode: "new", token: a.invitationToken, name: "B", password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD });
    expect(await acceptInvitationAction(null, input)).toEqual({ ok: false, message: m.acceptPrefix + m.otherAccount });
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/team.ts#inspectInvitation":
    "keyed by the link's token alone, which only the invited address received; reads and writes nothing of the caller's shop (team.test.ts)",
  "lib/data/team.ts#acceptInvitation":
    "keyed by the link's token alone; the only caller, acceptInvitationAction, refuses a signed-in person (its case here) (team.test.ts)",
};
