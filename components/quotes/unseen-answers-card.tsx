import { Link } from "@/components/ui/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listUnseenAnswers } from "@/lib/data/overview";
import { formatDateTime, formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { quoteApproval as t } from "@/lib/messages/quote-page";
import { reasons } from "@/lib/messages/validation";
import { quoteStatusOf } from "@/lib/quote-status";
import { cn } from "@/lib/utils";
import { quotePath } from "@/lib/routes";

/** Aprovado / Recusado in words (never colour alone), each in its status's colours. */
export function AnswerBadge({ answer }: { answer: "approved" | "rejected" }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        quoteStatusOf(answer).className,
      )}
    >
      {answer === "approved" ? t.answerApproved : t.answerRejected}
    </span>
  );
}

/** The card's read: its own, so a failure leaves the rest of the Painel on screen. */
export function readUnseenAnswers(shopId: string) {
  return load("respostas de clientes não vistas", shopId, () => listUnseenAnswers(shopId));
}

/**
 * The Painel's 'Respostas de clientes': the quotes whose customer answered on the link since the
 * shop last opened them, each a link to the quote (opening it clears it from here).
 */
export function UnseenAnswersCard({ read }: { read: Awaited<ReturnType<typeof readUnseenAnswers>> }) {
  return (
    <Card data-testid="unseen-answers">
      <CardHeader>
        <CardTitle>
          <h2 id="unseen-answers-heading">{t.unseenHeading}</h2>
        </CardTitle>
        <CardDescription>{t.unseenDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {read.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t.unseenLoadError + reasons.loadAgain}
          </p>
        ) : read.value.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.unseenEmpty}</p>
        ) : (
          <>
            <ul aria-labelledby="unseen-answers-heading" className="grid gap-2">
              {read.value.items.map((item) => (
                <li key={item.quoteId}>
                  {/* Not prefetched: rendering the quote's page is what marks its answer as seen. */}
                  <Link
                    href={quotePath(item.quoteId)}
                    prefetch={false}
                    className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="font-semibold">{formatQuoteNumber(item.number)}</span>
                    <span className="min-w-0 break-words">{item.customerName}</span>
                    <AnswerBadge answer={item.answer} />
                    <span className="text-muted-foreground">{t.answeredAt(formatDateTime(item.answeredAt))}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {read.value.total > read.value.items.length && (
              <p className="text-sm text-muted-foreground">{t.unseenMore(read.value.total - read.value.items.length)}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
