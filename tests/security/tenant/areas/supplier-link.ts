/**
 * Tenant isolation: the supplier's link (/cotacao/{token}; the matrix:
 * tests/security/tenant-isolation.test.ts). The token is the key, not a shop's id: B's link (its
 * token known to B) must not reach A's request's parts, by reading or by posting A's part ids.
 */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const data = await import("@/lib/data/supplier-links");
const route = await import("@/app/(public-supplier)/cotacao/[token]/resposta/route");
const { answerFieldNames, PART_FIELD } = await import("@/lib/validation/supplier-answer");

/** B's page's form, answering A's part through B's own link. */
function postWithPart(token: string, partId: string) {
  const names = answerFieldNames(partId);
  const body = new URLSearchParams([
    [PART_FIELD, partId],
    [names.price, "0,01"],
    [names.condition, "usada"],
    [names.availability, "0"],
    [names.note, "roubado"],
  ]);
  const request = new Request(`http://localhost:3000/cotacao/${token}/resposta`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
  return route.POST(request, { params: Promise.resolve({ token }) });
}

export const attacks: Record<string, Attack> = {
  "lib/data/supplier-links.ts#findSupplierLink": async (a, b) => {
    const view = await data.findSupplierLink(b.supplierLinkToken);
    expect(view?.parts.map((part) => part.id)).toEqual([b.supplierPartId]);
    expect(JSON.stringify(view)).not.toContain(a.supplierPartId);
  },
  "lib/data/supplier-links.ts#saveSupplierAnswers": async (a, b) => {
    const answer = { price: "0.01", condition: "usada" as const, brand: null, deliveryDays: 0, note: "roubado" };
    expect(await data.saveSupplierAnswers(b.supplierLinkToken, [{ partId: a.supplierPartId, answer }])).toEqual({
      ok: false,
      reason: "unknownPart",
    });
    // Nor with B's own part alongside: the whole answer is refused.
    expect(
      await data.saveSupplierAnswers(b.supplierLinkToken, [
        { partId: b.supplierPartId, answer },
        { partId: a.supplierPartId, answer },
      ]),
    ).toEqual({ ok: false, reason: "unknownPart" });
  },
  "app/(public-supplier)/cotacao/[token]/resposta/route.ts#POST": async (a, b) => {
    const response = await postWithPart(b.supplierLinkToken, a.supplierPartId);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("aviso=peca");
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "app/(public-supplier)/cotacao/[token]/route.tsx#GET":
    "the supplier's request, opened by its link's 192-bit token, not by a shop's record id (supplier-link.test.ts, supplier-quotes.mobile.spec.ts)",
  "lib/data/part-prices.ts#lastPartPriceSql":
    "an SQL fragment, no query of its own: it filters quote_items by the user id its caller passes, the link's owner or the signed-in shop (supplier-link.test.ts)",
};
