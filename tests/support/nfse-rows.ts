/**
 * An issued NFS-e of `quoteId` and its event, for the isolation matrix's A (whose quote is
 * answered, and so kept anyway). Not in every shop of tests/support/shops.ts: a note is a fiscal
 * record its trigger keeps, and the suites that delete that shop's quote or customer would trip.
 */
import { randomBytes } from "node:crypto";
import { getDb } from "@/db";
import { nfseEvents, nfseNotes } from "@/db/schema";

export async function addNfseRows(shopId: string, quoteId: string) {
  const accessKey = randomBytes(25).toString("hex").replace(/[a-f]/g, "7").slice(0, 50);
  const [note] = await getDb()
    .insert(nfseNotes)
    .values({
      shopId,
      quoteId,
      status: "issued",
      channel: "national",
      environment: "restricted",
      series: "1",
      dpsNumber: 7,
      dpsId: `DPS3550308212345678000195000010000000000000007`,
      dpsXml: "<DPS/>",
      nfseXml: `<NFSe><infNFSe Id="NFS${accessKey}"><nNFSe>7</nNFSe></infNFSe></NFSe>`,
      accessKey,
      nfseNumber: "7",
      attempts: 1,
      issuedAt: new Date(),
      summary: {
        providerName: "Oficina",
        providerCnpj: "12345678000195",
        cityName: "São Paulo - SP",
        customerName: "Cliente",
        customerDocument: "11222333000181",
        description: "Revisão",
        nationalTaxCode: "140101",
        competenceDate: "2026-11-20",
        servicesTotal: "7.00",
        issWithheld: false,
        regime: "mei",
      },
    })
    .returning({ id: nfseNotes.id });
  await getDb().insert(nfseEvents).values({ shopId, noteId: note!.id, kind: "issued", detail: accessKey });
  return { nfseNoteId: note!.id, nfseAccessKey: accessKey };
}
