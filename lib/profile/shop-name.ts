/**
 * The shop's name as a message to a customer or a supplier carries it (WhatsApp, e-mail subject,
 * body and signature, 'Carro pronto', reminders, supplier requests). Such a message is never built
 * without one: no other text stands in for it. Pure and browser-safe.
 */

/** The name, trimmed; null when the profile has none. */
export function messageShopName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed : null;
}

/** A message builder was handed a shop with no name: the caller should have asked for it first. */
export class ShopNameMissingError extends Error {
  constructor() {
    super("mensagem ao cliente sem o nome da oficina");
    this.name = "ShopNameMissingError";
  }
}

/** The name for a message being built; throws rather than build one without it. */
export function requireShopName(name: string | null | undefined): string {
  const shopName = messageShopName(name);
  if (!shopName) throw new ShopNameMissingError();
  return shopName;
}
