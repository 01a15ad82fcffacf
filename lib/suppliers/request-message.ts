/**
 * A request's WhatsApp message for one supplier, from the shop's template (or the default): the
 * parts as a list, the car with its engine, the deadline as the day reads when the message is made,
 * and the supplier's own link. Pure: the caller gives the site's origin (lib/site-url.ts, server-side).
 */
import type { PartCondition } from "@/lib/enums";
import { whatsAppUrl } from "@/lib/phone";
import { messageShopName, requireShopName } from "@/lib/profile/shop-name";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { decimalInputText } from "@/lib/quotes/drafts";
import { deadlineText } from "@/lib/suppliers/deadline";
import { supplierLinkPath } from "@/lib/suppliers/link-token";
import { DEFAULT_SUPPLIER_REQUEST_TEMPLATE, supplierRequestText } from "@/lib/suppliers/message";

export type RequestedPart = { description: string; /** "2.000" */ quantity: string; condition: PartCondition };

/** '• 2x Pastilha de freio (original)', one line per part. */
export function requestedPartsText(parts: readonly RequestedPart[]): string {
  return parts
    .map((part) => `• ${decimalInputText(part.quantity)}x ${part.description} (${PART_CONDITION_LABELS[part.condition].toLowerCase()})`)
    .join("\n");
}

/** 'Volkswagen Gol 2015, motor 1.6 8V': the car as the supplier needs it. */
export function requestVehicleText(vehicle: string, engine: string | null): string {
  return engine ? `${vehicle}, motor ${engine}` : vehicle;
}

/** The supplier's absolute link. */
export function supplierLinkUrl(origin: string, token: string): string {
  return origin + supplierLinkPath(token);
}

export type RequestMessageInput = {
  /** The shop's template; null is the default one. */
  template: string | null;
  shopName: string;
  supplierName: string;
  vehicle: string;
  engine: string | null;
  parts: readonly RequestedPart[];
  deadline: Date;
  link: string;
};

export function supplierRequestMessage(input: RequestMessageInput, now: Date = new Date()): string {
  return supplierRequestText(input.template ?? DEFAULT_SUPPLIER_REQUEST_TEMPLATE, {
    fornecedor: input.supplierName,
    oficina: requireShopName(input.shopName),
    veiculo: requestVehicleText(input.vehicle, input.engine),
    pecas: requestedPartsText(input.parts),
    prazo: deadlineText(input.deadline, now),
    link: input.link,
  });
}

export type RequestSend = {
  supplierId: string;
  supplierName: string;
  /** wa.me with the message; null once the supplier's number was removed, or while the shop has no name. */
  whatsAppHref: string | null;
  link: string;
  answeredAt: Date | null;
};

/** Each supplier's message of a request, ready to open in WhatsApp, and its link. */
export function requestSends(
  request: {
    vehicle: string;
    engine: string | null;
    deadline: Date;
    parts: readonly RequestedPart[];
    links: readonly { supplierId: string; supplierName: string; phone: string | null; token: string; answeredAt: Date | null }[];
  },
  shop: { shopName: string; template: string | null },
  origin: string,
  now: Date = new Date(),
): RequestSend[] {
  return request.links.map((link) => {
    const url = supplierLinkUrl(origin, link.token);
    // No message without the shop's name: the request then offers the link alone, no WhatsApp.
    const text = messageShopName(shop.shopName)
      ? supplierRequestMessage({ ...shop, ...request, supplierName: link.supplierName, link: url }, now)
      : null;
    return {
      supplierId: link.supplierId,
      supplierName: link.supplierName,
      whatsAppHref: text === null ? null : whatsAppUrl(link.phone, text),
      link: url,
      answeredAt: link.answeredAt,
    };
  });
}
