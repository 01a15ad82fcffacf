"use server";

import { refresh } from "next/cache";
import { accountLinkOriginOfRequest } from "@/lib/account/emails";
import { checkCurrentPassword } from "@/lib/account/password-check";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import {
  changeRole,
  createInvitation,
  listTeam,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setCommission,
  transferOwnership,
} from "@/lib/data/team";
import { messages } from "@/lib/messages";
import { PLANS_PATH } from "@/lib/plans";
import { queueInvitationMail } from "@/lib/team/invitation-mail";
import { ROLE_NAMES } from "@/lib/team/permissions";
import { commissionSchema, inviteMemberSchema, memberRoleSchema, transferOwnershipSchema } from "@/lib/validation/team";
import { z } from "@/lib/validation/zod";

/**
 * 'Equipe': what only the owner does (permission manageTeam). Every write names the caller's shop
 * and the data layer filters by it, so another shop's ids answer "not found". The owner never
 * removes or demotes himself: the shop always has one, and it moves only by a transfer.
 */

const m = messages.team;

const invitationId = recordIdField(m.invitationNotFound);
const memberId = recordIdField(m.memberNotFound);

export const inviteMemberAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "convite para a equipe",
  texts: { prefix: m.invitePrefix, failed: m.inviteError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["email", "role"]),
  schema: inviteMemberSchema,
  async run({ caller, input: { email, role }, refuse }) {
    const outcome = await createInvitation(caller.shopId, caller.memberId, email, role);
    if (!outcome.ok) {
      if (outcome.reason === "member") return refuse(m.alreadyMember, { email: [m.alreadyMember] });
      return { ok: false, message: m.teamFull(outcome.limit), upgradeHref: outcome.limit <= 1 ? PLANS_PATH : undefined };
    }
    refresh();
    const origin = await accountLinkOriginOfRequest();
    if (!origin || !(await queueInvitationMail({ shopId: caller.shopId, invitationId: outcome.id, origin }))) {
      return { ok: true, message: m.invitedNoMail(email) };
    }
    return { ok: true, message: m.invited(email) };
  },
});

export const resendInvitationAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "reenvio de convite",
  texts: { prefix: m.resendPrefix, failed: m.resendError },
  input: (id: string) => ({ id }),
  schema: z.object({ id: invitationId }),
  async run({ caller, input: { id }, refuse }) {
    // The link is renewed now (its 7 days start again, the old one stops); the task renews it
    // once more as it mails it, so no token ever sits in the queue.
    const renewed = await resendInvitation(caller.shopId, id);
    if (!renewed) return refuse(m.invitationNotFound);
    refresh();
    const origin = await accountLinkOriginOfRequest();
    if (!origin || !(await queueInvitationMail({ shopId: caller.shopId, invitationId: id, origin }))) {
      return { ok: true, message: m.invitedNoMail(renewed.email) };
    }
    return { ok: true, message: m.resent(renewed.email) };
  },
});

export const revokeInvitationAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "cancelamento de convite",
  texts: { prefix: m.revokePrefix, failed: m.revokeError },
  input: (id: string) => ({ id }),
  schema: z.object({ id: invitationId }),
  async run({ caller, input: { id }, refuse }) {
    if (!(await revokeInvitation(caller.shopId, id))) return refuse(m.invitationNotFound);
    refresh();
    return { ok: true, message: m.revoked };
  },
});

/** A person of the caller's shop, by id: the name for the answer, or undefined (never another shop's). */
async function memberOf(shopId: string, id: string) {
  return (await listTeam(shopId)).members.find((member) => member.id === id);
}

export const changeRoleAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "troca de acesso",
  texts: { prefix: m.changeRolePrefix, failed: m.changeRoleError },
  input: (id: string, _previous: ActionResult | null, formData: FormData) => ({ id, ...formInput(formData, ["role"]) }),
  schema: z.object({ id: memberId, role: memberRoleSchema }),
  async run({ caller, input: { id, role }, refuse }) {
    if (id === caller.memberId) return refuse(m.ownerStays);
    const member = await memberOf(caller.shopId, id);
    if (!member || !(await changeRole(caller.shopId, id, role))) return refuse(m.memberNotFound);
    refresh();
    return { ok: true, message: m.roleChanged(member.name, ROLE_NAMES[role]) };
  },
});

export const removeMemberAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "remoção da equipe",
  texts: { prefix: m.removePrefix, failed: m.removeError },
  input: (id: string) => ({ id }),
  schema: z.object({ id: memberId }),
  async run({ caller, input: { id }, refuse }) {
    if (id === caller.memberId) return refuse(m.ownerCannotLeave);
    const member = await memberOf(caller.shopId, id);
    if (!member || !(await removeMember(caller.shopId, id))) return refuse(m.memberNotFound);
    refresh();
    return { ok: true, message: m.removed(member.name) };
  },
});

export const setCommissionAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "comissão",
  texts: { prefix: m.commissionPrefix, failed: m.commissionError },
  input: (id: string, _previous: ActionResult | null, formData: FormData) => ({ id, ...formInput(formData, ["percent"]) }),
  schema: z.object({ id: memberId, percent: commissionSchema }),
  async run({ caller, input: { id, percent }, refuse }) {
    const member = await memberOf(caller.shopId, id);
    if (!member || !(await setCommission(caller.shopId, id, percent))) return refuse(m.memberNotFound);
    refresh();
    return { ok: true, message: percent === null ? m.commissionCleared(member.name) : m.commissionSaved(member.name) };
  },
});

/**
 * 'Transferir a oficina': asks the owner's current password again (a session left open must not
 * give the shop away) and a ticked confirmation. The old owner stays as 'Atendente' and lands on
 * the Painel: this page is no longer his.
 */
export const transferOwnershipAction = defineAction({
  access: "plan",
  permission: "manageTeam",
  name: "transferência da oficina",
  texts: { prefix: m.transferPrefix, failed: m.transferError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["toMemberId", "currentPassword", "confirm"]),
  schema: transferOwnershipSchema.extend({ toMemberId: memberId }),
  async run({ caller, input: { toMemberId, currentPassword }, refuse }) {
    const member = await memberOf(caller.shopId, toMemberId);
    if (!member || member.isOwner) return refuse(m.memberNotFound);
    const check = await checkCurrentPassword(caller.userId, currentPassword);
    if (check === "rate_limited") return refuse(m.passwordRateLimited);
    if (check === "wrong") return refuse(m.wrongPassword, { currentPassword: [m.wrongPassword] });
    if (!(await transferOwnership(caller.shopId, caller.memberId, toMemberId))) return refuse(m.memberNotFound);
    refresh();
    return { ok: true, message: m.transferred(member.name), redirectTo: "/dashboard" };
  },
});
