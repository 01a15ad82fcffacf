/**
 * The shop's public page and its tax id: the owner's CPF, typed for receipts, never reaches the
 * page; a CNPJ does only when the shop turns on 'Mostrar CNPJ na página pública' (off by default).
 * The documents (the quote's PDF) keep printing either.
 */
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";
import { pdfText } from "../support/pdf-text";
import { signInAs } from "../support/request";

const { saveProfileAction } = await import("@/lib/actions/profile");
const { findPublicShop, getProfile } = await import("@/lib/data/profile");
const { getQuoteBilling } = await import("@/lib/data/shop-billing");
const { getQuoteDocument } = await import("@/lib/data/quote-document");
const { renderQuotePdf } = await import("@/lib/quote-pdf");
const { ShopIdentityLines } = await import("@/components/public-page/shop-identity");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");
const { submittedForm } = await import("../support/forms");

const CPF = "529.982.247-25";
const CNPJ = "11.222.333/0001-81";

async function saveShopData(shopId: string, fields: Record<string, string>) {
  const profile = await getProfile(shopId);
  const form = submittedForm({
    shopName: profile.shopName,
    ownerName: "",
    description: "",
    slug: profile.slug ?? "",
    whatsappIntegration: "",
    services: "[]",
    openingHours: JSON.stringify(defaultOpeningHours()),
    hourlyRate: "",
    paymentTerms: "",
    warrantyText: "",
    warrantyDays: "",
    whatsappTemplate: "",
    readyTemplate: "",
    postalCode: "01310-100",
    street: "Avenida Paulista",
    streetNumber: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    version: String(profile.version),
    ...fields,
  });
  expect(await saveProfileAction(null, form)).toEqual({ ok: true, message: messages.profile.saved });
}

/** The public page's identity block as its HTML, from what findPublicShop hands the page. */
async function publicIdentityHtml(slug: string) {
  const shop = await findPublicShop(slug);
  return renderToStaticMarkup(createElement(ShopIdentityLines, { identity: shop!.identity }));
}

async function shopSignedIn(label: string) {
  const shop = await shopWithData(label);
  signInAs(shop.id);
  const { slug } = await getProfile(shop.id);
  await getDb().update(shops).set({ subscriptionPlan: "pro" }).where(eq(shops.id, shop.id));
  return { ...shop, slug: slug! };
}

describe("the public page's tax id", () => {
  it("never shows the owner's CPF, even with the setting on, while the quote's PDF keeps it", async () => {
    const shop = await shopSignedIn("cpf");
    await saveShopData(shop.id, { taxId: CPF });
    expect((await findPublicShop(shop.slug))?.identity.taxId).toBeNull();
    const html = await publicIdentityHtml(shop.slug);
    expect(html).toContain("Avenida Paulista, 1000");
    expect(html).not.toContain("CPF");
    expect(html).not.toContain(CPF);

    await saveShopData(shop.id, { taxId: CPF, publicCnpj: "sim" });
    expect((await getProfile(shop.id)).publicCnpj).toBe(true);
    expect((await findPublicShop(shop.slug))?.identity.taxId).toBeNull();
    expect(await publicIdentityHtml(shop.slug)).not.toContain(CPF);

    const document = await getQuoteDocument(shop.id, shop.quoteId);
    const billing = await getQuoteBilling(shop.id, shop.quoteId);
    expect(await pdfText(await renderQuotePdf(document!, undefined, undefined, billing))).toContain(`CPF: ${CPF}`);
  });

  it("shows a CNPJ only when the shop turns 'Mostrar CNPJ na página pública' on (off by default)", async () => {
    const shop = await shopSignedIn("cnpj");
    await saveShopData(shop.id, { taxId: CNPJ });
    expect((await getProfile(shop.id)).publicCnpj).toBe(false);
    expect(await publicIdentityHtml(shop.slug)).not.toContain(CNPJ);

    await saveShopData(shop.id, { taxId: CNPJ, publicCnpj: "sim" });
    expect(await publicIdentityHtml(shop.slug)).toContain(`CNPJ: ${CNPJ}`);

    // Unchecked posts nothing: off again.
    await saveShopData(shop.id, { taxId: CNPJ });
    expect(await publicIdentityHtml(shop.slug)).not.toContain(CNPJ);
  });
});
