/** Tenant isolation: 'Responsável' and 'Meus carros' (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const people = await import("@/lib/data/job-people");
const { assignJobAction } = await import("@/lib/actions/job-people");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");

const m = messages.jobPeople;

export const attacks: Record<string, Attack> = {
  "lib/actions/job-people.ts#assignJobAction": async (a) => {
    // A's job, and A's owner made responsible for B's job: both not found.
    const refused = { ok: false, message: m.error + m.notFoundReason };
    expect(await assignJobAction(a.quoteId, null, form({ memberId: "" }))).toEqual(refused);
    expect(await assignJobAction(a.quoteId, null, form({ memberId: a.ownerMemberId }))).toEqual(refused);
  },
  "lib/data/job-people.ts#getJobPeople": async (a, b) => {
    expect(await people.getJobPeople(b.id, a.quoteId, { withTeam: true })).toBeUndefined();
    const own = JSON.stringify(await people.getJobPeople(b.id, b.quoteId, { withTeam: true }));
    expect(own).not.toContain(a.ownerMemberId);
    expect(own).toContain(b.ownerMemberId);
  },
  "lib/data/job-people.ts#listAssignable": async (a, b) => {
    expect((await people.listAssignable(b.id)).map((person) => person.id)).toEqual([b.ownerMemberId]);
    expect(JSON.stringify(await people.listAssignable(b.id))).not.toContain(a.ownerMemberId);
  },
  "lib/data/job-people.ts#assignJob": async (a, b) => {
    expect(await people.assignJob(b.id, a.quoteId, null)).toBe(false);
    expect(await people.assignJob(b.id, a.quoteId, b.ownerMemberId)).toBe(false);
    // A's person made responsible for B's own job: refused too.
    expect(await people.assignJob(b.id, b.quoteId, a.ownerMemberId)).toBe(false);
  },
  "lib/data/job-people.ts#listAssignedInShop": async (a, b) => {
    expect(await people.listAssignedInShop(b.id, a.ownerMemberId)).toEqual([]);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/member-names.ts#memberNameOf": "an SQL fragment; the statements that use it filter by the shop and join on (member, shop)",
};
