import { ResendVerificationButton } from "@/components/account/verify-email-banner";
import { ProFeatureNotice } from "@/components/plans/plan-usage";
import { LinkPanel } from "@/components/quotes/link-panel";
import { quoteSendsOnce } from "@/components/quotes/quote-reads";
import { SendEmail } from "@/components/quotes/send-email";
import { ShopNameDialog } from "@/components/quotes/send-shop-name";
import { SendWhatsApp, type WhatsAppTarget } from "@/components/quotes/send-whatsapp";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Download } from "@/components/ui/icons";
import { getQuoteDefaults } from "@/lib/data/profile";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { hasCheckIn } from "@/lib/data/check-ins";
import { load } from "@/lib/load";
import { mailDelivery } from "@/lib/mail";
import { planLimits } from "@/lib/messages/plans";
import { quoteSending as m } from "@/lib/messages/quote-sending";
import { reasons } from "@/lib/messages/validation";
import { isBrazilianPhone, whatsAppUrl } from "@/lib/phone";
import { planAllows } from "@/lib/plans";
import { messageShopName } from "@/lib/profile/shop-name";
import type { SubscriptionPlanId } from "@/lib/enums";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { awaitsApproval } from "@/lib/quotes/lock";
import { awaitingPriceCount, isPriced } from "@/lib/quotes/priced";
import { quoteWhatsAppMessage } from "@/lib/quotes/send-message";
import { sendText } from "@/lib/quotes/timeline";
import { siteOrigin } from "@/lib/site-url";
import type { QuoteDocument } from "@/lib/quotes/types";
import { quotePdfPath } from "@/lib/routes";

const NO_LINK_NOTE_ID = "send-whatsapp-no-link";
const NO_ITEMS_NOTE_ID = "send-no-items";

/**
 * What 'Enviar por WhatsApp' can do: open wa.me with its message (lib/quotes/send-message.ts: the
 * shop's template, or the check-in's own for a quote not yet priced); ask for the customer's phone
 * first (none, or not a valid number); wait for a link to send ("noLink"); or wait for items, with
 * no check-in to send either ("noItems").
 */
function whatsAppTarget(document: QuoteDocument, template: string, link: string | null, hasCheckIn: boolean): WhatsAppTarget {
  if (!isPriced(document.quote) && !hasCheckIn) return { kind: "noLink", noteId: NO_ITEMS_NOTE_ID };
  const phone = document.customer.phone ?? "";
  if (!isBrazilianPhone(phone)) return { kind: "askPhone" };
  if (!link) return { kind: "noLink", noteId: NO_LINK_NOTE_ID };
  const message = quoteWhatsAppMessage(document, { template, link, hasCheckIn });
  if (message.kind === "noItems") return { kind: "noLink", noteId: NO_ITEMS_NOTE_ID };
  return { kind: "open", url: whatsAppUrl(phone, message.text)!, checkIn: message.kind === "checkIn" };
}

/**
 * The quote page's 'Enviar orçamento' card: the PDF, WhatsApp and e-mail, every send so far, and
 * the customer's link. A quote that awaits no approval (a job approved, delivered or cancelled)
 * keeps the PDF, the sends and the link, and offers no message asking to approve it. Its reads are its own, so a failure here leaves the rest of the quote on screen.
 */
export async function SendSection({
  shopId,
  plan,
  document,
  unconfirmedEmail,
}: {
  shopId: string;
  plan: SubscriptionPlanId;
  document: QuoteDocument;
  /** The account's address while its owner has not confirmed it: no e-mail to customers until then. */
  unconfirmedEmail: string | null;
}) {
  const quoteId = document.quote.id;
  const sending = awaitsApproval(document.quote);
  const reads = await load("leitura de envios do orçamento", shopId, () =>
    Promise.all([
      getQuoteLinkToken(shopId, quoteId),
      quoteSendsOnce(shopId, quoteId),
      getQuoteDefaults(shopId),
      hasCheckIn(shopId, quoteId),
    ]),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{sending ? m.heading : m.jobHeading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {reads.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {m.loadError + reasons.loadAgain}
          </p>
        ) : (
          <Loaded
            quoteId={quoteId}
            document={document}
            reads={reads.value}
            oneTapSending={sending && planAllows(plan, "whatsappSend")}
            sending={sending}
            unconfirmedEmail={unconfirmedEmail}
          />
        )}
      </CardContent>
    </Card>
  );
}

type Reads = [string | undefined, Awaited<ReturnType<typeof quoteSendsOnce>>, Awaited<ReturnType<typeof getQuoteDefaults>>, boolean];

function Loaded({
  quoteId,
  document,
  reads: [token, sends, defaults, checkIn],
  oneTapSending,
  sending,
  unconfirmedEmail,
}: {
  quoteId: string;
  document: QuoteDocument;
  reads: Reads;
  /** awaitsApproval: the quote may be sent for approval. */
  sending: boolean;
  /** Profissional: WhatsApp and e-mail from the app. Básico: the PDF and the link, and the way to upgrade. */
  oneTapSending: boolean;
  unconfirmedEmail: string | null;
}) {
  const link = token ? siteOrigin() + quoteLinkPath(token) : null;
  const emailOff = mailDelivery() === "off";
  // Every message carries the shop's name: without one, either send asks for it first.
  const named = messageShopName(document.shop.shopName) !== null;
  const whatsApp = named ? whatsAppTarget(document, defaults.whatsappTemplate, link, checkIn) : null;
  // The e-mail carries the quote and its PDF: nothing to send before the quote is priced.
  const canEmail = oneTapSending && !emailOff && unconfirmedEmail === null && isPriced(document.quote);
  const awaiting = awaitingPriceCount(document.quote);
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {oneTapSending && (whatsApp ? <SendWhatsApp quoteId={quoteId} target={whatsApp} /> : <ShopNameDialog channel="whatsapp" />)}
        {canEmail && (named ? <SendEmail quoteId={quoteId} customerEmail={document.customer.email} /> : <ShopNameDialog channel="email" />)}
        <Button asChild variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
          <a href={quotePdfPath(quoteId)}>
            <Download aria-hidden="true" /> {m.downloadPdf}
          </a>
        </Button>
      </div>
      {!sending && (
        <p className="text-sm text-muted-foreground" data-testid="send-not-awaiting">
          {m.notAwaiting}
        </p>
      )}
      {sending && !oneTapSending && <ProFeatureNotice text={planLimits.sendingNotice} testId="pro-sending-notice" />}
      {sending && awaiting > 0 && (
        <p className="text-sm text-warning-foreground" role="status" data-testid="send-awaiting-price">
          {m.awaitingPrice(awaiting)}
        </p>
      )}
      {oneTapSending && whatsApp?.kind === "noLink" && awaiting === 0 && (
        <p id={whatsApp.noteId} className="text-sm text-muted-foreground">
          {whatsApp.noteId === NO_ITEMS_NOTE_ID ? m.needsItems : m.whatsappNeedsLink}
        </p>
      )}
      {oneTapSending && whatsApp?.kind === "open" && whatsApp.checkIn && (
        <p className="text-sm text-muted-foreground" data-testid="send-check-in-note">
          {m.checkInOnlyNote}
        </p>
      )}
      {oneTapSending && emailOff && <p className="text-sm text-muted-foreground">{m.emailOff}</p>}
      {oneTapSending && !emailOff && unconfirmedEmail !== null && (
        <section
          aria-labelledby="quote-email-unconfirmed"
          className="grid gap-2 rounded-lg border border-amber-300 bg-warning px-4 py-3 text-sm text-warning-foreground"
          data-testid="quote-email-unconfirmed"
        >
          <h3 id="quote-email-unconfirmed" className="font-semibold">
            {m.emailUnverifiedTitle}
          </h3>
          <p className="break-words">{m.emailUnverified(unconfirmedEmail)}</p>
          <ResendVerificationButton className="w-fit bg-background" />
        </section>
      )}

      <section aria-labelledby="quote-sends-heading" className="grid gap-2">
        <h3 id="quote-sends-heading" className="text-base font-semibold">
          {m.historyHeading}
        </h3>
        {sends.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.historyEmpty}</p>
        ) : (
          <ul aria-labelledby="quote-sends-heading" className="grid gap-1 text-sm" data-testid="quote-sends">
            {sends.map((send) => (
              <li key={send.id} className="break-words">
                {sendText(send)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="quote-link-heading" className="grid gap-2">
        <h3 id="quote-link-heading" className="text-base font-semibold">
          {m.linkHeading}
        </h3>
        <p className="text-sm text-muted-foreground">{m.linkDescription}</p>
        <LinkPanel quoteId={quoteId} link={link} />
      </section>
    </>
  );
}
