import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { deleteLeadAction } from "@/lib/actions/leads";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmailText } from "@/components/contact/email-text";
import { PhoneContact } from "@/components/contact/phone-contact";
import { AnsweredToggle } from "@/components/leads/answered-toggle";
import { ExportLeadsButton } from "@/components/leads/export-button";
import { LeadMessage } from "@/components/leads/lead-message";
import { DeleteButton } from "@/components/lists/delete-button";
import { ListPage } from "@/components/lists/list-page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CircleCheck, Mail, UserPlus, UserRoundSearch } from "@/components/ui/icons";
import { listLeads } from "@/lib/data/leads";
import { formatDate, formatDateAtTime } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { customerPath, newCustomerFromLeadPath } from "@/lib/routes";
import { listQuery, type ListRouteProps } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Interessados" };

export default async function LeadsPage({ searchParams }: ListRouteProps) {
  const viewer = await requireSubscribedUser("serveCustomers");
  const query = await listQuery(searchParams);
  const list = await load("lista de interessados", viewer.shopId, () => listLeads(viewer, query));

  return (
    <ListPage
      header={
        <PageHeader
          title="Interessados"
          description={
            viewer.isOperator
              ? "Pessoas que deixaram contato no site do Oficina Digital e na página da sua oficina."
              : "Pessoas que deixaram contato na página pública da sua oficina."
          }
        >
          <ExportLeadsButton search={query.search} />
        </PageHeader>
      }
      search={{ value: query.search, label: "Buscar interessados", placeholder: "Nome, contato ou mensagem" }}
      list={list}
      loadError={messages.leads.loadError}
      noun={{ one: "interessado", other: "interessados" }}
      empty={{ icon: UserRoundSearch, message: messages.leads.empty }}
    >
      {(leads) => (
        <ul className="grid gap-3" aria-label="Lista de interessados">
          {leads.map((lead) => (
            <li key={lead.id}>
              <Card className="py-4">
                <CardContent className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="break-words">{lead.name}</span>
                      {lead.isMechanic && <Badge variant="secondary">Mecânico</Badge>}
                    </p>
                    {lead.answeredAt && (
                      <p className="flex items-center gap-1 text-sm text-success">
                        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                        {messages.leads.answeredOn(formatDateAtTime(lead.answeredAt))}
                      </p>
                    )}
                    {lead.email && (
                      <p className="flex min-w-0 items-center gap-2 text-sm">
                        <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                        <a className="min-w-0 underline-offset-4 hover:underline" href={`mailto:${lead.email}`}>
                          <EmailText email={lead.email} />
                        </a>
                      </p>
                    )}
                    {lead.phone && <PhoneContact phone={lead.phone} name={lead.name} className="text-sm" />}
                    <p className="text-xs text-muted-foreground">Cadastrado em {formatDate(lead.createdAt)}</p>
                    {lead.message && <LeadMessage id={lead.id} text={lead.message} />}
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <AnsweredToggle leadId={lead.id} name={lead.name} answered={lead.answeredAt !== null} />
                      {lead.customer ? (
                        <p className="text-sm">
                          {messages.leads.convertedTo}{" "}
                          <Link
                            className="font-medium text-primary underline-offset-4 hover:underline"
                            href={customerPath(lead.customer.id)}
                          >
                            {lead.customer.name}
                          </Link>
                        </p>
                      ) : (
                        lead.isOwn && (
                          <Button asChild variant="outline" className="h-11 sm:h-9">
                            <Link href={newCustomerFromLeadPath(lead.id)} aria-label={`${messages.leads.convert}: ${lead.name}`}>
                              <UserPlus aria-hidden="true" />
                              {messages.leads.convert}
                            </Link>
                          </Button>
                        )
                      )}
                    </div>
                  </div>
                  <DeleteButton
                    label={`Excluir ${lead.name}`}
                    title="Excluir interessado?"
                    description={`${lead.name} será removido permanentemente da sua lista de interessados.`}
                    action={deleteLeadAction}
                    recordId={lead.id}
                    failureMessage={messages.leads.deleteError + messages.leads.tryAgain}
                  />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
