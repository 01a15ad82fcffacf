/**
 * A job's NFS-e written straight to the database, as the issuing flow would leave it: the tests of
 * what reads a note (the DANFSe, the downloads, the link, the history) need one in each state
 * without a certificate or Sefin. The summary, XML and key agree with each other.
 */
import { getDb } from "@/db";
import { nfseEvents, nfseNotes, type NfseSummary } from "@/db/schema";
import type { NfseStatus } from "@/lib/enums";

/** cMun 3509502 (Campinas), Sefin (2), CNPJ (2), the provider's CNPJ, nNFSe 17, 2611, a code and its digit: 50 digits. */
export const NOTE_KEY = "35095022211222333000181000000000001726111234567890";

export const NOTE_SUMMARY: NfseSummary = {
  providerName: "Auto Center Conceição Ltda",
  providerCnpj: "11222333000181",
  providerMunicipalRegistration: "1234567",
  providerAddress: "Rua das Flores, 123 - Centro - Campinas - SP",
  cityName: "Campinas - SP",
  customerName: "Maria da Conceição",
  customerDocument: "52998224725",
  customerAddress: "Avenida Brasil, 500 - Jardim - Campinas - SP",
  description: "Revisão dos freios\nTroca de pastilhas (mão de obra)",
  nationalTaxCode: "140101",
  nationalTaxCodeDescription: "Lubrificação, limpeza, lustração, revisão, carga e recarga, conserto",
  competenceDate: "2026-11-20",
  servicesTotal: "1234.56",
  issRate: "2.00",
  issWithheld: false,
  regime: "simples",
};

/** The NFS-e XML as Sefin returns it (trimmed to what the screens read; accents, an ampersand and a CRLF kept, to prove the bytes survive). */
export function noteXml(key = NOTE_KEY, number = "17") {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\r\n' +
    `<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infNFSe Id="NFS${key}">` +
    "<xLocEmi>Campinas</xLocEmi><xLocPrestacao>Campinas</xLocPrestacao>" +
    `<nNFSe>${number}</nNFSe><cLocIncid>3509502</cLocIncid><xLocIncid>Campinas</xLocIncid>` +
    "<xTribNac>Lubrificação, limpeza &amp; conserto</xTribNac><verAplic>SefinNacional_1.4.0</verAplic>" +
    "<ambGer>2</ambGer><tpEmis>1</tpEmis><procEmi>1</procEmi><cStat>100</cStat>" +
    "<dhProc>2026-11-20T14:05:09-03:00</dhProc><nDFSe>123456</nDFSe>" +
    '<DPS versao="1.01"><infDPS Id="DPS350950221122233300018100001000000000000042"><tpAmb>2</tpAmb></infDPS></DPS>' +
    "</infNFSe></NFSe>"
  );
}

type NoteOverrides = Partial<typeof nfseNotes.$inferInsert> & { status: NfseStatus };

/** One note of the job, issued by the API unless told otherwise; its id. */
export async function insertNote(shopId: string, quoteId: string, overrides: NoteOverrides = { status: "issued" }) {
  const national = (overrides.channel ?? "national") === "national";
  const holdsXml = national && ["issued", "cancelling", "cancelled"].includes(overrides.status);
  const [row] = await getDb()
    .insert(nfseNotes)
    .values({
      shopId,
      quoteId,
      channel: "national",
      environment: national ? "restricted" : null,
      series: national ? "1" : null,
      dpsNumber: national ? 42 : null,
      dpsXml: national ? '<DPS xmlns="http://www.sped.fazenda.gov.br/nfse"/>' : null,
      nfseXml: holdsXml ? noteXml() : null,
      accessKey: holdsXml ? NOTE_KEY : null,
      nfseNumber: holdsXml || !national ? "17" : null,
      summary: NOTE_SUMMARY,
      issuedAt: holdsXml ? new Date("2026-11-20T17:05:10Z") : null,
      ...overrides,
    })
    .returning({ id: nfseNotes.id });
  return row!.id;
}

/** Events of a note, a minute apart from `start` unless each says its own time. */
export async function insertEvents(
  shopId: string,
  noteId: string,
  events: { kind: string; detail?: string; at?: Date }[],
  start = new Date("2026-11-20T17:00:00Z"),
) {
  await getDb()
    .insert(nfseEvents)
    .values(
      events.map((event, index) => ({
        shopId,
        noteId,
        kind: event.kind,
        detail: event.detail ?? null,
        at: event.at ?? new Date(start.getTime() + index * 60_000),
      })),
    );
}
