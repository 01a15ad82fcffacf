import type { OpeningHours } from "@/db/schema";
import { phoneDigits } from "@/lib/phone";
import type { ServiceRow } from "@/lib/profile/services";
import { WEEKDAYS } from "@/lib/enums";
import { toSlug } from "@/lib/profile/slug";
import { DEFAULT_WARRANTY_TEXT } from "@/lib/quotes/items";
import { DEFAULT_WHATSAPP_TEMPLATE } from "@/lib/quotes/whatsapp";
import { DEFAULT_READY_TEMPLATE } from "@/lib/quotes/ready-message";
import { readMoney } from "@/lib/validation/fields";

/** What the profile form edits and 'Salvar Alterações' sends (the logo is saved on its own). */
export type ProfileFormValues = {
  shopName: string;
  ownerName: string;
  description: string;
  slug: string;
  whatsappIntegration: string;
  /** Prices as typed ("120,00"), or as stored (120). */
  services: (Omit<ServiceRow, "price"> & { price: string | number })[];
  openingHours: OpeningHours;
  /** As typed in its money field ("120,00"). */
  hourlyRate: string;
  paymentTerms: string;
  warrantyText: string;
  /** As typed ("180"); blank is the legal 90. */
  warrantyDays?: string;
  whatsappTemplate: string;
  readyTemplate: string;
};

/**
 * The values as the save stores them (text trimmed, the slug normalised), in one comparable string:
 * the form has unsaved changes when this differs between what it holds and what was loaded or
 * last saved. Spaces the save would trim away are no change.
 */
export function comparableProfile(values: ProfileFormValues): string {
  return JSON.stringify([
    values.shopName.trim(),
    values.ownerName.trim(),
    values.description.trim(),
    toSlug(values.slug.trim()),
    // "(11) 91234-5678" is the number stored as "11912345678" or as a wa.me link.
    phoneDigits(values.whatsappIntegration) || values.whatsappIntegration.trim(),
    values.services.map((service) => [service.id, service.name.trim(), comparablePrice(service.price), service.description?.trim() ?? ""]),
    WEEKDAYS.map((day) => [values.openingHours[day].open, values.openingHours[day].hours.trim()]),
    comparableMoney(values.hourlyRate),
    values.paymentTerms.trim(),
    // Blank saves the default text: the same warranty.
    values.warrantyText.trim() || DEFAULT_WARRANTY_TEXT,
    values.whatsappTemplate.trim() || DEFAULT_WHATSAPP_TEMPLATE,
    values.warrantyDays?.trim() ?? "",
    values.readyTemplate.trim() || DEFAULT_READY_TEMPLATE,
  ]);
}

/** "120", "120,00" and "120.00" are one amount; text it cannot read compares as typed. */
function comparableMoney(typed: string) {
  const reading = readMoney(typed);
  return reading.ok ? reading.value : typed.trim();
}

/** A service's price as compared: blank is R$ 0,00, as the save stores it. */
function comparablePrice(price: string | number) {
  if (typeof price === "number") return price;
  return comparableMoney(price) ?? 0;
}
