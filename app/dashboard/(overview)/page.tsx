import type { Metadata, Route } from "next";
import { cacheLife } from "next/cache";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { PanelCheckInButton } from "@/components/jobs/panel-check-in-button";
import { QuoteStartForm } from "@/components/quotes/quote-start-form";
import { readUnseenAnswers, UnseenAnswersCard } from "@/components/quotes/unseen-answers-card";
import { InShopCard, readInShop } from "@/components/jobs/in-shop-card";
import { MoneyCards } from "@/components/finance/money-cards";
import { AddPixKeyCard, readPixReceiver } from "@/components/pix/add-pix-key-card";
import { LoadError } from "@/components/lists/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  CircleCheck,
  Circle,
  ClipboardList,
  FileText,
  Plus,
  Truck,
  UserRoundSearch,
  Users,
  type IconComponent,
} from "@/components/ui/icons";
import { PlanUsageCard } from "@/components/plans/plan-usage";
import { readRemindersCard, RemindersCard } from "@/components/reminders/reminders-card";
import { getOverview } from "@/lib/data/overview";
import { getPlanUsage } from "@/lib/data/plan-usage";
import { shopToday } from "@/lib/calendar";
import { formatAmount } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser, ROLE_REFUSED_PARAM } from "@/lib/session";
import { KEPT_LIFE, keptKey, type KeptKey } from "@/lib/kept-reads";
import { can } from "@/lib/team/permissions";
import { MyCarsCard } from "@/components/jobs/my-cars-card";
import { AgendaTodayCard, readAgendaCard } from "@/components/agenda/agenda-today-card";

export const metadata: Metadata = { title: "Painel" };

/** A page the person's role does not open sent him here (lib/session.ts requireUser). */
function RoleRefusedNotice() {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      {messages.guard.roleRefused}
    </p>
  );
}

export default async function OverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const account = await requireSubscribedUser("workOnCars");
  const refused = (await searchParams)[ROLE_REFUSED_PARAM] !== undefined;
  // A mechanic's Painel is the cars: his own first, then the shop's. No counts, no money.
  if (!can(account.role, "serveCustomers")) {
    return (
      <div className="grid gap-8">
        <PageHeader title="Painel" description={messages.jobPeople.myCarsDescription} />
        {refused && <RoleRefusedNotice />}
        <MyCarsCard shopId={account.shopId} memberId={account.memberId} />
        <InShopCard read={await readInShop(account.shopId)} />
      </div>
    );
  }
  const header = (
    <PageHeader title="Painel" description="Resumo da sua oficina.">
      <Button asChild>
        <Link href="/dashboard/customers/new">
          <Plus aria-hidden="true" /> Novo Cliente
        </Link>
      </Button>
    </PageHeader>
  );
  const view: PanelView = {
    owner: can(account.role, "seeFinance"),
    canBook: can(account.role, "manageAgenda"),
    isOperator: account.isOperator,
  };
  const today = shopToday();
  // An operator's count of leads takes the product's own, which no shop's version follows.
  const key = account.isOperator ? null : keptKey(account);
  const kept = key ? await keptPanelReads(key, view, today).catch(() => null) : null;
  const reads = kept ?? (await panelReads(account.shopId, view, today));
  return (
    <div className="grid gap-8">
      {header}
      {refused && <RoleRefusedNotice />}
      <Panel view={view} reads={reads} today={today} />
    </div>
  );
}

type PanelView = { owner: boolean; canBook: boolean; isOperator: boolean };

/** Every read of the Painel at once, each its own `load`: one that fails shows its card's error, the rest show. */
async function panelReads(shopId: string, { owner, isOperator }: PanelView, today: string) {
  const [overview, usage, reminders, agenda, pixReceiver, unseenAnswers, inShop] = await Promise.all([
    load("resumo do painel", shopId, () => getOverview({ shopId, isOperator })),
    load("uso do plano", shopId, () => getPlanUsage(shopId)),
    readRemindersCard(shopId, today),
    readAgendaCard(shopId, today),
    owner ? readPixReceiver(shopId) : null,
    readUnseenAnswers(shopId),
    readInShop(shopId),
  ]);
  return { overview, usage, reminders, agenda, pixReceiver, unseenAnswers, inShop };
}

/**
 * The reads kept for the shop (lib/kept-reads.ts): they were most of Postgres's work on every
 * Painel. A failed one is not kept: thrown, Next keeps nothing, and the page reads them again.
 */
async function keptPanelReads(key: KeptKey, view: PanelView, today: string) {
  "use cache";
  cacheLife(KEPT_LIFE);
  const reads = await panelReads(key.shopId, view, today);
  if (Object.values(reads).some((read) => read?.failed)) throw new Error("uma leitura do Painel falhou");
  return reads;
}

function Panel({
  view: { owner, canBook },
  reads,
  today,
}: {
  view: PanelView;
  reads: Awaited<ReturnType<typeof panelReads>>;
  today: string;
}) {
  const { overview: read, usage } = reads;
  // No counts at all rather than zeros: a zero would tell the mechanic their shop is empty.
  if (read.failed) return <LoadError message={messages.overview.loadError + messages.reasons.loadAgain} />;
  const overview = read.value;

  const cards: { label: string; value: number; icon: IconComponent; href?: Route }[] = [
    { label: "Clientes", value: overview.customers, icon: Users, href: "/dashboard/customers" },
    { label: "Fornecedores", value: overview.suppliers, icon: Truck, href: "/dashboard/suppliers" },
    { label: "Orçamentos", value: overview.quotes, icon: ClipboardList, href: "/dashboard/quotes" },
    { label: "Interessados", value: overview.leads, icon: UserRoundSearch, href: "/dashboard/leads" },
  ];
  const steps: { label: string; href: Route; done: boolean }[] = [
    { label: "Personalize o perfil da sua oficina", href: "/dashboard/profile", done: overview.hasShopProfile },
    { label: "Cadastre seu primeiro cliente", href: "/dashboard/customers/new", done: overview.customers > 0 },
    { label: "Faça o primeiro orçamento", href: "/dashboard/quotes/new", done: overview.quotes > 0 },
    { label: "Cadastre um fornecedor", href: "/dashboard/suppliers/new", done: overview.suppliers > 0 },
  ];

  // A new shop's checklist, first while a step is left: at the foot of the Painel it sat 2,600 px
  // down a phone's screen, under cards that are empty until those steps are done. Done, it goes.
  const setUp = steps.every((step) => step.done);
  const nextSteps = (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Próximos passos</h2>
        </CardTitle>
        <CardDescription>Deixe sua oficina pronta para atender.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {steps.map((step) => (
            <li key={step.label}>
              <Link href={step.href} className="flex items-center gap-3 rounded-md p-2 hover:bg-accent">
                {step.done ? (
                  <CircleCheck className="size-5 text-success" aria-label="Concluído" />
                ) : (
                  <Circle className="size-5 text-muted-foreground" aria-label="Pendente" />
                )}
                <span className={step.done ? "text-muted-foreground line-through" : undefined}>{step.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );

  return (
    <>
      {owner && !setUp && nextSteps}

      {/* Who to call today comes before the shop's own work. */}
      <RemindersCard read={reads.reminders} today={today} canBook={canBook} />
      <AgendaTodayCard read={reads.agenda} today={today} />

      {/* The day's most common task first: a walk-in's plate or a customer's name opens his new quote. */}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{messages.quoteStart.title}</h2>
          </CardTitle>
          <CardDescription>{messages.quoteStart.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QuoteStartForm id="overview-quote-start" />
          <PanelCheckInButton />
        </CardContent>
      </Card>

      {/* Before the limit bites: "3 de 5 orçamentos enviados este mês", and a calm warning near it. */}
      {owner && !usage.failed && usage.value.customers.limit !== null && <PlanUsageCard usage={usage.value} />}

      {/* The outline under the page's h1: 'Próximos passos' while one is left, 'Totais' (for screen
          readers; the cards speak for themselves on screen) with a heading per count, then 'Ações rápidas'. */}
      <section aria-labelledby="totais" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <h2 id="totais" className="sr-only">
          Totais
        </h2>
        {cards.map(({ label, value, icon: Icon, href }) => {
          // Two by two on a phone: the card gives its label and number the room a quarter of the screen has.
          const body = (
            <Card className="h-full gap-3 py-4 transition-colors hover:border-primary sm:gap-6 sm:py-6" data-testid={`count-${label}`}>
              <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-6">
                <CardTitle className="min-w-0 text-sm font-medium text-muted-foreground">
                  <h3 className="break-words">{label}</h3>
                </CardTitle>
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              </CardHeader>
              <CardContent className="px-4 sm:px-6">
                <p className="text-3xl font-bold">{value.toLocaleString("pt-BR")}</p>
              </CardContent>
            </Card>
          );
          return href ? (
            <Link key={label} href={href} className="rounded-xl" aria-label={`${label}: ${value}`}>
              {body}
            </Link>
          ) : (
            <div key={label}>{body}</div>
          );
        })}
      </section>

      {owner && <MoneyCards receivable={overview.receivable} receivedThisMonth={overview.receivedThisMonth} />}
      {reads.pixReceiver && <AddPixKeyCard read={reads.pixReceiver} />}

      {/* Before the open work: a customer's answer is what the mechanic acts on next. */}
      <UnseenAnswersCard read={reads.unseenAnswers} />
      <InShopCard read={reads.inShop} />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Trabalho em aberto</h2>
          </CardTitle>
          <CardDescription>Orçamentos pendentes, aprovados e serviços em andamento (os recusados não contam).</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <dl className="contents">
            <div>
              <dt className="text-sm text-muted-foreground">Em aberto</dt>
              <dd className="text-2xl font-bold" data-testid="open-work-count">
                {overview.openQuotes.toLocaleString("pt-BR")}
              </dd>
            </div>
            {owner && (
              <div>
                <dt className="text-sm text-muted-foreground">Aprovado e ainda não concluído</dt>
                <dd className="text-2xl font-bold" data-testid="open-work-value">
                  {formatAmount(overview.approvedUnfinishedValue)}
                </dd>
              </div>
            )}
          </dl>
          <Button asChild variant="outline">
            <Link href="/dashboard/quotes">
              <FileText aria-hidden="true" /> Ver orçamentos
            </Link>
          </Button>
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Ações rápidas</h2>
            </CardTitle>
            <CardDescription>O que você mais faz no dia a dia.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            <Button asChild variant="outline">
              <Link href="/dashboard/customers/new">
                <Users aria-hidden="true" /> Novo cliente
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/dashboard/suppliers/new">
                <Truck aria-hidden="true" /> Novo fornecedor
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
