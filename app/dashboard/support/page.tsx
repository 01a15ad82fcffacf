import type { Metadata } from "next";
import { ContactCard } from "@/components/support/contact-card";
import { SupportFaq } from "@/components/support/faq";
import { SupportTicketForm } from "@/components/support/ticket-form";
import { TicketList } from "@/components/support/ticket-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listSupportTickets, ticketSenderDefaults } from "@/lib/data/support-tickets";
import { pageFromParam } from "@/lib/search-params";
import { supportContact } from "@/lib/support-contact";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Suporte" };

type Props = { searchParams: Promise<{ pagina?: string | string[] }> };

export default async function SupportPage({ searchParams }: Props) {
  const viewer = await requireSubscribedUser();
  const params = await searchParams;
  const [sender, tickets] = await Promise.all([
    ticketSenderDefaults(viewer.id),
    listSupportTickets(viewer, { page: pageFromParam(params.pagina) }),
  ]);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">Suporte</h1>
        <p className="text-muted-foreground">Tire suas dúvidas ou fale com a nossa equipe.</p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Abrir um ticket</CardTitle>
              <CardDescription>Nome, e-mail e mensagem são obrigatórios. Respondemos no e-mail informado.</CardDescription>
            </CardHeader>
            <CardContent>
              <SupportTicketForm sender={sender} />
            </CardContent>
          </Card>
          <TicketList tickets={tickets} isOperator={viewer.isOperator} />
        </div>
        <div className="grid gap-6">
          <SupportFaq />
          <ContactCard contact={supportContact()} />
        </div>
      </div>
    </div>
  );
}
