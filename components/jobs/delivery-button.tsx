import { DeliveryDialog } from "@/components/jobs/delivery-dialog";
import { minimumDeliveryKm } from "@/lib/data/deliveries";

/**
 * 'Registrar entrega' for a job 'Pronto para retirada' (the stage buttons take it as their
 * `deliveryButton`): reads the km the car already had, so the dialog starts from it and says the
 * floor. A failed read only leaves the field blank; the server checks the km again.
 */
export async function DeliveryButton({ shopId, quoteId, className }: { shopId: string; quoteId: string; className?: string }) {
  const minimumKm = await minimumDeliveryKm(shopId, quoteId).catch((error: unknown) => {
    console.error("leitura do km para a entrega falhou", { shopId, quoteId }, error);
    return null;
  });
  return <DeliveryDialog quoteId={quoteId} minimumKm={minimumKm} className={className} />;
}
