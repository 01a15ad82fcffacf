import { shopData } from "@/lib/messages/shop-data";
import { addressLines, shownTaxId, type ShopIdentity } from "@/lib/profile/shop-data";

/**
 * The shop's address and, when the shop chose to show it, its CNPJ (the profile's 'Dados e PIX'):
 * findPublicShop hands over no other tax id, and a CPF is dropped here too. Nothing when empty.
 */
export function ShopIdentityLines({ identity, className }: { identity: ShopIdentity; className?: string }) {
  const lines = addressLines(identity);
  const shown = shownTaxId(identity.taxId);
  const taxId = shown?.kind === "CNPJ" ? shown : null;
  if (lines.length === 0 && !taxId) return null;
  return (
    <address className={className ?? "text-sm text-muted-foreground not-italic"} data-testid="shop-identity">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {taxId && <span className="block">{shopData.taxIdShown(taxId.kind, taxId.value)}</span>}
    </address>
  );
}
