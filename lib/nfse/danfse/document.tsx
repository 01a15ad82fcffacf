import Big from "big.js";
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { formatDay } from "@/lib/calendar";
import type { NfseFile } from "@/lib/data/nfse-documents";
import { formatAmount, formatDate, formatDateTime } from "@/lib/format";
import { nfseDocuments as t } from "@/lib/messages/nfse-documents";
import { groupAccessKey } from "@/lib/nfse/access-key";
import { percentText, taxIdText, type NfseXmlFacts } from "@/lib/nfse/danfse/format";
import { colors, styles } from "@/lib/quote-pdf/styles";

const RED = "#b91c1c";

// Not the quote PDF's box: that one grows (flex 1) to share a row; these stack, each its own height.
const box = { borderWidth: 1, borderColor: colors.rule, borderRadius: 3, padding: 8, marginTop: 10 } as const;

/** "140101" → "14.01.01": the national code as LC 116's list reads it. */
const serviceCode = (code: string) => (/^\d{6}$/.test(code) ? code.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1.$2.$3") : code);

/** A label above its value, in a cell of the identification band; nothing when there is no value. */
function Cell({ label, value, wide }: { label: string; value: string | null | undefined; wide?: boolean }) {
  if (!value?.trim()) return null;
  return (
    <View style={{ flexGrow: 1, flexBasis: wide ? "100%" : 0, gap: 1 }}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.strong}>{value}</Text>
    </View>
  );
}

/** "Label: value" on one line (a space after the colon, so a copied line reads right). */
function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value?.trim()) return null;
  return (
    <Text style={{ marginBottom: 2 }}>
      <Text style={styles.label}>{`${label}: `}</Text>
      {value}
    </Text>
  );
}

/** A titled box; `half` shares a row with another (the parties). */
function Box({ title, children, half }: { title: string; children: ReactNode; half?: boolean }) {
  return (
    <View style={half ? [box, { flex: 1 }] : box} wrap={false}>
      <Text style={styles.boxTitle}>{title}</Text>
      {children}
    </View>
  );
}

function taxIdLine(digits: string) {
  const taxId = taxIdText(digits);
  return taxId ? <Line label={t.taxId(taxId.kind)} value={taxId.text} /> : null;
}

/**
 * Our DANFSe of an NFS-e the API issued, on one A4 page: what the note says as frozen in its summary
 * when it was asked for (the parties, the service, the values), its number, key and QR code for the
 * national public query, and when the government processed it (dhProc, from the XML). A cancelled
 * note says so at the top, and a note of produção restrita that it has no fiscal value. A simplified
 * layout: the XML is the fiscal record, not this PDF (NT 008's DANFSe v2.0 model is not drawn here).
 */
export function DanfsePdfDocument({ note, facts, qr }: { note: NfseFile; facts: NfseXmlFacts; qr: Buffer }) {
  const { summary } = note;
  const issuedAt = facts.processedAt ?? note.issuedAt;
  const cancelled = note.status === "cancelled";
  const title = `${t.title} nº ${note.nfseNumber}`;
  return (
    <Document
      title={title}
      author={summary.providerName || undefined}
      language="pt-BR"
      creator={summary.providerName || undefined}
      producer={summary.providerName || undefined}
    >
      <Page size="A4" style={[styles.page, { paddingBottom: 36 }]}>
        <View style={styles.header}>
          <View style={{ flexShrink: 1, gap: 4 }}>
            <Text style={styles.title}>{t.title}</Text>
            {note.environment === "restricted" && <Text style={{ color: RED, fontWeight: 700, fontSize: 10 }}>{t.restricted}</Text>}
            <Text style={styles.shopName}>{summary.providerName}</Text>
          </View>
          <View style={{ width: 150, alignItems: "center", gap: 3, flexShrink: 0 }}>
            {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an <img>: it has no alt. */}
            <Image style={{ width: 96, height: 96 }} src={qr} />
            <Text style={{ fontSize: 6.5, color: colors.muted, textAlign: "center" }}>{t.qrCaption}</Text>
          </View>
        </View>

        {cancelled && (
          <View style={{ marginTop: 8, padding: 6, borderWidth: 2, borderColor: RED, borderRadius: 3, alignItems: "center", gap: 2 }}>
            <Text style={{ color: RED, fontSize: 20, fontWeight: 700 }}>{t.cancelledStamp}</Text>
            {note.cancelledAt && <Text style={{ color: RED }}>{t.cancelledOn(formatDate(note.cancelledAt))}</Text>}
          </View>
        )}

        <View style={[box, { flexDirection: "row", flexWrap: "wrap", gap: 8 }]} wrap={false}>
          <Cell label={t.number} value={note.nfseNumber} />
          <Cell label={t.issuedAt} value={issuedAt ? formatDateTime(issuedAt) : null} />
          <Cell label={t.competence} value={formatDay(summary.competenceDate)} />
          <Cell label={t.cityOfIssue} value={facts.cityOfIssue ?? summary.cityName} />
          <Cell label={t.accessKey} value={groupAccessKey(note.accessKey)} wide />
          {note.series && note.dpsNumber !== null && (
            <Text style={{ flexBasis: "100%", color: colors.muted }}>{t.dps(note.series, String(note.dpsNumber))}</Text>
          )}
        </View>

        {/* Side by side: a 2,000-character description and the values still fit the one page. */}
        <View style={{ flexDirection: "row", gap: 10 }}>
          <Box title={t.provider} half>
            <Line label={t.name} value={summary.providerName} />
            {taxIdLine(summary.providerCnpj)}
            <Line label={t.municipalRegistration} value={summary.providerMunicipalRegistration} />
            <Line label={t.address} value={summary.providerAddress} />
          </Box>
          <Box title={t.taker} half>
            <Line label={t.name} value={summary.customerName} />
            {taxIdLine(summary.customerDocument)}
            <Line label={t.address} value={summary.customerAddress} />
          </Box>
        </View>

        <View style={box}>
          <Text style={styles.boxTitle}>{t.service}</Text>
          <Line
            label={t.serviceCode}
            value={[serviceCode(summary.nationalTaxCode), summary.nationalTaxCodeDescription].filter(Boolean).join(" - ")}
          />
          <Text style={[styles.label, { marginTop: 4 }]}>{`${t.description}:`}</Text>
          <Text style={{ fontSize: 8.5 }}>{summary.description}</Text>
        </View>

        <View style={box} wrap={false}>
          <Text style={styles.boxTitle}>{t.values}</Text>
          <View style={{ flexDirection: "row", gap: 8 }}>
            <Cell label={t.servicesTotal} value={formatAmount(summary.servicesTotal)} />
            {summary.discount && <Cell label={t.discount} value={formatAmount(summary.discount)} />}
            {summary.discount && (
              <Cell label={t.netTotal} value={formatAmount(new Big(summary.servicesTotal).minus(summary.discount).toFixed(2))} />
            )}
            <Cell label={t.issRate} value={summary.issRate ? percentText(summary.issRate) : t.issRateNotSent} />
            <Cell label={t.issWithheld} value={summary.issWithheld ? t.yes : t.no} />
          </View>
        </View>

        <Text style={{ marginTop: 8, fontSize: 7, color: colors.muted }}>{t.footer}</Text>
      </Page>
    </Document>
  );
}
