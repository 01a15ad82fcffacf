/** Tenant isolation: the NFS-e's reads and downloads (the matrix: tests/security/tenant-isolation.test.ts). A owns an issued note (tests/support/nfse-rows.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const nfseData = await import("@/lib/data/nfse-documents");
const shopPdf = await import("@/app/dashboard/quotes/[id]/nfse/pdf/route");
const shopXml = await import("@/app/dashboard/quotes/[id]/nfse/xml/route");
const linkPdf = await import("@/app/(public-quote)/orcamento/[token]/nota-fiscal/route");
const linkXml = await import("@/app/(public-quote)/orcamento/[token]/nota-fiscal/xml/route");
const { messages } = await import("@/lib/messages");
const { addNfseRows } = await import("../../../support/nfse-rows");

const notFound = async (response: Response) => {
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(messages.nfseDocuments.notFound);
};

/** B's own job (given a note of its own here) and A's: B reads its own note, never A's. */
const readsOnlyOwn =
  (read: (shopId: string, quoteId: string) => Promise<unknown>, none: unknown): Attack =>
  async (a, b) => {
    await addNfseRows(b.id, b.quoteId);
    expect(await read(b.id, a.quoteId)).toEqual(none);
    expect(await read(b.id, b.quoteId)).not.toEqual(none);
  };

const shopRoute =
  (route: typeof shopPdf): Attack =>
  async (a) => {
    const id = a.quoteId;
    await notFound(await route.GET(new Request(`http://localhost/dashboard/quotes/${id}/nfse`), { params: Promise.resolve({ id }) }));
  };

// Keyed by the link's token: B's token opens B's note, and A's quote id is no token.
const linkRoute =
  (route: typeof linkPdf, contentType: string): Attack =>
  async (a, b) => {
    await addNfseRows(b.id, b.quoteId);
    const own = await route.GET(new Request("http://localhost/orcamento/x/nota-fiscal"), {
      params: Promise.resolve({ token: b.linkToken }),
    });
    expect(own.headers.get("content-type")).toBe(contentType);
    await notFound(
      await route.GET(new Request("http://localhost/orcamento/x/nota-fiscal"), { params: Promise.resolve({ token: a.quoteId }) }),
    );
  };

export const attacks: Record<string, Attack> = {
  "lib/data/nfse-documents.ts#getCustomerNote": readsOnlyOwn(nfseData.getCustomerNote, undefined),
  "lib/data/nfse-documents.ts#getNoteFile": readsOnlyOwn(nfseData.getNoteFile, undefined),
  "lib/data/nfse-documents.ts#getReceiptNote": readsOnlyOwn(nfseData.getReceiptNote, null),
  "lib/data/nfse-documents.ts#listNoteEvents": readsOnlyOwn(nfseData.listNoteEvents, []),
  "app/dashboard/quotes/[id]/nfse/pdf/route.ts#GET": shopRoute(shopPdf),
  "app/dashboard/quotes/[id]/nfse/xml/route.ts#GET": shopRoute(shopXml),
  "app/(public-quote)/orcamento/[token]/nota-fiscal/route.ts#GET": linkRoute(linkPdf, "application/pdf"),
  "app/(public-quote)/orcamento/[token]/nota-fiscal/xml/route.ts#GET": linkRoute(linkXml, "application/xml; charset=utf-8"),
};

export const exempt: Record<string, string> = {};
