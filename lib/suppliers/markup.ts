/**
 * What a part's price adds to its cost, in percent, until the shop sets its own in the profile
 * ('Acréscimo sobre peças'). Independent shops commonly resell parts at 30 % to 50 % over cost.
 */
export const DEFAULT_PARTS_MARKUP = "30";

/** The price to the customer for a unit cost and a markup: cost × (1 + markup / 100), to the cent ("85.00", "30" → "110.50"). */
export function priceWithMarkup(unitCost: string, markupPercent: string): string {
  // In cents and hundredths of a percent, as integers: no binary fraction decides a cent.
  const cents = BigInt(Math.round(Number(unitCost) * 100));
  const basisPoints = BigInt(Math.round(Number(markupPercent) * 100));
  const scaled = cents * (10_000n + basisPoints);
  const rounded = (scaled + 5_000n) / 10_000n;
  return (Number(rounded) / 100).toFixed(2);
}

/** "33.3333" → "33,33", "30.00" → "30": a percentage the way it is typed. */
export function percentText(value: number) {
  return value
    .toFixed(2)
    .replace(/\.?0+$/, "")
    .replace(".", ",");
}

/** The markup, in percent as typed ("30", "33,33"), that `unitPrice` makes over `unitCost` (both in reais); null without a cost. */
export function markupOf(unitCost: string | number, unitPrice: string | number): string | null {
  const cost = Math.round(Number(unitCost) * 100);
  const price = Math.round(Number(unitPrice) * 100);
  if (!Number.isFinite(cost) || !Number.isFinite(price) || cost <= 0) return null;
  return percentText(((price - cost) * 100) / cost);
}
