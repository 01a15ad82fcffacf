import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CircleCheck, Download } from "@/components/ui/icons";
import { publicQuote } from "@/lib/messages/public-quote";
import { receiptLines, type ReceiptAnswer } from "@/lib/quotes/receipt";
import { cn } from "@/lib/utils";

const t = publicQuote.answer;

/** The lines of a receipt as a definition list: label over value on a phone, side by side wider. */
export function ReceiptDetails({ answer, className }: { answer: ReceiptAnswer; className?: string }) {
  return (
    <dl className={cn("grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]", className)}>
      {receiptLines(answer).map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the customer answered to the version shown, as the record holds it: who, when (São Paulo's
 * clock), which version and the hash's short code, and the PDF that carries the same receipt.
 */
export function AnswerReceipt({ answer, pdfHref }: { answer: ReceiptAnswer; pdfHref: string }) {
  const approved = answer.answer === "approved";
  return (
    <Card className={cn("border-l-4", approved ? "border-l-success" : "border-l-destructive")} data-testid="answer-receipt">
      <CardContent className="grid gap-4">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          {approved && <CircleCheck className="size-5 text-success" aria-hidden="true" />}
          {approved ? t.receipt.approved : t.receipt.refused}
        </h3>
        <ReceiptDetails answer={answer} />
        <p className="text-sm text-muted-foreground">{t.receipt.note}</p>
        <Button asChild size="lg" variant="outline" className="h-11 w-full sm:w-fit">
          <a href={pdfHref}>
            <Download aria-hidden="true" /> {publicQuote.downloadPdf}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The answers to the quote's other versions (a refused first version, the approved one before a
 * complement), each with its receipt and a way to read that version as it was.
 */
export function AnswerHistory({
  answers,
  versionHref,
  heading = t.historyHeading,
}: {
  answers: ReceiptAnswer[];
  versionHref: (version: number) => string;
  heading?: string;
}) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="answer-history-heading" className="grid gap-3">
      <h2 id="answer-history-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-3" data-testid="answer-history">
        {answers.map((answer) => (
          <li key={answer.versionNumber} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
            <p className="font-semibold">{t.historyItem(answer.versionNumber, answer.answer === "approved")}</p>
            <ReceiptDetails answer={answer} />
            {/* A plain link: next/link would bring the router's script onto a page that has none of its own. */}
            <a
              href={versionHref(answer.versionNumber)}
              className="w-fit rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {t.openVersion(answer.versionNumber)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
