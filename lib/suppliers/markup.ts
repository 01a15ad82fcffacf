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
