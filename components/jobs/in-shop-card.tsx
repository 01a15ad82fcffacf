import { Link } from "@/components/ui/link";
import { StatusBadge } from "@/components/quotes/status-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listInShop, type InShopCar, type InShopGroup } from "@/lib/data/in-shop";
import { formatDate, formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { inShop as t } from "@/lib/messages/job-stages";
import { reasons } from "@/lib/messages/validation";
import { formatPlate } from "@/lib/plates";
import { quoteStatusOf } from "@/lib/quote-status";
import { quotePath } from "@/lib/routes";

const groupLabel = (group: InShopGroup) => (group === "awaiting" ? t.awaiting : quoteStatusOf(group).label);

/** 'há 2 dias' within a month, the date beyond it. */
function sinceText({ since, days }: InShopCar) {
  if (days <= 0) return t.today;
  return days < 30 ? t.daysAgo(days) : t.since(formatDate(since));
}

/** The card's read: its own, so a failure leaves the rest of the Painel on screen. */
export function readInShop(shopId: string) {
  return load("carros na oficina", shopId, () => listInShop(shopId));
}

/**
 * The Painel's 'Na oficina': the cars in the shop by stage, each a link to its job with plate,
 * customer and since when, the longest waiting first.
 */
export function InShopCard({ read }: { read: Awaited<ReturnType<typeof readInShop>> }) {
  const groups = read.failed ? [] : read.value.filter((group) => group.total > 0);
  return (
    <Card data-testid="in-shop">
      <CardHeader>
        <CardTitle>
          <h2 id="in-shop-heading">{t.heading}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {read.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t.loadError + reasons.loadAgain}
          </p>
        ) : groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          groups.map(({ group, cars, total }) => (
            <section key={group} aria-labelledby={`in-shop-${group}`} className="grid gap-2">
              <h3 id={`in-shop-${group}`} className="text-sm font-semibold">
                {t.groupCount(groupLabel(group), total)}
              </h3>
              <ul className="grid gap-2">
                {cars.map((car) => (
                  <InShopRow key={car.quoteId} car={car} group={group} since={sinceText(car)} />
                ))}
              </ul>
              {total > cars.length && <p className="text-sm text-muted-foreground">{t.more(total - cars.length)}</p>}
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}

function InShopRow({ car, group, since }: { car: InShopCar; group: InShopGroup; since: string }) {
  return (
    <li>
      <Link
        href={quotePath(car.quoteId)}
        prefetch={false}
        className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="font-mono font-semibold">{car.plate ? formatPlate(car.plate) : t.noPlate}</span>
        <span className="min-w-0 break-words">{car.customerName}</span>
        <span className="text-muted-foreground">{formatQuoteNumber(car.number)}</span>
        {group !== "awaiting" && <StatusBadge status={group} />}
        <span className="ml-auto text-muted-foreground">{since}</span>
      </Link>
    </li>
  );
}
