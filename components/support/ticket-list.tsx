import { CloseTicketButton } from "@/components/support/close-ticket-button";
import { Pagination } from "@/components/lists/pagination";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Inbox, Mail } from "@/components/ui/icons";
import type { SupportTicketRow } from "@/lib/data/support-tickets";
import { formatDate } from "@/lib/format";

type Props = {
  tickets: { items: SupportTicketRow[]; total: number; page: number; pageSize: number };
  /** Operators see everyone's tickets and can close them. */
  isOperator: boolean;
};

/** The tickets the viewer may see, newest first, a page at a time. */
export function TicketList({ tickets, isOperator }: Props) {
  const { items, total, page, pageSize } = tickets;
  const title = isOperator ? "Todos os tickets" : "Seus tickets";

  return (
    <section aria-labelledby="tickets-title" className="grid gap-4">
      <div>
        <h2 id="tickets-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {isOperator
            ? "Tickets de todas as oficinas, do mais recente ao mais antigo."
            : "Acompanhe a situação dos tickets que você enviou."}
        </p>
      </div>
      {items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Nenhum ticket enviado ainda.</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{total === 1 ? "1 ticket" : `${total.toLocaleString("pt-BR")} tickets`}</p>
          <ul className="grid gap-3" aria-label={title}>
            {items.map((ticket) => (
              <li key={ticket.id}>
                <Card className="gap-3 py-4">
                  <CardContent className="grid gap-2">
                    <div className="flex items-start justify-between gap-3">
                      <p className="min-w-0 font-semibold break-words">{ticket.subject ?? "Sem assunto"}</p>
                      {ticket.status === "open" ? <Badge>Aberto</Badge> : <Badge variant="secondary">Fechado</Badge>}
                    </div>
                    <div className="grid gap-0.5 text-sm text-muted-foreground">
                      <p className="break-words">{ticket.name}</p>
                      <p className="flex items-center gap-2">
                        <Mail className="size-4 shrink-0" aria-hidden="true" />
                        <a className="min-w-0 break-all underline-offset-4 hover:underline" href={`mailto:${ticket.email}`}>
                          {ticket.email}
                        </a>
                      </p>
                    </div>
                    <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>
                    <p className="text-xs text-muted-foreground">Enviado em {formatDate(ticket.createdAt)}</p>
                    {isOperator && ticket.status === "open" && <CloseTicketButton ticketId={ticket.id} />}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={pageSize} total={total} search="" />
        </>
      )}
    </section>
  );
}
