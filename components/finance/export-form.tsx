import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Download } from "@/components/ui/icons";
import { monthLabel } from "@/lib/finance/months";
import { finance } from "@/lib/messages/finance";

const t = finance.export;

/**
 * 'Exportar pagamentos': a month and two downloads. A plain GET form (the route handlers under
 * /dashboard/finance/export read ?mes=), so it works without any script: the second button
 * sends the same form to the .xlsx route. The month and the buttons wrap rather than sit in three
 * fixed columns: beside the menu of a phone held sideways (812 × 375) those needed 38 px more than
 * the screen had.
 */
export function ExportForm({ months }: { months: string[] }) {
  return (
    <Card aria-labelledby="finance-export-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="finance-export-heading">{t.heading}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="get" action="/dashboard/finance/export/csv" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="grid gap-1 sm:grow sm:basis-48">
            <label htmlFor="finance-export-month" className="text-sm font-medium">
              {t.month}
            </label>
            <select
              id="finance-export-month"
              name="mes"
              defaultValue={months.at(-1)}
              className="h-11 rounded-md border bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {[...months].reverse().map((month) => (
                <option key={month} value={month}>
                  {monthLabel(month)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" className="min-h-11">
            <Download aria-hidden="true" /> {t.csv}
          </Button>
          <Button type="submit" variant="outline" className="min-h-11" formAction="/dashboard/finance/export/xlsx">
            <Download aria-hidden="true" /> {t.xlsx}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
