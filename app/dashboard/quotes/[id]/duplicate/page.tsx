import type { Metadata, Route } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListPage } from "@/components/lists/list-page";
import { LoadError } from "@/components/lists/load-error";
import { Button } from "@/components/ui/button";
import { ArrowLeft, ChevronRight, Users } from "@/components/ui/icons";
import { listCustomers } from "@/lib/data/customers";
import { getQuoteToDuplicate } from "@/lib/data/quote-lists";
import { formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { listQuery, type ListRouteProps } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";
import { newQuotePath, quotePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Duplicar orçamento" };

const t = messages.duplicateQuote;

type Props = ListRouteProps & { params: Promise<{ id: string }> };

/** Where a copy of quote `quoteId` is made for `customerId`: the editor reads `?duplicar=` and starts from its items. */
const duplicateHref = (customerId: string, quoteId: string) => newQuotePath(customerId, { duplicateOf: quoteId });

/**
 * 'Duplicar': the same job for the next customer. The page asks only for whom, offering the
 * quote's own customer first, then every customer of the shop found by the customers list's own
 * search (name, phone, e-mail or plate) and pages, all on the server; each choice is a plain link
 * to the editor, which does the copying.
 */
export default async function DuplicateQuotePage({ params, searchParams }: Props) {
  const account = await requireSubscribedUser("handleQuotes");
  const [{ id }, query] = await Promise.all([params, listQuery(searchParams)]);
  const data = await load("leitura para duplicar orçamento", account.shopId, () =>
    Promise.all([getQuoteToDuplicate(account.shopId, id), listCustomers(account.shopId, query)]),
  );

  if (data.failed) return <LoadError message={t.loadError + messages.reasons.loadAgain} backHref={quotePath(id)} backLabel={t.back} />;
  const [quote, customers] = data.value;
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!quote) notFound();
  const number = formatQuoteNumber(quote.number);

  return (
    <ListPage
      header={
        <div className="grid gap-6">
          <Button asChild variant="ghost" size="sm" className="w-fit">
            <Link href={quotePath(quote.id)}>
              <ArrowLeft aria-hidden="true" /> {t.back}
            </Link>
          </Button>
          <PageHeader title={t.title(number)} description={t.description} />
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{quote.description}</p>
          <section aria-labelledby="same-customer-heading" className="grid gap-2">
            <h2 id="same-customer-heading" className="text-lg font-semibold">
              {t.question}
            </h2>
            <p className="text-sm text-muted-foreground">{t.sameCustomer}</p>
            <CustomerChoice
              href={duplicateHref(quote.customerId, quote.id)}
              name={quote.customerName}
              contact={quote.customerPhone ?? quote.customerEmail}
              emphasis
            />
            <p className="mt-4 text-sm text-muted-foreground">{t.otherCustomer}</p>
          </section>
        </div>
      }
      search={{ value: query.search, label: t.searchLabel, placeholder: t.searchPlaceholder }}
      list={{ failed: false, value: customers }}
      loadError={t.loadError}
      noun={{ one: "cliente", other: "clientes" }}
      empty={{ icon: Users, message: t.noCustomers }}
    >
      {(rows) => (
        <ul className="grid gap-2" aria-label={t.customersLabel}>
          {/* Not prefetched: each would ask the server for the editor, for every row. */}
          {rows.map((customer) => (
            <li key={customer.id}>
              <CustomerChoice href={duplicateHref(customer.id, quote.id)} name={customer.name} contact={customer.phone ?? customer.email} />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

/** One customer to pick: the whole row is the link, at least 48 px tall for a thumb. */
function CustomerChoice({
  href,
  name,
  contact,
  emphasis = false,
}: {
  href: Route;
  name: string;
  contact: string | null;
  emphasis?: boolean;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      aria-label={t.choose(name)}
      className={
        "flex min-h-12 items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2" +
        (emphasis ? " border-primary" : "")
      }
    >
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{name}</span>
        {contact && <span className="text-sm break-all text-muted-foreground">{contact}</span>}
      </span>
      <ChevronRight className="shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
