import { CopyLinkButton } from "@/components/supplier-requests/copy-link-button";
import { Button } from "@/components/ui/button";
import { MessageCircle } from "@/components/ui/icons";
import { listQuoteSupplierRequests } from "@/lib/data/supplier-requests";
import { load } from "@/lib/load";
import { supplierRequests as m } from "@/lib/messages/supplier-requests";
import { siteOrigin } from "@/lib/site-url";
import { deadlineText } from "@/lib/suppliers/deadline";
import { requestSends } from "@/lib/suppliers/request-message";

/** 'Respondeu às 14:32' today, 'Respondeu em 25/11 às 14:32' before. */
function answeredText(answeredAt: Date, now: Date) {
  const when = deadlineText(answeredAt, now);
  return when.startsWith("hoje às ") ? m.answeredAt(when.slice("hoje às ".length)) : m.answeredOn(when);
}

/**
 * The quote's supplier requests ('Cotações enviadas'), under the editor: each one's deadline and,
 * per supplier, whether it answered, its WhatsApp message again and its link to copy. Nothing when
 * the quote has none.
 */
export async function SentSupplierRequests({ shopId, quoteId }: { shopId: string; quoteId: string }) {
  const loaded = await load("leitura das cotações com fornecedores", shopId, () => listQuoteSupplierRequests(shopId, quoteId));
  if (loaded.failed) return <p className="text-sm text-destructive">{m.loadSentError}</p>;
  const { shop, requests } = loaded.value;
  if (requests.length === 0) return null;
  const now = new Date();
  const origin = siteOrigin();
  return (
    <section aria-labelledby="sent-supplier-requests-title" className="mt-8 grid gap-4">
      <h2 id="sent-supplier-requests-title" className="font-semibold">
        {m.sentTitle}
      </h2>
      <ol className="grid gap-4">
        {requests.map((request) => (
          <li
            key={request.id}
            className="grid gap-3 rounded-lg border p-4"
            aria-label={m.sentDeadline(deadlineText(request.deadline, now))}
          >
            <div className="grid gap-1">
              <p className="font-medium">{m.sentDeadline(deadlineText(request.deadline, now))}</p>
              <p className="text-sm text-muted-foreground">
                {m.sentParts(request.parts.length)}: {request.parts.map((part) => part.description).join(", ")}
              </p>
            </div>
            <ul className="grid gap-3">
              {requestSends(request, shop, origin, now).map((send) => (
                <li key={send.supplierId} className="grid gap-2 border-t pt-3" aria-label={send.supplierName}>
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium">{send.supplierName}</span>
                    <span className={send.answeredAt ? "text-sm text-success" : "text-sm text-muted-foreground"}>
                      {send.answeredAt ? answeredText(send.answeredAt, now) : m.waiting}
                    </span>
                  </p>
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    {send.whatsAppHref && (
                      <Button asChild variant="outline" className="h-11 w-full sm:h-9 sm:w-auto">
                        <a href={send.whatsAppHref} target="_blank" rel="noopener noreferrer">
                          <MessageCircle aria-hidden="true" /> {m.sendAgain(send.supplierName)}
                        </a>
                      </Button>
                    )}
                    <CopyLinkButton link={send.link} supplierName={send.supplierName} />
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
