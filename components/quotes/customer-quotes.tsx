import { Link } from "@/components/ui/link";
import { StatusBadge } from "@/components/quotes/status-badge";
import { Card } from "@/components/ui/card";
import type { QuoteStatus } from "@/lib/enums";
import { formatAmount, formatDate, formatQuoteNumber } from "@/lib/format";
import { quotePage } from "@/lib/messages/quote-page";
import { formatPlate } from "@/lib/plates";
import { shopToday } from "@/lib/calendar";
import { quoteStageOf } from "@/lib/quote-status";
import { quotePath } from "@/lib/routes";

type CustomerQuoteRow = {
  id: string;
  number: number;
  description: string;
  cost: number | null;
  status: QuoteStatus;
  quoteDate: Date | string;
  /** A pending quote past it shows as 'Vencido'. */
  validUntil?: string | null;
  /** The quote's vehicle's plate as stored, or null when it names none. */
  plate: string | null;
};

const cost = (value: number | null) => (value === null ? "—" : formatAmount(value));
const stageOf = (record: CustomerQuoteRow) => quoteStageOf({ status: record.status, validUntil: record.validUntil ?? null }, shopToday());

/**
 * A customer's quotes: one card per record on a phone (a table of five columns does not
 * fit 375 px), the table from sm up. Both are in the page and CSS shows one, so the server decides
 * nothing about the screen. Each record shows its stage in one word (it moves on the record's own
 * page), and a tap anywhere on a card opens the record. Row links are not prefetched: each would be a request to the server for every record.
 */
export function CustomerQuotes({
  records,
  limit,
}: {
  records: CustomerQuoteRow[];
  /** The most the page reads: reached, older records are not shown. */ limit: number;
}) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 sm:hidden" aria-label="Orçamentos e serviços">
        {records.map((record) => (
          // The link's ::after covers the card, so a tap anywhere opens the record.
          <li
            key={record.id}
            className="relative grid gap-3 rounded-lg border bg-card p-4 shadow-xs has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
          >
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-muted-foreground">
                <span className="font-medium text-foreground">{formatQuoteNumber(record.number)}</span> · {formatDate(record.quoteDate)}
                {record.plate && (
                  <>
                    {" · "}
                    <span className="font-mono text-foreground">{formatPlate(record.plate)}</span>
                  </>
                )}
              </span>
              <span className="font-semibold whitespace-nowrap">{cost(record.cost)}</span>
            </div>
            <Link
              href={quotePath(record.id)}
              prefetch={false}
              className="font-medium break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
            >
              <span className="line-clamp-3">{record.description}</span>
            </Link>
            <StatusBadge status={stageOf(record)} />
          </li>
        ))}
      </ul>

      {/* relative: the visually hidden column header stays inside the scroller. */}
      <Card className="relative hidden overflow-x-auto py-0 sm:block">
        <table className="w-full min-w-[42rem] text-sm" aria-label="Orçamentos e serviços">
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Número
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Data
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {quotePage.vehicleColumn}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Descrição
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Valor
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Etapa
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Detalhes</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} className="border-b last:border-0">
                <td className="px-4 py-3 font-medium whitespace-nowrap">{formatQuoteNumber(record.number)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(record.quoteDate)}</td>
                <td className="px-4 py-3 font-mono whitespace-nowrap">{record.plate ? formatPlate(record.plate) : quotePage.none}</td>
                <td className="max-w-xs px-4 py-3 break-words">{record.description}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{cost(record.cost)}</td>
                <td className="px-4 py-2">
                  <StatusBadge status={stageOf(record)} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Link
                    href={quotePath(record.id)}
                    prefetch={false}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Detalhes
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      {records.length === limit && <p className="text-sm text-muted-foreground">Mostrando os {limit} orçamentos mais recentes.</p>}
    </div>
  );
}
