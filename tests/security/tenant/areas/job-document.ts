/** Tenant isolation: the job's document and the quote page's lighter reads. */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const jobDocumentData = await import("@/lib/data/job-document");
const quoteVersionsData = await import("@/lib/data/quote-versions");

export const attacks: Record<string, Attack> = {
  // B reading A's job by A's quote id gets nothing of it (A's own read finds it).
  "lib/data/job-document.ts#getJobDocument": async (a, b) => {
    expect(await jobDocumentData.getJobDocument(b.id, a.quoteId)).toBeUndefined();
    expect((await jobDocumentData.getJobDocument(a.id, a.quoteId))?.approvedVersion).toBe(1);
  },
  // A's quote was answered on the link (version 1): B lists none of its versions.
  "lib/data/quote-versions.ts#listQuoteVersionEvents": async (a, b) => {
    expect(await quoteVersionsData.listQuoteVersionEvents(b.id, a.quoteId)).toEqual([]);
    expect(await quoteVersionsData.listQuoteVersionEvents(a.id, a.quoteId)).toHaveLength(1);
  },
};

export const exempt: Record<string, string> = {};
