import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MessageCircle } from "@/components/ui/icons";
import { formatDay } from "@/lib/calendar";
import { publicQuote as t } from "@/lib/messages/public-quote";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { SUCCESS_NOTICES, type AnswerNotice } from "@/lib/validation/quote-answer";

/**
 * What became of the customer's last post (`?aviso=`), read out as soon as the page loads: an
 * alert for what stopped the answer, a status for an answer recorded.
 */
export function AnswerNoticeAlert({ notice }: { notice: Exclude<AnswerNotice, "expired"> }) {
  const success = SUCCESS_NOTICES.includes(notice);
  return (
    <Alert
      variant={success ? "default" : "destructive"}
      role={success ? "status" : "alert"}
      className={success ? "border-success/60 bg-green-50 text-green-900" : undefined}
      data-testid="answer-notice"
    >
      <AlertDescription className={success ? "text-green-900" : undefined}>
        <p>{t.answer.notices[notice]}</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * A version past its validity cannot be answered (CDC art. 40 §1): the shop has to confirm its
 * prices again, so the customer is sent to it. An alert when his answer was just refused for it.
 */
/** `validUntil` is the version's last valid day, yyyy-MM-dd; `number` as shown ("Nº 0042"). */
export function ExpiredNotice({
  validUntil,
  number,
  whatsapp,
  announce,
}: {
  validUntil: string;
  number: string;
  whatsapp: string;
  announce: boolean;
}) {
  const chat = whatsappLink(whatsapp);
  const day = formatDay(validUntil);
  return (
    // Without the alert role unless just announced: a screen reader would read it out on every visit.
    <Alert variant="warning" role={announce ? "alert" : undefined} data-testid="answer-expired">
      <AlertDescription className="gap-3">
        <p className="text-base font-medium">{t.answer.expired(day)}</p>
        {chat && (
          // The shop's WhatsApp, as in the header, with the message already written for the customer.
          <Button asChild size="lg" className="h-11 bg-success text-success-foreground hover:bg-success/90">
            <a href={`${chat}?text=${encodeURIComponent(t.answer.askUpdateText(number, day))}`} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> {t.answer.askUpdate}
              <span className="sr-only"> {t.opensWhatsApp}</span>
            </a>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
