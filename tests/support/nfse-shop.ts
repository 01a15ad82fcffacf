/**
 * A shop ready to issue: CNPJ on the profile, fiscal data (São Paulo, MEI unless told), its A1
 * certificate sealed under the test's NFSE_CERTIFICATE_KEY, and a delivered job with a line of
 * each kind (service R$ 100,00, part 2 × R$ 25,00, labour R$ 80,00) for a customer.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { fiscalSettings, shopCertificates, shops } from "@/db/schema";
import { createCustomer } from "@/lib/data/customers";
import { createQuote } from "@/lib/data/quotes";
import type { TaxRegimeId } from "@/lib/enums";
import { sealCertificate } from "@/lib/nfse/vault";
import { createMechanic } from "./factories";
import { TEST_CNPJ, testPki } from "./nfse-certificates";
import { putAtStage } from "./stages";

export async function nfseShop(options: { certificate?: boolean; regime?: TaxRegimeId; customerName?: string } = {}) {
  const shop = await createMechanic({ plan: "pro", shopName: "Oficina Fiscal" });
  await getDb().update(shops).set({ taxId: TEST_CNPJ, city: "São Paulo", state: "SP" }).where(eq(shops.id, shop.id));
  await getDb()
    .insert(fiscalSettings)
    .values({
      shopId: shop.id,
      regime: options.regime ?? "mei",
      cityIbgeCode: "3550308",
      cityName: "São Paulo - SP",
      simplesTaxPercent: options.regime === "simples" ? "6.00" : null,
    });
  if (options.certificate ?? true) {
    const { shop: certificate } = testPki();
    await getDb()
      .insert(shopCertificates)
      .values({
        shopId: shop.id,
        sealed: sealCertificate(shop.id, certificate.pfx, certificate.password),
        holderName: "OFICINA TESTE LTDA",
        cnpj: TEST_CNPJ,
        notBefore: certificate.cert.validity.notBefore,
        notAfter: certificate.cert.validity.notAfter,
      });
  }
  const customer = await createCustomer(shop.id, {
    name: options.customerName ?? "Transportes Silva Ltda",
    phone: "",
    email: "",
    notes: "",
  });
  const job = await createQuote(shop.id, customer.id, {
    description: "Revisão",
    cost: null,
    items: [
      {
        kind: "service",
        description: "Troca de óleo",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "100.00",
      },
      {
        kind: "part",
        description: "Filtro de óleo",
        catalogueServiceId: null,
        partCondition: "original",
        labourPricing: null,
        quantity: "2",
        unitPrice: "25.00",
      },
      {
        kind: "labour",
        description: "Mão de obra",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: "fixed",
        quantity: "1",
        unitPrice: "80.00",
      },
    ],
  });
  await putAtStage(shop.id, job!.id, "delivered");
  return { shopId: shop.id, customerId: customer.id, quoteId: job!.id };
}

/** What 'Emitir NFS-e' posts for a company customer in São Paulo. */
export const companyFields = {
  document: "11.222.333/0001-81",
  postalCode: "01310-100",
  street: "Avenida Paulista",
  streetNumber: "1000",
  complement: "",
  district: "Bela Vista",
  city: "São Paulo - SP",
  description: "Troca de óleo e mão de obra — OS 0001 (peças à parte) & ‘revisão’",
};
