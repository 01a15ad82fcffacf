import { DeliveryDetails } from "@/components/jobs/delivery-details";
import { Card, CardContent } from "@/components/ui/card";
import { shopToday } from "@/lib/calendar";
import { getDelivery } from "@/lib/data/deliveries";
import { delivery as deliveryMessages } from "@/lib/messages/delivery";

/**
 * On the customer's link, once the car was delivered: when, the warranty's last day (CDC art. 26
 * §1, counted from the delivery), the km, the replaced parts and the shop's notes. A failed read
 * leaves the quote on screen without it.
 */
export async function PublicDelivery({ shopId, quoteId }: { shopId: string; quoteId: string }) {
  const delivery = await getDelivery(shopId, quoteId).catch((error: unknown) => {
    console.error("leitura da entrega no link falhou", { shopId, quoteId }, error);
    return undefined;
  });
  if (!delivery) return null;
  return (
    <Card className="border-l-4 border-l-success" aria-label={deliveryMessages.heading}>
      <CardContent>
        <DeliveryDetails delivery={delivery} today={shopToday()} />
      </CardContent>
    </Card>
  );
}
