import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { IssueForm } from "@/components/nfse/issue-form";
import { NoteBlocked } from "@/components/nfse/note-blocked";
import { NoteLines } from "@/components/nfse/note-lines";
import { PortalCopy } from "@/components/nfse/portal-copy";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { ArrowLeft } from "@/components/ui/icons";
import { getIssueContext } from "@/lib/data/nfse-issue-context";
import { env } from "@/lib/env";
import { formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { defaultDescription, labourAmounts } from "@/lib/nfse/job-note";
import { noteBlocker, noteFromContext } from "@/lib/nfse/issue-context";
import { APPLICATION_VERSION } from "@/lib/nfse/national";
import { quotePath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";
import { can } from "@/lib/team/permissions";
import { shopToday } from "@/lib/calendar";

export const metadata: Metadata = { title: "Emitir NFS-e" };

const m = messages.nfse;

/**
 * 'Emitir NFS-e' of a delivered (or paid) job: the customer's CPF/CNPJ and address, the labour the
 * note covers, its text; sent through the national API with the shop's certificate. A shop without
 * a certificate gets the same data laid out for the national portal, and records the note's number.
 */
export default async function IssueNotePage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("issueInvoices");
  const { id } = await params;
  const read = await load("leitura da NFS-e do serviço", account.shopId, () => getIssueContext(account.shopId, id));
  if (read.failed) return <LoadError message={m.error + messages.reasons.loadAgain} backHref={quotePath(id)} backLabel={m.back} />;
  const context = read.value;
  if (!context) notFound();

  const blocker = noteBlocker(context);
  const { quote } = context;
  const description = defaultDescription(
    { quoteNumber: quote.number, vehicle: quote.vehicle, items: quote.items, totals: quote.totals },
    context.settings?.partsInDescription ?? false,
  );
  const { services, discount } = labourAmounts(context.quote.totals);
  const lines = (
    <NoteLines
      items={context.quote.items}
      services={services.toFixed(2)}
      discount={discount.toFixed(2)}
      partsInDescription={context.settings?.partsInDescription ?? false}
    />
  );
  const customer = context.customer;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={quotePath(id)}>
          <ArrowLeft aria-hidden="true" /> {m.back}
        </Link>
      </Button>
      <PageHeader title={m.pageTitle(formatQuoteNumber(context.quote.number))} description={m.pageDescription} />
      {blocker === "certificateProblem" && !noteBlocker(context, { portal: true }) ? (
        <PortalCopy
          quoteId={id}
          summary={
            noteFromContext(context, {
              description,
              environment: env.NFSE_ENVIRONMENT,
              applicationVersion: APPLICATION_VERSION,
              now: new Date(),
              competenceDate: context.deliveredAt ? shopToday(context.deliveredAt) : shopToday(),
              series: "1",
              number: 1,
            }).summary
          }
          lines={lines}
        />
      ) : blocker ? (
        <NoteBlocked blocker={blocker} isOwner={can(account.role, "manageShop")} quoteId={id} />
      ) : (
        <>
          {env.NFSE_ENVIRONMENT === "restricted" && (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {m.restricted}
            </p>
          )}
          <IssueForm
            quoteId={id}
            summary={lines}
            initial={{
              document: customer.document ?? "",
              postalCode: customer.postalCode ?? "",
              street: customer.street ?? "",
              streetNumber: customer.streetNumber ?? "",
              complement: customer.complement ?? "",
              district: customer.district ?? "",
              city: customer.cityName ?? "",
              description,
            }}
          />
        </>
      )}
    </div>
  );
}
