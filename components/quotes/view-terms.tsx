import { Detail } from "@/components/quotes/view-details";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay, shopToday } from "@/lib/calendar";
import { quotePage as t } from "@/lib/messages/quote-page";
import type { Quote } from "@/lib/quotes/types";

/**
 * What CDC art. 40 asks a quote to state besides its prices: how long it holds, how it is paid,
 * when the work starts and ends, and the warranty; with the mechanic's observations. Only what was
 * filled in is shown; a record from before quotes had terms shows none of this.
 */
export function QuoteTerms({ quote }: { quote: Quote }) {
  const texts: { label: string; value: string | null }[] = [
    { label: t.paymentTerms, value: quote.paymentTerms },
    { label: t.observations, value: quote.observations },
    { label: t.warranty, value: quote.warrantyText },
  ].filter((text) => Boolean(text.value?.trim()));
  const days: { label: string; value: string | null }[] = [
    { label: t.estimatedStart, value: quote.estimatedStart },
    { label: t.estimatedCompletion, value: quote.estimatedCompletion },
  ].filter((day) => day.value !== null);
  if (!quote.validUntil && days.length === 0 && texts.length === 0) return null;
  // Calendar days compare as their yyyy-MM-dd text; "today" is the shop's, in America/Sao_Paulo.
  const expired = quote.validUntil !== null && quote.validUntil < shopToday();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t.termsHeading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {quote.validUntil && (
            <Detail label={t.validUntil}>
              <span data-testid="quote-valid-until">{formatDay(quote.validUntil)}</span>
              {expired && (
                <span className="ml-2 inline-flex items-center rounded-md border border-red-400 bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-950">
                  {t.expired}
                </span>
              )}
            </Detail>
          )}
          {days.map((day) => (
            <Detail key={day.label} label={day.label}>
              {formatDay(day.value!)}
            </Detail>
          ))}
          {texts.map((text) => (
            <Detail key={text.label} label={text.label} className="sm:col-span-3">
              <span className="whitespace-pre-wrap">{text.value}</span>
            </Detail>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
