import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListPage } from "@/components/lists/list-page";
import { StatusBadge } from "@/components/services/status-badge";
import { StatusFilter } from "@/components/services/status-filter";
import { Button } from "@/components/ui/button";
import { FileText, Users } from "@/components/ui/icons";
import { listQuotes } from "@/lib/data/quotes";
import { formatCurrency, formatDate, formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";
import { quoteListQuery, type QuoteListRouteProps } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Orçamentos" };

/** Every quote and job of the shop, across its customers: the work in hand at a glance. */
export default async function QuotesPage({ searchParams }: QuoteListRouteProps) {
  const account = await requireSubscribedUser();
  const query = await quoteListQuery(searchParams);
  const list = await load("lista de orçamentos", account.id, () => listQuotes(account.id, query));

  return (
    <ListPage
      header={<PageHeader title="Orçamentos" description="Todos os orçamentos e serviços da oficina, do mais recente ao mais antigo." />}
      search={{ value: query.search, label: "Buscar orçamentos", placeholder: "Número, cliente ou placa" }}
      filters={{ node: <StatusFilter current={query.status} search={query.search} />, keep: query.status ? { status: query.status } : {} }}
      list={list}
      loadError={messages.services.loadListError}
      noun={{ one: "orçamento", other: "orçamentos" }}
      empty={{
        icon: FileText,
        message: messages.services.emptyList,
        action: (
          <Button asChild>
            <Link href="/dashboard/customers">
              <Users aria-hidden="true" /> Escolher um cliente
            </Link>
          </Button>
        ),
      }}
    >
      {(quotes) => (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Lista de orçamentos">
          {/* Not prefetched: a page of 20 cards would send the server 20 prefetches. */}
          {quotes.map((quote) => (
            <li
              key={quote.id}
              className="relative grid gap-2 rounded-lg border bg-card p-4 shadow-xs has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
            >
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-muted-foreground">
                  <span className="font-semibold text-foreground">{formatQuoteNumber(quote.number)}</span> · {formatDate(quote.serviceDate)}
                </span>
                <span className="font-semibold whitespace-nowrap">{quote.cost === null ? "—" : formatCurrency(quote.cost)}</span>
              </div>
              {/* The link's ::after covers the card: a tap anywhere opens the quote. */}
              <Link
                href={`/dashboard/services/${quote.id}`}
                prefetch={false}
                className="font-medium break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
              >
                <span className="line-clamp-2">{quote.description}</span>
              </Link>
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words text-muted-foreground">
                  {quote.customerName}
                  {quote.plate && (
                    <>
                      {" · "}
                      <span className="font-mono whitespace-nowrap text-foreground">{formatPlate(quote.plate)}</span>
                    </>
                  )}
                </span>
                <StatusBadge status={quote.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
