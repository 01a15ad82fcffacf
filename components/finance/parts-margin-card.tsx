import { formatAmount } from "@/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MonthPartsMargin } from "@/lib/data/finance";
import { shortMonthLabel } from "@/lib/finance/months";
import { margins } from "@/lib/messages/margins";

const t = margins.month;

const share = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 0 });

/**
 * 'Margem nas peças': the last 12 months' margin on the parts of the jobs delivered in each month
 * (lib/data/finance.ts listMonthlyPartsMargin), newest first, as a table narrow enough for a phone;
 * the share of part lines without a cost said next to each month, so a margin never claims what it
 * does not know. Drawn on the server, no script.
 */
export function PartsMarginCard({ months }: { months: MonthPartsMargin[] }) {
  const shown = months.filter((month) => month.partLines > 0).reverse();
  return (
    <Card data-testid="finance-parts-margin" aria-labelledby="finance-parts-margin-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="finance-parts-margin-heading">{t.heading}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          // Five columns on a 375 px phone: the small type fits them; wider, the table scrolls rather than wraps a sum.
          <div className="overflow-x-auto">
            <table className="w-full text-xs sm:text-sm" data-testid="finance-parts-margin-table">
              <caption className="sr-only">{t.heading}</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    {t.month}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t.cost}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t.price}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t.margin}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    <abbr title={t.uncostedLabel} className="no-underline">
                      {t.uncosted}
                    </abbr>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((month) => (
                  <tr key={month.month} className="border-b last:border-b-0">
                    <th scope="row" className="py-1 text-left font-normal capitalize">
                      {shortMonthLabel(month.month)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatAmount(month.cost)}</td>
                    <td className="py-1 text-right tabular-nums">{formatAmount(month.price)}</td>
                    <td className="py-1 text-right font-medium tabular-nums">{formatAmount(month.margin)}</td>
                    <td className="py-1 text-right tabular-nums">{share.format(month.uncostedLines / month.partLines)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
