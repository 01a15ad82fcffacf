import { formatCnpj, formatCpf } from "@brazilian-utils/brazilian-utils";
import { CopyButton } from "@/components/nfse/copy-button";
import { RecordForm } from "@/components/nfse/record-form";
import type { NfseSummary } from "@/db/schema/nfse";
import { formatAmount, formatDate } from "@/lib/format";
import { nfse as m } from "@/lib/messages/nfse";
import { serviceCode, serviceCodeLabel } from "@/lib/nfse/service-codes";

function codeText(code: string) {
  const entry = serviceCode(code);
  return entry ? serviceCodeLabel(entry, 2000) : code;
}

/** The national portal's emitter: the shop issues there and types the number back here. */
export const NATIONAL_PORTAL_URL = "https://www.nfse.gov.br/EmissorNacional";

/**
 * For a shop without a certificate: the job's note laid out field by field, each with 'Copiar', to
 * type into the national portal, and the form that records the number of the note issued there.
 */
export function PortalCopy({ quoteId, summary, lines }: { quoteId: string; summary: NfseSummary; lines: React.ReactNode }) {
  const f = m.portalFields;
  const document = summary.customerDocument;
  const fields = [
    { label: f.customerDocument, value: document.length === 14 ? formatCnpj(document) : document.length === 11 ? formatCpf(document) : "" },
    { label: f.customerName, value: summary.customerName },
    { label: f.customerAddress, value: summary.customerAddress ?? "" },
    { label: f.serviceCode, value: codeText(summary.nationalTaxCode) },
    { label: f.description, value: summary.description },
    { label: f.amount, value: formatAmount(summary.servicesTotal) },
    ...(summary.discount ? [{ label: f.discount, value: formatAmount(summary.discount) }] : []),
    { label: f.competence, value: formatDate(summary.competenceDate) },
  ].filter((field) => field.value !== "");
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="nfse-portal">
        <h2 id="nfse-portal" className="text-lg font-semibold">
          {m.portalHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{m.portalIntro}</p>
        <a
          href={NATIONAL_PORTAL_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.portalLink}
        </a>
        {lines}
        <dl className="grid gap-3">
          {fields.map((field) => (
            <div key={field.label} className="flex items-start justify-between gap-3 rounded-lg border p-3">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">{field.label}</dt>
                <dd className="text-sm break-words whitespace-pre-line">{field.value}</dd>
              </div>
              <CopyButton text={field.value} label={field.label} />
            </div>
          ))}
        </dl>
      </section>
      <section className="grid gap-3" aria-labelledby="nfse-record">
        <h2 id="nfse-record" className="text-lg font-semibold">
          {m.recordLegend}
        </h2>
        <RecordForm quoteId={quoteId} />
      </section>
    </div>
  );
}
