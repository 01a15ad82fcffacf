/**
 * The quote PDF is drawn once per version and kept in the storage driver
 * (lib/quote-pdf/cache.ts), renders (cache misses) are limited per client address
 * (QUOTE_PDF_RENDERS), and a process draws one at a time (lib/quote-pdf/render-slots.ts).
 * The renderer is the real one, wrapped to count its calls (or, for the limit's 30 misses, to
 * answer at once).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestS3 } from "../support/test-s3";
import * as quotePdf from "@/lib/quote-pdf";
import { GET as getPublicPdf } from "@/app/(public-quote)/orcamento/[token]/pdf/route";
import { GET as getShopPdf } from "@/app/dashboard/quotes/[id]/pdf/route";
import { deleteAccount } from "@/lib/data/account-deletion";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { messages } from "@/lib/messages";
import { quotePdfResponse } from "@/lib/quote-pdf/response";
import { QUOTE_PDF_RENDERS } from "@/lib/rate-limit";
import { getStorage } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { shopWithData } from "../support/shops";
import { saveQuoteWith } from "../support/quotes";
import { setClientAddress, signInAs } from "../support/request";
import { pdfText } from "../support/pdf-text";
import { startTestS3 } from "../support/test-s3";

const renders = { count: 0, fake: false };
const realRender = quotePdf.renderQuotePdf;
beforeAll(() => {
  vi.spyOn(quotePdf, "renderQuotePdf").mockImplementation(async (...args) => {
    renders.count++;
    return renders.fake ? Buffer.from(`%PDF-1.4 falso ${renders.count}`) : realRender(...args);
  });
});
afterAll(() => vi.restoreAllMocks());

// A local driver of the file's own, beside the app's storage.
const uploadsRoot = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-pdf-cache-"));

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
}, 120_000);
afterAll(async () => {
  await s3?.stop();
  await fs.rm(uploadsRoot, { recursive: true, force: true });
});

const getPublic = (token: string) =>
  getPublicPdf(new Request(`http://localhost/orcamento/${token}/pdf`), { params: Promise.resolve({ token }) });
const getShop = (id: string) => getShopPdf(new Request(`http://localhost/dashboard/quotes/${id}/pdf`), { params: Promise.resolve({ id }) });
const cachedPdfs = (shopId: string, storage = getStorage()) => storage.list(`${shopId}-pdf-`);

async function linkedQuote() {
  const shop = await shopWithData("pdf-cache");
  const token = await getQuoteLinkToken(shop.id, shop.quoteId);
  if (!token) throw new Error("the new quote has no link");
  return { shop, token, quoteId: shop.quoteId };
}

describe("the customer's PDF is drawn once per version", () => {
  it("the second download is read from the storage, not drawn again", async () => {
    const { shop, token } = await linkedQuote();
    const before = renders.count;
    const first = await getPublic(token);
    expect(first.status).toBe(200);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(renders.count).toBe(before + 1);
    expect(await cachedPdfs(shop.id)).toHaveLength(1);

    const second = await getPublic(token);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe("application/pdf");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
    expect(renders.count).toBe(before + 1);
  });

  it("a new version (the quote edited) makes a new PDF; the old version's stays as it was", async () => {
    const { shop, token, quoteId } = await linkedQuote();
    await getPublic(token);
    const before = renders.count;
    const saved = await saveQuoteWith(shop.id, quoteId, { description: "Motor e embreagem revisados" });
    expect(saved).toBeTruthy();
    const edited = await getPublic(token);
    expect(renders.count).toBe(before + 1);
    expect(await pdfText(await edited.arrayBuffer())).toContain("Motor e embreagem revisados");
    expect(await cachedPdfs(shop.id)).toHaveLength(2);
    // The first version, asked for by number, is the one drawn before.
    const first = await getPublicPdf(new Request(`http://localhost/orcamento/${token}/pdf?versao=1`), {
      params: Promise.resolve({ token }),
    });
    expect(first.status).toBe(200);
    expect(await pdfText(await first.arrayBuffer())).not.toContain("Motor e embreagem revisados");
    expect(renders.count).toBe(before + 1);
  });

  it("the shop's own PDF is cached too, apart from the customer's (which has no phone)", async () => {
    const { shop, token, quoteId } = await linkedQuote();
    signInAs(shop.id);
    const before = renders.count;
    for (let download = 0; download < 2; download++) expect((await getShop(quoteId)).status).toBe(200);
    expect(renders.count).toBe(before + 1);
    expect((await getPublic(token)).status).toBe(200);
    expect(renders.count).toBe(before + 2);
    expect(await cachedPdfs(shop.id)).toHaveLength(2);
  });

  it("two downloads of an uncached PDF at once draw it once", async () => {
    const { token } = await linkedQuote();
    const before = renders.count;
    const [a, b] = await Promise.all([getPublic(token), getPublic(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(renders.count).toBe(before + 1);
  });
});

describe.each([
  ["local", () => createLocalStorage(path.join(uploadsRoot, "shared"))],
  ["s3", () => createS3Storage(s3.config)],
] as const)("through the %s driver", (_driver, makeStorage) => {
  it("another instance (a new driver on the same storage) reads the PDF drawn by the first; deleting the account removes it", async () => {
    const { shop, quoteId } = await linkedQuote();
    const document = (await getQuoteDocument(shop.id, quoteId))!;
    const request = { shopId: shop.id, quoteId, clientAddress: "198.51.100.7", context: {} };
    const before = renders.count;
    const drawn = await quotePdfResponse(document, { ...request, storage: makeStorage() });
    expect(drawn.status).toBe(200);
    expect(renders.count).toBe(before + 1);
    expect(await cachedPdfs(shop.id, makeStorage())).toHaveLength(1);

    const elsewhere = await quotePdfResponse(document, { ...request, storage: makeStorage() });
    expect(Buffer.from(await elsewhere.arrayBuffer())).toEqual(Buffer.from(await drawn.arrayBuffer()));
    expect(renders.count).toBe(before + 1);

    const deleted = await deleteAccount(shop.id, makeStorage());
    expect(deleted?.images).toBeGreaterThanOrEqual(1);
    expect(await makeStorage().list(`${shop.id}-`)).toEqual([]);
  }, 30_000);
});

describe("renders are limited per client address (QUOTE_PDF_RENDERS), downloads are not", () => {
  it("answers 429 after the limit of misses, still serves what is cached, and other addresses draw", async () => {
    const { shop, quoteId } = await linkedQuote();
    const document = (await getQuoteDocument(shop.id, quoteId))!;
    // A distinct document per request: each is a miss, as a script walking through quotes makes.
    const variant = (n: number) => ({ ...document, quote: { ...document.quote, description: `Variação ${n}` } });
    const at = (clientAddress: string) => ({ shopId: shop.id, quoteId, clientAddress, context: {} });
    renders.fake = true;
    try {
      for (let n = 0; n < QUOTE_PDF_RENDERS.limit; n++) expect((await quotePdfResponse(variant(n), at("192.0.2.1"))).status).toBe(200);
      const before = renders.count;
      const refused = await quotePdfResponse(variant(QUOTE_PDF_RENDERS.limit), at("192.0.2.1"));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(refused.headers.get("retry-after")).toBe(String(QUOTE_PDF_RENDERS.windowMs / 1000));
      expect(await refused.text()).toBe(messages.quotePdf.tooManyRenders);
      expect(renders.count).toBe(before);
      // Hits are never counted: every PDF already drawn still opens from that address.
      for (let n = 0; n < 3; n++) expect((await quotePdfResponse(variant(n), at("192.0.2.1"))).status).toBe(200);
      expect(renders.count).toBe(before);
      // Another address is not held back by this one.
      expect((await quotePdfResponse(variant(QUOTE_PDF_RENDERS.limit), at("192.0.2.2"))).status).toBe(200);
      expect(renders.count).toBe(before + 1);
    } finally {
      renders.fake = false;
    }
  }, 30_000);

  it("the customer's link answers the 429 too", async () => {
    const { shop, token, quoteId } = await linkedQuote();
    const address = `192.0.2.${Math.floor(Math.random() * 250)}-limit`;
    setClientAddress(address);
    const document = (await getQuoteDocument(shop.id, quoteId))!;
    renders.fake = true;
    try {
      for (let n = 0; n < QUOTE_PDF_RENDERS.limit; n++) {
        const spent = await quotePdfResponse(
          { ...document, quote: { ...document.quote, description: `Outra ${n}` } },
          { shopId: shop.id, quoteId, clientAddress: address, context: {} },
        );
        expect(spent.status).toBe(200);
      }
      const response = await getPublic(token);
      expect(response.status).toBe(429);
      expect(await response.text()).toBe(messages.quotePdf.tooManyRenders);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    } finally {
      renders.fake = false;
    }
  }, 30_000);
});
