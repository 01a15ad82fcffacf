/**
 * A shop's fiscal data and certificate (migration 0046), written straight to the database for the
 * isolation matrix, which needs A to own a row in every table: 'Dados fiscais' and a certificate
 * whose sealed file is random bytes (nothing here opens it). The notes' tables (nfse_notes,
 * nfse_events) get theirs with the issuing step: a note holds its quote (a fiscal record is kept,
 * migration 0046's trigger), which the suites that delete a shop's quote would then trip over.
 */
import { randomBytes } from "node:crypto";
import { getDb } from "@/db";
import { fiscalSettings, shopCertificates } from "@/db/schema";

const DAY = 24 * 60 * 60 * 1000;

export async function addFiscalRows(shopId: string, ids: { ownerMemberId: string }) {
  const db = getDb();
  await db.insert(fiscalSettings).values({ shopId, regime: "mei", cityIbgeCode: "3509502", cityName: "Campinas - SP" });
  await db.insert(shopCertificates).values({
    shopId,
    sealed: randomBytes(64),
    holderName: "OFICINA TESTE LTDA",
    cnpj: "12345678000195",
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 200 * DAY),
    uploadedBy: ids.ownerMemberId,
  });
}
