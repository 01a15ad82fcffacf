/**
 * One quote PDF, whichever way it leaves: the e-mail's attachment is the document the customer's
 * link downloads (/orcamento/{token}/pdf), drawn by the same function from the same data, with the
 * shop's CPF or CNPJ and address; the shop's own download prints them too. Read back as text.
 */
import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { GET as getLinkPdf } from "@/app/(public-quote)/orcamento/[token]/pdf/route";
import { GET as getShopPdf } from "@/app/dashboard/quotes/[id]/pdf/route";
import { pdfText } from "../support/pdf-text";
import { setClientAddress, signInAs } from "../support/request";
import { testMailbox } from "../support/mailbox";

const { sendQuoteEmailAction } = await import("@/lib/actions/quote-sending");
const { saveProfile, getProfile } = await import("@/lib/data/profile");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");
const { confirmEmail } = await import("../support/factories");

const { server } = testMailbox();

/** A shop with its CPF and address filled in 'Dados e PIX', signed in with a confirmed address. */
async function shopWithIdentity() {
  const shop = await shopWithData("pdf-one");
  await confirmEmail(shop.id);
  const profile = await getProfile(shop.id);
  const saved = await saveProfile(
    shop.id,
    {
      ...profile,
      slug: profile.slug ?? "",
      taxId: "52998224725",
      postalCode: "01310100",
      street: "Avenida Paulista",
      streetNumber: "1000",
      district: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    },
    profile.version,
  );
  expect(saved).toMatchObject({ ok: true });
  signInAs(shop.id);
  return shop;
}

describe("the quote's PDF, e-mailed and downloaded", () => {
  it("attaches the very document the customer's link downloads, CPF and address included", async () => {
    const shop = await shopWithIdentity();
    const to = `cliente-${randomUUID()}@exemplo.com.br`;
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: to }))).toMatchObject({ ok: true });
    const raw = server().received.find((mail) => mail.to.includes(to))!.raw;
    const [attachment] = (await simpleParser(raw)).attachments;
    const emailed = await pdfText(attachment!.content);

    const token = (await getQuoteLinkToken(shop.id, shop.quoteId))!;
    setClientAddress(`203.0.113.${1 + Math.floor(Math.random() * 250)}`);
    const response = await getLinkPdf(new Request(`http://localhost/orcamento/${token}/pdf`), { params: Promise.resolve({ token }) });
    expect(response.status).toBe(200);
    const linked = await pdfText(await response.arrayBuffer());

    expect(emailed).toContain("CPF: 529.982.247-25");
    expect(emailed).toContain("Avenida Paulista, 1000 – Bela Vista");
    expect(emailed).toContain("São Paulo/SP – CEP 01310-100");
    expect(emailed).toBe(linked);

    // The shop's own download: the same header (it adds only the customer's phone).
    const shopResponse = await getShopPdf(new Request("http://localhost/pdf"), { params: Promise.resolve({ id: shop.quoteId }) });
    const downloaded = await pdfText(await shopResponse.arrayBuffer());
    expect(downloaded).toContain("CPF: 529.982.247-25");
    expect(downloaded).toContain("Avenida Paulista, 1000 – Bela Vista");
  });
});
