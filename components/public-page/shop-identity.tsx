import { messages } from "@/lib/messages";
import { addressLines, shownTaxId, type ShopIdentity } from "@/lib/profile/shop-data";

/**
 * The shop's address and CNPJ or CPF, as a customer checks who he is dealing with (the profile's
 * 'Dados e PIX'). Nothing when the shop filled neither.
 */
export function ShopIdentityLines({ identity, className }: { identity: ShopIdentity; className?: string }) {
  const lines = addressLines(identity);
  const taxId = shownTaxId(identity.taxId);
  if (lines.length === 0 && !taxId) return null;
  return (
    <address className={className ?? "text-sm text-muted-foreground not-italic"} data-testid="shop-identity">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {taxId && <span className="block">{messages.shopData.taxIdShown(taxId.kind, taxId.value)}</span>}
    </address>
  );
}
