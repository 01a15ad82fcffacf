import { describe, expect, it } from "vitest";
import { comparableProfile, type ProfileFormValues } from "@/lib/profile/form-values";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";

const loaded: ProfileFormValues = {
  shopName: "Auto Mecânica São José",
  ownerName: "José",
  description: "",
  slug: "auto-mecanica-sao-jose",
  whatsappIntegration: "",
  services: [{ id: "s1", name: "Troca de óleo", price: 120 }],
  openingHours: defaultOpeningHours(),
};
const same = (changes: Partial<ProfileFormValues>) => comparableProfile({ ...loaded, ...changes }) === comparableProfile(loaded);

describe("what counts as an unsaved change to the profile", () => {
  it("any field, service or day that differs", () => {
    expect(same({ shopName: "Outra" })).toBe(false);
    expect(same({ slug: "outra" })).toBe(false);
    expect(same({ services: [] })).toBe(false);
    expect(same({ services: [{ id: "s1", name: "Troca de óleo", price: 130 }] })).toBe(false);
    expect(same({ openingHours: { ...defaultOpeningHours(), sunday: { open: true, hours: "" } } })).toBe(false);
  });

  it("not what the save would store the same way: spaces trimmed, the slug as typed before normalising", () => {
    expect(same({ shopName: "  Auto Mecânica São José " })).toBe(true);
    expect(same({ slug: "Auto Mecânica São José" })).toBe(true);
    expect(same({ services: [{ id: "s1", name: "Troca de óleo ", price: 120, description: " " }] })).toBe(true);
  });
});
