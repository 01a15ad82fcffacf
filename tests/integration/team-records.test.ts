/**
 * A shop with a team: the front desk checks a walk-in in and makes the mechanic responsible, the
 * mechanic starts the job and marks it ready, the front desk registers a payment. Every record
 * names who did it, in 'Histórico do orçamento' too; the mechanic's 'Meus carros' lists his car;
 * he cannot cancel, step back or assign, and another shop's person cannot be made responsible.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { checkIns, payments, quoteStageChanges, quotes, shopMembers, users } from "@/db/schema";
import { openSignedInSession, signInAs } from "../support/request";

const { createWalkInCheckInAction, saveCheckInAction } = await import("@/lib/actions/check-ins");
const { assignJobAction } = await import("@/lib/actions/job-people");
const { moveJobStageAction } = await import("@/lib/actions/job-stages");
const { registerPaymentAction } = await import("@/lib/actions/payments");
const { getJobPeople, listAssignable, listAssignedInShop } = await import("@/lib/data/job-people");
const { getDelivery } = await import("@/lib/data/deliveries");
const { listPayments } = await import("@/lib/data/payments");
const { listStageChanges } = await import("@/lib/data/job-stages");
const { getCheckInRecord } = await import("@/lib/data/check-ins");
const { quoteTimeline, timelineLine } = await import("@/lib/quotes/timeline");
const { messages } = await import("@/lib/messages");
const { addTeamMember, createMechanic, TEST_PASSWORD } = await import("../support/factories");
const { rowsOwnedBy } = await import("../support/shops");
const { deleteAccountAction } = await import("@/lib/actions/account-deletion");
const { verifyCredentials } = await import("@/lib/auth/credentials");
const { putAtStage } = await import("../support/stages");
const { submittedForm: form } = await import("../support/forms");

async function premiumTeam() {
  const owner = await createMechanic({ plan: "premium", shopName: "Oficina do Zé" });
  const frontDesk = await addTeamMember(owner.id, "front_desk", "Bia Atendente");
  const mechanic = await addTeamMember(owner.id, "mechanic", "Carlos Mecânico");
  return { shopId: owner.id, owner, frontDesk, mechanic };
}

async function as(userId: string) {
  signInAs(userId);
  await openSignedInSession();
}

describe("a shop's team on one job", () => {
  it("records who did each step, and the history says it", async () => {
    const team = await premiumTeam();
    await as(team.frontDesk.userId);
    const walkIn = { name: "Maria Souza", phone: "(11) 98888-7777", plate: "abc1d23", make: "Fiat", model: "Uno" };
    const started = await createWalkInCheckInAction(null, form(walkIn));
    expect(started).toMatchObject({ ok: true });
    const quoteId = started.redirectTo!.split("/")[3]!;
    expect(
      await saveCheckInAction(quoteId, null, form({ version: "0", km: "62.300", fuel: "4", complaint: "Barulho", notes: "" }, null)),
    ).toMatchObject({ ok: true });
    expect(await assignJobAction(quoteId, null, form({ memberId: team.mechanic.memberId }))).toEqual({
      ok: true,
      message: messages.jobPeople.saved("Carlos Mecânico"),
    });

    // The customer approved (on the link, tested on its own): the job is the mechanic's now.
    await putAtStage(team.shopId, quoteId, "approved");
    expect(await listAssignedInShop(team.shopId, team.mechanic.memberId)).toEqual([
      expect.objectContaining({ quoteId, status: "approved" }),
    ]);
    expect(await listAssignedInShop(team.shopId, team.frontDesk.memberId)).toEqual([]);

    await as(team.mechanic.userId);
    expect(await moveJobStageAction(quoteId, "approved", "in_progress", null, form({ reason: "" }))).toMatchObject({ ok: true });
    expect(await moveJobStageAction(quoteId, "in_progress", "ready", null, form({ reason: "" }))).toMatchObject({ ok: true });
    // Not his to undo, cancel or hand over: refused, nothing changed.
    const refusal = expect.objectContaining({ ok: false, message: expect.stringContaining(messages.guard.roleRefused) });
    expect(await moveJobStageAction(quoteId, "ready", "in_progress", null, form({ reason: "Engano" }))).toEqual(refusal);
    expect(await moveJobStageAction(quoteId, "ready", "canceled", null, form({ reason: "Desisti" }))).toEqual(refusal);
    expect(await assignJobAction(quoteId, null, form({ memberId: "" }))).toEqual(refusal);
    const [job] = await getDb().select({ status: quotes.status, assignedTo: quotes.assignedTo }).from(quotes).where(eq(quotes.id, quoteId));
    expect(job).toEqual({ status: "ready", assignedTo: team.mechanic.memberId });

    await as(team.frontDesk.userId);
    // A check-in's quote owes nothing yet: what the customer left is above it, and said to be right.
    const paid = await registerPaymentAction(
      quoteId,
      null,
      form({ amount: "50,00", method: "pix", paidOn: "20/11/2026", installments: "", note: "", confirmOverpayment: "1" }),
    );
    expect(paid).toMatchObject({ ok: true });

    const [checkIn] = await getDb().select({ takenBy: checkIns.takenBy }).from(checkIns).where(eq(checkIns.quoteId, quoteId));
    expect(checkIn!.takenBy).toBe(team.frontDesk.memberId);
    const moves = await getDb()
      .select({ to: quoteStageChanges.toStatus, by: quoteStageChanges.changedBy })
      .from(quoteStageChanges)
      .where(and(eq(quoteStageChanges.quoteId, quoteId), eq(quoteStageChanges.shopId, team.shopId)))
      // In the order they happened: without it Postgres may return them either way (it did in CI).
      .orderBy(asc(quoteStageChanges.changedAt));
    expect(moves).toEqual([
      { to: "in_progress", by: team.mechanic.memberId },
      { to: "ready", by: team.mechanic.memberId },
    ]);
    const people = await getJobPeople(team.shopId, quoteId, { withTeam: true });
    expect(people).toMatchObject({ createdBy: "Bia Atendente", assignedTo: team.mechanic.memberId, assignedName: "Carlos Mecânico" });
    // The team read beside the quote is the same list the assignment checks against, owner first.
    expect(people!.team).toEqual(await listAssignable(team.shopId));
    expect(people!.team[0]!.role).toBe("owner");
    expect((await getJobPeople(team.shopId, quoteId, { withTeam: false }))!.team).toEqual([]);

    const [stageChanges, record, paymentRows, delivery] = await Promise.all([
      listStageChanges(team.shopId, quoteId),
      getCheckInRecord(team.shopId, quoteId),
      listPayments(team.shopId, quoteId),
      getDelivery(team.shopId, quoteId),
    ]);
    expect(record!.recordedBy).toBe("Bia Atendente");
    const [row] = await getDb().select({ by: payments.registeredBy }).from(payments).where(eq(payments.quoteId, quoteId));
    expect(row!.by).toBe(team.frontDesk.memberId);
    expect(paymentRows[0]!.registeredBy).toBe("Bia Atendente");
    const lines = quoteTimeline({
      createdAt: new Date(),
      createdBy: people!.createdBy,
      versions: [],
      sends: [],
      views: [],
      answers: [],
      delivery,
      stageChanges,
      checkIn: record,
      payments: paymentRows,
    }).map((event) => ({ kind: event.kind, details: timelineLine(event).details }));
    const by = (name: string) => messages.quoteApproval.doneBy(name);
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: "created", details: [by("Bia Atendente")] },
        { kind: "checkIn", details: [by("Bia Atendente")] },
        { kind: "stage", details: [by("Carlos Mecânico")] },
        { kind: "payment", details: [by("Bia Atendente")] },
      ]),
    );
    expect(lines.filter((line) => line.kind === "stage").every((line) => line.details.includes(by("Carlos Mecânico")))).toBe(true);
  });

  it("makes responsible only one of the shop's people today: another shop's or one who left is refused, nothing changed", async () => {
    const team = await premiumTeam();
    const other = await createMechanic({ plan: "premium" });
    const stranger = await addTeamMember(other.id, "mechanic", "De Outra Oficina");
    await as(team.frontDesk.userId);
    const started = await createWalkInCheckInAction(null, form({ name: "João", phone: "", plate: "xyz9a87", make: "", model: "" }));
    const quoteId = started.redirectTo!.split("/")[3]!;
    const notFound = { ok: false, message: messages.jobPeople.error + messages.jobPeople.notFoundReason };
    expect(await assignJobAction(quoteId, null, form({ memberId: stranger.memberId }))).toEqual(notFound);
    // Another shop's owner naming this shop's job: not found either.
    await as(other.id);
    expect(await assignJobAction(quoteId, null, form({ memberId: stranger.memberId }))).toEqual(notFound);
    const [job] = await getDb().select({ assignedTo: quotes.assignedTo }).from(quotes).where(eq(quotes.id, quoteId));
    expect(job!.assignedTo).toBeNull();
  });
});

describe("a person who leaves", () => {
  it("deletes his own login only: the shop keeps its rows, and his records keep his name", async () => {
    const team = await premiumTeam();
    await as(team.frontDesk.userId);
    const started = await createWalkInCheckInAction(null, form({ name: "Ana", phone: "", plate: "bcd2e34", make: "", model: "" }));
    const quoteId = started.redirectTo!.split("/")[3]!;
    const before = await rowsOwnedBy(team.shopId);
    const deleted = await deleteAccountAction(null, form({ password: TEST_PASSWORD, confirmation: "EXCLUIR" }, null));
    expect(deleted).toMatchObject({ ok: true });
    expect(await getDb().select().from(users).where(eq(users.id, team.frontDesk.userId))).toEqual([]);
    const [member] = await getDb().select().from(shopMembers).where(eq(shopMembers.id, team.frontDesk.memberId));
    expect(member).toMatchObject({ userId: null, name: "Bia Atendente", removedAt: expect.any(Date) });
    // Nothing of the shop went: the same rows but his place in the team, which now says he left.
    const after = await rowsOwnedBy(team.shopId);
    expect({ ...after, shop_members: [] }).toEqual({ ...before, shop_members: [] });
    expect((await getJobPeople(team.shopId, quoteId, { withTeam: true }))!.createdBy).toBe("Bia Atendente");
  });

  it("removed, logs in to nothing: the right password is answered that no shop counts him", async () => {
    const team = await premiumTeam();
    await getDb().update(shopMembers).set({ removedAt: new Date() }).where(eq(shopMembers.id, team.mechanic.memberId));
    expect(await verifyCredentials({ email: team.mechanic.email, password: TEST_PASSWORD }, "10.9.9.8")).toEqual({
      ok: false,
      reason: "no_shop",
    });
    expect(await verifyCredentials({ email: team.mechanic.email, password: "senha-errada-123" }, "10.9.9.8")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
