import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { deleteServiceRecordAction } from "@/app/dashboard/services/actions";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeleteButton } from "@/components/lists/delete-button";
import { LoadError } from "@/components/lists/load-error";
import { ServiceRecordForm } from "@/components/services/service-record-form";
import { StatusBadge } from "@/components/services/status-badge";
import { StatusSelect } from "@/components/services/status-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ArrowLeft } from "@/components/ui/icons";
import { getServiceRecord } from "@/lib/data/service-records";
import { formatCurrency, formatDate, formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Atendimento" };

export default async function ServiceRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser();
  const { id } = await params;
  const record = await load("leitura de atendimento", account.id, () => getServiceRecord(account.id, id));

  if (record.failed) return <LoadError message={messages.customers.loadDetailError + messages.reasons.loadAgain} backHref="/dashboard/customers" backLabel="Voltar para clientes" />;
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!record.value) notFound();
  const service = record.value;
  const historyHref = `/dashboard/customers/${service.customerId}?aba=historico`;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={historyHref}>
          <ArrowLeft aria-hidden="true" /> Voltar para o histórico
        </Link>
      </Button>
      <PageHeader title="Atendimento">
        <StatusSelect recordId={service.id} status={service.status} label="Status do atendimento" className="sm:h-10 sm:text-sm" />
        <DeleteButton
          label="Excluir atendimento"
          title="Excluir atendimento?"
          description="Este atendimento será removido permanentemente do histórico do cliente."
          action={deleteServiceRecordAction}
          recordId={service.id}
          failureMessage={messages.services.deleteError + messages.reasons.tryAgain}
        />
      </PageHeader>

      <Card>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Número</dt>
              <dd className="font-medium">{formatQuoteNumber(service.number)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Cliente</dt>
              <dd>
                <Link href={`/dashboard/customers/${service.customerId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {service.customerName}
                </Link>
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Data</dt>
              <dd>{formatDate(service.serviceDate)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Valor</dt>
              <dd>{service.cost === null ? "Não informado" : formatCurrency(service.cost)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Status</dt>
              <dd><StatusBadge status={service.status} /></dd>
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <dt className="text-sm text-muted-foreground">Descrição</dt>
              <dd className="break-words whitespace-pre-wrap">{service.description}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Alterar atendimento</CardTitle>
        </CardHeader>
        <CardContent>
          {/* A status changed in the header starts the form again from the saved record: its own
              status field must not keep the old one and put it back on the next save. */}
          <ServiceRecordForm key={service.status} mode="edit" record={service} />
        </CardContent>
      </Card>
    </div>
  );
}
