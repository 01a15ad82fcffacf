import type { Metadata } from "next";
import { ExportLeadsButton } from "@/components/leads/export-button";
import { DeleteButton } from "@/components/lists/delete-button";
import { Pagination } from "@/components/lists/pagination";
import { Mail, Phone, UserRoundSearch } from "@/components/ui/icons";
import { pageFromParam, searchFromParam } from "@/lib/search-params";
import { SearchForm } from "@/components/lists/search-form";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { deleteLeadAction } from "@/app/dashboard/leads/actions";
import { listLeads } from "@/lib/data/leads";
import { formatDate } from "@/lib/format";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Interessados" };

type Props = { searchParams: Promise<{ busca?: string | string[]; pagina?: string | string[] }> };

export default async function LeadsPage({ searchParams }: Props) {
  const viewer = await requireSubscribedUser();
  const params = await searchParams;
  const search = searchFromParam(params.busca);
  const { items, total, page, pageSize } = await listLeads(viewer, { search, page: pageFromParam(params.pagina) });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Interessados</h1>
          <p className="text-muted-foreground">
            {viewer.isOperator
              ? "Pessoas que deixaram contato no site do Oficina Digital e na página da sua oficina."
              : "Pessoas que deixaram contato na página pública da sua oficina."}
          </p>
        </div>
        <ExportLeadsButton search={search} />
      </div>

      <SearchForm label="Buscar interessados" placeholder="Buscar por nome, e-mail ou telefone" defaultValue={search} />

      {items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <UserRoundSearch className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{search ? `Nenhum interessado encontrado para “${search}”.` : messages.leads.empty}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total === 1 ? "1 interessado" : `${total.toLocaleString("pt-BR")} interessados`}
          </p>
          <ul className="grid gap-3" aria-label="Lista de interessados">
            {items.map((lead) => (
              <li key={lead.id}>
                <Card className="py-4">
                  <CardContent className="flex flex-wrap items-start justify-between gap-3">
                    <div className="grid min-w-0 gap-1">
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        <span className="break-words">{lead.name}</span>
                        {lead.isMechanic && <Badge variant="secondary">Mecânico</Badge>}
                      </p>
                      <p className="flex items-center gap-2 text-sm break-all">
                        <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                        <a className="underline-offset-4 hover:underline" href={`mailto:${lead.email}`}>
                          {lead.email}
                        </a>
                      </p>
                      {lead.phone && (
                        <p className="flex items-center gap-2 text-sm">
                          <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                          {lead.phone}
                        </p>
                      )}
                      <p className="text-xs text-muted-foreground">Cadastrado em {formatDate(lead.createdAt)}</p>
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
          <Pagination page={page} pageSize={pageSize} total={total} search={search} />
        </>
      )}
    </div>
  );
}
