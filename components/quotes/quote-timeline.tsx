import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { checkInRecordOnce, quoteAnswersOnce, quoteSendsOnce } from "@/components/quotes/quote-reads";
import { getDelivery } from "@/lib/data/deliveries";
import { listNoteEvents } from "@/lib/data/nfse-documents";
import { listPayments } from "@/lib/data/payments";
import { listStageChanges } from "@/lib/data/job-stages";
import { listQuoteVersionEvents, listQuoteViews } from "@/lib/data/quote-versions";
import { load } from "@/lib/load";
import { quoteApproval as t } from "@/lib/messages/quote-page";
import { reasons } from "@/lib/messages/validation";
import { quoteTimeline, timelineLine } from "@/lib/quotes/timeline";

/**
 * 'Histórico do orçamento': everything that happened to the quote, in order (lib/quotes/timeline.ts),
 * the customer's answers with the record that makes them hold up. Its reads are its own, so a
 * failure here leaves the rest of the quote on screen.
 */
export async function QuoteTimeline({
  shopId,
  quoteId,
  createdAt,
  createdBy,
  withPayments,
}: {
  shopId: string;
  quoteId: string;
  createdAt: Date;
  createdBy: string | null;
  /** The payments' and the NFS-e's lines, for those whose role handles payments and so the note (not a mechanic). */
  withPayments: boolean;
}) {
  const reads = await load("leitura do histórico do orçamento", shopId, () =>
    Promise.all([
      listQuoteVersionEvents(shopId, quoteId),
      quoteSendsOnce(shopId, quoteId),
      listQuoteViews(shopId, quoteId),
      quoteAnswersOnce(shopId, quoteId),
      getDelivery(shopId, quoteId),
      listStageChanges(shopId, quoteId),
      checkInRecordOnce(shopId, quoteId),
      withPayments ? listPayments(shopId, quoteId) : [],
      withPayments ? listNoteEvents(shopId, quoteId) : [],
    ]),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="quote-timeline-heading">{t.timelineHeading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {reads.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t.timelineLoadError + reasons.loadAgain}
          </p>
        ) : (
          <ol
            aria-labelledby="quote-timeline-heading"
            className="grid gap-3 border-l-2 border-border pl-4 text-sm"
            data-testid="quote-timeline"
          >
            {quoteTimeline({
              createdAt,
              createdBy,
              versions: reads.value[0],
              sends: reads.value[1],
              views: reads.value[2],
              answers: reads.value[3],
              delivery: reads.value[4],
              stageChanges: reads.value[5],
              checkIn: reads.value[6],
              payments: reads.value[7],
              nfse: reads.value[8],
            }).map((event, index) => {
              const line = timelineLine(event);
              return (
                <li key={index} data-event={event.kind} className="grid gap-1 break-words">
                  <span className={event.kind === "answer" || event.kind === "checkInAck" ? "font-semibold" : undefined}>{line.text}</span>
                  {line.details.map((detail) => (
                    <span key={detail} className="text-muted-foreground">
                      {detail}
                    </span>
                  ))}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
