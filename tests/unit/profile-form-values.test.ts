import { describe, expect, it } from "vitest";
import { comparableProfile, type ProfileFormValues } from "@/lib/profile/form-values";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";
import { DEFAULT_WARRANTY_TEXT } from "@/lib/quotes/items";
import { DEFAULT_WHATSAPP_TEMPLATE } from "@/lib/quotes/whatsapp";
import { DEFAULT_READY_TEMPLATE } from "@/lib/quotes/ready-message";

const loaded: ProfileFormValues = {
  shopName: "Auto Mecânica São José",
  ownerName: "José",
  description: "",
  slug: "auto-mecanica-sao-jose",
  whatsappIntegration: "",
  services: [{ id: "s1", name: "Troca de óleo", price: 120 }],
  openingHours: defaultOpeningHours(),
  hourlyRate: "120,00",
  paymentTerms: "PIX na entrega",
  warrantyText: DEFAULT_WARRANTY_TEXT,
  whatsappTemplate: DEFAULT_WHATSAPP_TEMPLATE,
  readyTemplate: DEFAULT_READY_TEMPLATE,
};
const same = (changes: Partial<ProfileFormValues>) => comparableProfile({ ...loaded, ...changes }) === comparableProfile(loaded);

describe("what counts as an unsaved change to the profile", () => {
  it("any field, service or day that differs", () => {
    expect(same({ shopName: "Outra" })).toBe(false);
    expect(same({ slug: "outra" })).toBe(false);
    expect(same({ services: [] })).toBe(false);
    expect(same({ services: [{ id: "s1", name: "Troca de óleo", price: 130 }] })).toBe(false);
    expect(same({ openingHours: { ...defaultOpeningHours(), sunday: { open: true, hours: "" } } })).toBe(false);
    expect(same({ hourlyRate: "125,00" })).toBe(false);
    expect(same({ hourlyRate: "" })).toBe(false);
    expect(same({ hourlyRate: "12x" })).toBe(false);
    expect(same({ paymentTerms: "Cartão" })).toBe(false);
    expect(same({ warrantyText: "Garantia de 6 meses." })).toBe(false);
    expect(same({ whatsappTemplate: "Oi, {cliente}: {link}" })).toBe(false);
    expect(same({ readyTemplate: "Pronto, {cliente}! {link}" })).toBe(false);
  });

  it("not what the save would store the same way: spaces trimmed, the slug as typed before normalising", () => {
    expect(same({ shopName: "  Auto Mecânica São José " })).toBe(true);
    expect(same({ slug: "Auto Mecânica São José" })).toBe(true);
    expect(same({ services: [{ id: "s1", name: "Troca de óleo ", price: 120, description: " " }] })).toBe(true);
  });

  it("not the same amount or the same warranty written another way", () => {
    expect(same({ hourlyRate: "120" })).toBe(true);
    expect(same({ hourlyRate: "120.00" })).toBe(true);
    expect(same({ hourlyRate: "R$ 120,0" })).toBe(true);
    // A blank warranty saves the default text the field showed.
    expect(same({ warrantyText: "" })).toBe(true);
    expect(same({ warrantyText: ` ${DEFAULT_WARRANTY_TEXT}\n` })).toBe(true);
    expect(same({ whatsappTemplate: "" })).toBe(true);
    expect(same({ readyTemplate: "" })).toBe(true);
  });
});
