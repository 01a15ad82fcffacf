import { Link } from "@/components/ui/link";
import { StatusBadge } from "@/components/quotes/status-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listAssignedInShop } from "@/lib/data/job-people";
import { formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { jobPeople as m } from "@/lib/messages/job-people";
import { inShop } from "@/lib/messages/job-stages";
import { reasons } from "@/lib/messages/validation";
import { formatPlate } from "@/lib/plates";
import { quotePath } from "@/lib/routes";

/**
 * The Painel's 'Meus carros', first on a mechanic's Painel: the cars in the shop he is responsible
 * for. Its read is its own: a failure leaves the rest of the Painel on screen.
 */
export async function MyCarsCard({ shopId, memberId }: { shopId: string; memberId: string }) {
  const read = await load("carros do responsável", shopId, () => listAssignedInShop(shopId, memberId));
  return (
    <Card data-testid="my-cars">
      <CardHeader>
        <CardTitle>
          <h2>{m.myCarsHeading}</h2>
        </CardTitle>
        <CardDescription>{m.myCarsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {read.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {m.myCarsLoadError + reasons.loadAgain}
          </p>
        ) : read.value.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.myCarsEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {read.value.map((car) => (
              <li key={car.quoteId}>
                <Link
                  href={quotePath(car.quoteId)}
                  prefetch={false}
                  className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="font-mono font-semibold">{car.plate ? formatPlate(car.plate) : inShop.noPlate}</span>
                  <span className="min-w-0 break-words">{car.customerName}</span>
                  <span className="text-muted-foreground">{formatQuoteNumber(car.number)}</span>
                  <StatusBadge status={car.status} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
