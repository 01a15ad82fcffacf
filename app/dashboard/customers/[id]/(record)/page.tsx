import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { EmailText } from "@/components/contact/email-text";
import { EmailRemindersStatus } from "@/components/customers/email-reminders-status";
import { PhoneContact } from "@/components/contact/phone-contact";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeleteCustomerButton } from "@/components/customers/delete-customer-button";
import { EmptyState } from "@/components/lists/empty-state";
import { LoadError } from "@/components/lists/load-error";
import { CustomerQuotes } from "@/components/quotes/customer-quotes";
import { AppointmentList } from "@/components/appointment-history/appointment-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ArrowLeft, ClipboardList, FilePlus2, MessageCircle, Pencil } from "@/components/ui/icons";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { VehicleList } from "@/components/vehicles/vehicle-list";
import { listCustomerAppointments } from "@/lib/data/appointment-history";
import { CUSTOMER_HISTORY_LIMIT, getCustomer, listCustomerHistory } from "@/lib/data/customers";
import { listCustomerVehicleVisits } from "@/lib/data/quote-lists";
import { listCustomerVehicles } from "@/lib/data/vehicles";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { whatsAppUrl } from "@/lib/phone";
import { requireSubscribedUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { customerEditPath, newQuotePath } from "@/lib/routes";
import { isRecordId } from "@/lib/record-id";

export const metadata: Metadata = { title: "Cliente" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ aba?: string }> };

export default async function CustomerPage({ params, searchParams }: Props) {
  const account = await requireSubscribedUser("serveCustomers");
  const [{ id }, { aba }] = await Promise.all([params, searchParams]);
  // The layout's ownership check renders beside this page, not before it: an id that cannot be one
  // (/dashboard/customers/%00) must not reach the database, where it fails as an error in the log.
  if (!isRecordId(id)) notFound();
  const data = await load("leitura de cliente e histórico", account.shopId, () =>
    Promise.all([
      getCustomer(account.shopId, id),
      listCustomerHistory(account.shopId, id),
      listCustomerVehicles(account.shopId, id),
      listCustomerVehicleVisits(account.shopId, id),
      listCustomerAppointments(account.shopId, id),
    ]),
  );

  if (data.failed)
    return (
      <LoadError
        message={messages.customers.loadDetailError + messages.reasons.loadAgain}
        backHref="/dashboard/customers"
        backLabel="Voltar para clientes"
      />
    );
  const [customer, history, vehicles, visits, appointments] = data.value;
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!customer) notFound();
  // A plain chat, no message: a quote is sent from its own page, with its link.
  const whatsAppChat = whatsAppUrl(customer.phone);

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href="/dashboard/customers">
          <ArrowLeft aria-hidden="true" /> Voltar para clientes
        </Link>
      </Button>
      <PageHeader title={customer.name} description={`Cliente desde ${formatDate(customer.createdAt)}`}>
        <Button asChild variant="outline">
          <Link href={customerEditPath(customer.id)}>
            <Pencil aria-hidden="true" /> Editar Cliente
          </Link>
        </Button>
        <Button asChild>
          <Link href={newQuotePath(customer.id)}>
            <FilePlus2 aria-hidden="true" /> Novo Orçamento
          </Link>
        </Button>
        {whatsAppChat && (
          <Button asChild variant="outline">
            <a href={whatsAppChat} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> {messages.customers.whatsAppChat}
            </a>
          </Button>
        )}
        {/* The customer is gone once deleted, so the list comes next. */}
        <DeleteCustomerButton
          customer={customer}
          text="Excluir cliente"
          redirectTo="/dashboard/customers"
          className="h-10 border border-input px-4"
        />
      </PageHeader>

      {/* min-w-0: the tabs never widen the page beyond the screen. */}
      <Tabs defaultValue={aba === "historico" ? "historico" : "informacoes"} className="min-w-0">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="informacoes">Informações</TabsTrigger>
          <TabsTrigger value="historico">Orçamentos e serviços</TabsTrigger>
        </TabsList>

        <TabsContent value="informacoes" className="grid gap-6">
          <Card>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label="Nome" value={customer.name} />
                <Detail label="Data de cadastro" value={formatDate(customer.createdAt)} />
                <Detail label="Telefone" value={customer.phone}>
                  {customer.phone && <PhoneContact phone={customer.phone} name={customer.name} />}
                </Detail>
                <Detail label="E-mail" value={customer.email}>
                  {customer.email && <EmailText email={customer.email} />}
                </Detail>
                <EmailRemindersStatus consentedAt={customer.emailRemindersConsentedAt} revokedAt={customer.emailRemindersRevokedAt} />
                <Detail label="Observações" value={customer.notes} multiline className="sm:col-span-2" />
              </dl>
            </CardContent>
          </Card>
          <VehicleList customerId={customer.id} vehicles={vehicles} visits={visits} />
          <AppointmentList history={appointments} showPlate headingId="customer-appointments-heading" />
        </TabsContent>

        <TabsContent value="historico">
          {history.length === 0 ? (
            <EmptyState icon={ClipboardList} message={messages.quotes.emptyHistory}>
              <Button asChild>
                <Link href={newQuotePath(customer.id)}>
                  <FilePlus2 aria-hidden="true" /> Novo Orçamento
                </Link>
              </Button>
            </EmptyState>
          ) : (
            <CustomerQuotes records={history} limit={CUSTOMER_HISTORY_LIMIT} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

// A <dl> may hold <div> groups of <dt>/<dd>, one level deep only (so the span goes on the group).
// `children` shows the value another way (a phone with its links, an e-mail cut only at the @).
function Detail({
  label,
  value,
  multiline = false,
  className = "",
  children,
}: {
  label: string;
  value: string | null;
  multiline?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    // min-w-0: a long value (an e-mail) is cut inside its column instead of widening the page.
    <div className={cn("grid min-w-0 gap-1", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={multiline ? "break-words whitespace-pre-wrap" : "break-words"}>
        {value?.trim() ? (children ?? value) : <span className="text-muted-foreground">Não informado</span>}
      </dd>
    </div>
  );
}
