import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListExport } from "@/components/lists/list-export";
import { ListPage } from "@/components/lists/list-page";
import { QuoteCard } from "@/components/quotes/quote-card";
import { StatusFilter } from "@/components/quotes/status-filter";
import { Button } from "@/components/ui/button";
import { FilePlus2, FileText } from "@/components/ui/icons";
import { listQuotes } from "@/lib/data/quote-lists";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";
import { quoteListQuery, stageParam, type QuoteListRouteProps } from "@/lib/search-params";
import { quoteListHref } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";
import { can } from "@/lib/team/permissions";

export const metadata: Metadata = { title: "Orçamentos" };

/** Every quote and job of the shop, across its customers: the work in hand at a glance. */
export default async function QuotesPage({ searchParams }: QuoteListRouteProps) {
  const account = await requireSubscribedUser("workOnCars");
  const query = await quoteListQuery(searchParams);
  // A link from before the stages had Portuguese names (?status=in_progress) still opens its list, at its new address.
  if (query.legacyStatus) redirect(quoteListHref(query.search, query.status));
  const keep = stageParam(query.status);
  const list = await load("lista de orçamentos", account.shopId, () => listQuotes(account.shopId, query));
  // A mechanic reads the shop's jobs; creating, exporting and their prices are the counter's.
  const handles = can(account.role, "handleQuotes");

  return (
    <ListPage
      header={
        <PageHeader title="Orçamentos" description="Todos os orçamentos e serviços da oficina, do mais recente ao mais antigo.">
          {handles && <NewQuoteButton />}
        </PageHeader>
      }
      search={{ value: query.search, label: "Buscar orçamentos", placeholder: "Nº, cliente, placa ou descrição" }}
      filters={{ node: <StatusFilter current={query.status} search={query.search} />, keep }}
      list={list}
      exports={
        handles && (
          <ListExport
            files={[{ list: messages.export.quotes.list, path: "/dashboard/quotes/export" }]}
            params={{ ...(query.search ? { busca: query.search } : {}), ...keep }}
          />
        )
      }
      loadError={messages.quotes.loadListError}
      noun={{ one: "orçamento", other: "orçamentos" }}
      empty={{
        icon: FileText,
        // The header's 'Novo orçamento' is the way to the first one.
        message: messages.quotes.emptyList,
      }}
    >
      {(quotes) => (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Lista de orçamentos">
          {quotes.map((quote) => (
            <QuoteCard
              key={quote.id}
              quote={quote}
              showPrice={handles}
              detail={
                <>
                  {quote.customerName}
                  {quote.plate && (
                    <>
                      {" · "}
                      <span className="font-mono whitespace-nowrap text-foreground">{formatPlate(quote.plate)}</span>
                    </>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

/** 'Novo orçamento': a plate or a name, then the customer's new quote (app/dashboard/quotes/new). */
function NewQuoteButton() {
  return (
    <Button asChild>
      <Link href="/dashboard/quotes/new">
        <FilePlus2 aria-hidden="true" /> {messages.quoteStart.action}
      </Link>
    </Button>
  );
}
