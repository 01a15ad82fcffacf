import { Link } from "@/components/ui/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Wallet } from "@/components/ui/icons";
import { formatAmount } from "@/lib/format";
import { finance } from "@/lib/messages/finance";

const t = finance.overview;

/**
 * The Painel's money: 'A receber' (what the jobs ready or delivered still owe) and 'Recebido no
 * mês', each a link to 'Financeiro'. The sums come with the Painel's one read (lib/data/overview.ts).
 */
export function MoneyCards({ receivable, receivedThisMonth }: { receivable: string; receivedThisMonth: string }) {
  const cards = [
    { id: "receivable", label: t.receivable, value: formatAmount(receivable) },
    { id: "received-this-month", label: t.receivedThisMonth, value: formatAmount(receivedThisMonth) },
  ];
  return (
    <section aria-labelledby="money-cards" className="grid grid-cols-2 gap-3 sm:gap-4">
      <h2 id="money-cards" className="sr-only">
        {finance.title}
      </h2>
      {cards.map(({ id, label, value }) => (
        <Link key={id} href="/dashboard/finance" className="rounded-xl" aria-label={`${label}: ${value}`}>
          <Card className="h-full gap-3 py-4 transition-colors hover:border-primary sm:gap-6 sm:py-6" data-testid={`money-${id}`}>
            <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-6">
              <CardTitle className="min-w-0 text-sm font-medium text-muted-foreground">
                {/* Wrapped, never cut: 'Recebido no mês' is wider than half a 375 px screen leaves it. */}
                <h3 className="break-words">{label}</h3>
              </CardTitle>
              <Wallet className="size-5 shrink-0 text-primary" aria-hidden="true" />
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              <p className="text-xl font-bold break-words sm:text-3xl">{value}</p>
            </CardContent>
          </Card>
        </Link>
      ))}
    </section>
  );
}
