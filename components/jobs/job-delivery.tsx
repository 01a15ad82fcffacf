import { Link } from "@/components/ui/link";
import { DeliveryDetails } from "@/components/jobs/delivery-details";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { shopToday } from "@/lib/calendar";
import { getDelivery, getWarrantyLinks } from "@/lib/data/deliveries";
import { formatQuoteNumber } from "@/lib/format";
import { load } from "@/lib/load";
import { delivery as m, warrantyReturn as w } from "@/lib/messages/delivery";
import { quotePath } from "@/lib/routes";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * On the job page: its delivery and warranty once delivered, and both sides of 'Retorno em
 * garantia' (the job this one returns to; the returns this one had). Its reads are its own: a
 * failure leaves the rest of the page, and nothing is shown for a job with neither.
 */
export async function JobDelivery({ shopId, quoteId }: { shopId: string; quoteId: string }) {
  const reads = await load("leitura da entrega do serviço", shopId, () =>
    Promise.all([getDelivery(shopId, quoteId), getWarrantyLinks(shopId, quoteId)]),
  );
  if (reads.failed) return null;
  const [delivery, links] = reads.value;
  if (!delivery && !links.returnOf && links.returns.length === 0) return null;

  return (
    <Card data-testid="job-delivery">
      {delivery && (
        <CardHeader>
          <CardTitle>
            <h2>{m.heading}</h2>
          </CardTitle>
        </CardHeader>
      )}
      <CardContent className="grid gap-3">
        {delivery && <DeliveryDetails delivery={delivery} today={shopToday()} />}
        {links.returnOf && (
          <p className="text-sm">
            <Link href={quotePath(links.returnOf.id)} className={linkClass}>
              {w.of(formatQuoteNumber(links.returnOf.number))}
            </Link>
          </p>
        )}
        {links.returns.length > 0 && (
          <p className="text-sm">
            {w.returns}
            {links.returns.map((job, index) => (
              <span key={job.id}>
                {index > 0 && ", "}
                <Link href={quotePath(job.id)} className={linkClass}>
                  {formatQuoteNumber(job.number)}
                </Link>
              </span>
            ))}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
