/**
 * 'Equipe' is the owner's: a front desk and a mechanic calling every team action are refused with
 * the role's message and nothing changes; another shop's owner with this shop's ids gets "not
 * found" and nothing changes either.
 */
import { describe, expect, it } from "vitest";
import { submittedForm as form } from "../support/forms";
import { addTeamMember, createMechanic, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { signInAs } from "../support/request";

const team = await import("@/lib/data/team");
const actions = await import("@/lib/actions/team");
const { rowsOwnedBy } = await import("../support/shops");
const { messages } = await import("@/lib/messages");

const m = messages.team;

async function shopWithTeam() {
  const shop = await createMechanic({ plan: "premium", shopName: "Oficina Alvo" });
  const { members } = await team.listTeam(shop.id);
  const ownerMemberId = members[0]!.id;
  const frontDesk = await addTeamMember(shop.id, "front_desk", "Ana");
  const mechanic = await addTeamMember(shop.id, "mechanic", "Bruno");
  const invitation = await team.createInvitation(shop.id, ownerMemberId, uniqueEmail(), "mechanic");
  if (!invitation.ok) throw new Error("invitation not created");
  return { id: shop.id, ownerMemberId, frontDesk, mechanic, invitationId: invitation.id };
}

type Target = Awaited<ReturnType<typeof shopWithTeam>>;

/** Every team action, called with the target shop's ids. */
const CALLS: Record<string, (t: Target) => Promise<unknown>> = {
  inviteMemberAction: () => actions.inviteMemberAction(null, form({ email: uniqueEmail(), role: "mechanic" })),
  resendInvitationAction: (t) => actions.resendInvitationAction(t.invitationId),
  revokeInvitationAction: (t) => actions.revokeInvitationAction(t.invitationId),
  changeRoleAction: (t) => actions.changeRoleAction(t.mechanic.memberId, null, form({ role: "front_desk" })),
  removeMemberAction: (t) => actions.removeMemberAction(t.mechanic.memberId),
  setCommissionAction: (t) => actions.setCommissionAction(t.mechanic.memberId, null, form({ percent: "50" })),
  transferOwnershipAction: (t) =>
    actions.transferOwnershipAction(null, form({ toMemberId: t.mechanic.memberId, currentPassword: TEST_PASSWORD, confirm: "on" })),
};

describe("the team actions", () => {
  it("are all called here", () => {
    expect(Object.keys(actions).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(["front_desk", "mechanic"] as const)("refuse a %s with the role's message and change nothing", async (role) => {
    const target = await shopWithTeam();
    signInAs(role === "front_desk" ? target.frontDesk.userId : target.mechanic.userId);
    const before = await rowsOwnedBy(target.id);
    for (const [name, call] of Object.entries(CALLS)) {
      expect(await call(target), name).toEqual({ ok: false, message: expect.stringContaining(messages.guard.roleRefused) });
    }
    expect(await rowsOwnedBy(target.id)).toEqual(before);
  });

  it("answer another shop's owner 'not found' and change nothing", async () => {
    const target = await shopWithTeam();
    const intruder = await createMechanic({ plan: "premium" });
    signInAs(intruder.id);
    const before = await rowsOwnedBy(target.id);
    const expected: Record<string, string> = {
      resendInvitationAction: m.resendPrefix + m.invitationNotFound,
      revokeInvitationAction: m.revokePrefix + m.invitationNotFound,
      changeRoleAction: m.changeRolePrefix + m.memberNotFound,
      removeMemberAction: m.removePrefix + m.memberNotFound,
      setCommissionAction: m.commissionPrefix + m.memberNotFound,
      transferOwnershipAction: m.transferPrefix + m.memberNotFound,
    };
    for (const [name, message] of Object.entries(expected)) {
      expect(await CALLS[name]!(target), name).toEqual({ ok: false, message });
    }
    expect(await rowsOwnedBy(target.id)).toEqual(before);
    // And the data layer, called straight with the intruder's shop:
    expect(await team.changeRole(intruder.id, target.mechanic.memberId, "front_desk")).toBe(false);
    expect(await team.removeMember(intruder.id, target.mechanic.memberId)).toBe(false);
    expect(await team.setCommission(intruder.id, target.mechanic.memberId, "10")).toBe(false);
    expect(await team.transferOwnership(intruder.id, target.ownerMemberId, target.mechanic.memberId)).toBe(false);
    expect(await team.resendInvitation(intruder.id, target.invitationId)).toBeNull();
    expect(await team.revokeInvitation(intruder.id, target.invitationId)).toBe(false);
    expect(await rowsOwnedBy(target.id)).toEqual(before);
  });
});
