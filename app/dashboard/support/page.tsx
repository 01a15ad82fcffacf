import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { ContactCard } from "@/components/support/contact-card";
import { SupportFaq } from "@/components/support/faq";
import { SupportTicketForm } from "@/components/support/ticket-form";
import { TicketList } from "@/components/support/ticket-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listSupportTickets, ticketSenderDefaults } from "@/lib/data/support-tickets";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { pageFromParam } from "@/lib/search-params";
import { supportContact } from "@/lib/support-contact";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Suporte" };

type Props = { searchParams: Promise<{ pagina?: string | string[] }> };

export default async function SupportPage({ searchParams }: Props) {
  const viewer = await requireSubscribedUser("ownAccount");
  const params = await searchParams;
  const read = await load("tickets de suporte", viewer.shopId, () =>
    Promise.all([ticketSenderDefaults(viewer.shopId), listSupportTickets(viewer, { page: pageFromParam(params.pagina) })]),
  );
  const header = <PageHeader title="Suporte" description="Tire suas dúvidas ou fale com a nossa equipe." />;
  // The FAQ and the contact card need no read: they stay, as the way to reach the team while the rest fails.
  const help = (
    <div className="grid gap-6">
      <SupportFaq />
      <ContactCard contact={supportContact()} />
    </div>
  );

  if (read.failed) {
    return (
      <div className="grid gap-6">
        {header}
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <LoadError message={messages.support.loadError + messages.reasons.loadAgain} />
          {help}
        </div>
      </div>
    );
  }
  const [sender, tickets] = read.value;

  return (
    <div className="grid gap-6">
      {header}

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
        {help}
      </div>
    </div>
  );
}
