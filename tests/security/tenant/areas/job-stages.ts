/** Tenant isolation: the job's stages (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const stageActions = await import("@/lib/actions/job-stages");
const stagesData = await import("@/lib/data/job-stages");
const { getDb } = await import("@/db");
const { submittedForm: form } = await import("../../../support/forms");
const { getQuote } = await import("@/lib/data/quote-document");
const { listQuoteAnswers } = await import("@/lib/data/quote-answers");
const { messages } = await import("@/lib/messages");
const jobSettings = await import("@/lib/data/job-settings");
const inShop = await import("@/lib/data/in-shop");
const { getProfile } = await import("@/lib/data/profile");

const notFound = messages.jobStages.moveError + messages.quotes.notFoundReason;

/** A's quote (approved on its link) is where it was (the matrix also compares all of A's rows). */
async function unchanged(a: Parameters<Attack>[0]) {
  expect((await getQuote(a.id, a.quoteId))?.status).toBe("approved");
}

export const attacks: Record<string, Attack> = {
  "lib/actions/job-stages.ts#moveJobStageAction": async (a) => {
    expect(await stageActions.moveJobStageAction(a.quoteId, "approved", "in_progress", null, form({}))).toEqual({
      ok: false,
      message: notFound,
    });
    expect(await stageActions.moveJobStageAction(a.quoteId, "approved", "canceled", null, form({ reason: "Roubado" }))).toEqual({
      ok: false,
      message: notFound,
    });
    await unchanged(a);
  },
  "lib/actions/job-stages.ts#recordInPersonApprovalAction": async (a) => {
    expect(
      await stageActions.recordInPersonApprovalAction(a.quoteId, null, form({ customerName: "Intruso", takenBy: "B", partsConsent: "on" })),
    ).toEqual({ ok: false, message: messages.inPersonApproval.error + messages.quotes.notFoundReason });
    expect(await listQuoteAnswers(a.id, a.quoteId)).toHaveLength(1);
  },
  "lib/data/job-stages.ts#moveJobStage": async (a, b) => {
    expect(await stagesData.moveJobStage(b.id, a.quoteId, { from: "approved", to: "in_progress" })).toEqual({
      ok: false,
      reason: "notFound",
    });
    await unchanged(a);
  },
  "lib/data/job-stages.ts#moveJobStageIn": async (a, b) => {
    const outcome = await getDb().transaction((tx) =>
      stagesData.moveJobStageIn(tx, b.id, a.quoteId, { from: "approved", to: "canceled", reason: "Roubado" }),
    );
    expect(outcome).toEqual({ ok: false, reason: "notFound" });
    await unchanged(a);
  },
  "lib/data/job-stages.ts#listStageChanges": async (a, b) => {
    // (tests/integration/job-stages.test.ts lists a shop's own changes.)
    expect(await stagesData.listStageChanges(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/in-shop.ts#listInShop": async (a, b) => {
    // A's quote, approved on its link, is in A's shop; B's list (its quote is pending) holds none of A's.
    const ids = async (shopId: string) => (await inShop.listInShop(shopId)).flatMap((group) => group.cars.map((car) => car.quoteId));
    expect(await ids(b.id)).toEqual([]);
    expect(await ids(a.id)).toEqual([a.quoteId]);
  },
  "lib/data/job-settings.ts#getJobSettings": async (a, b) => {
    // Read by the shop's own id alone: B gets B's owner, never A's.
    expect((await jobSettings.getJobSettings(b.id)).ownerName).toBe((await getProfile(b.id)).ownerName);
    expect((await jobSettings.getJobSettings(b.id)).ownerName).not.toBe((await getProfile(a.id)).ownerName);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
