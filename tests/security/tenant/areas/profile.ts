/** Tenant isolation: profile (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const profileActions = await import("@/lib/actions/profile");
const profileData = await import("@/lib/data/profile");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { submittedForm: form } = await import("../../../support/forms");

export const attacks: Record<string, Attack> = {
  "lib/actions/profile.ts#saveProfileAction": async (a, b) => {
    // A's slug is A's public address: B cannot take it over.
    const fields = {
      shopName: "Roubada",
      slug: a.slug,
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: String((await profileData.getProfile(b.id)).version),
    };
    const result = await profileActions.saveProfileAction(null, form(fields));
    expect(result).toMatchObject({ ok: false, message: messages.profile.saveError + messages.profile.slugTaken });
  },
  "lib/data/profile.ts#saveProfile": async (a, b) => {
    const input = {
      shopName: "Roubada",
      ownerName: "",
      description: "",
      slug: a.slug,
      whatsappIntegration: "",
      services: [],
      openingHours: defaultOpeningHours(),
    };
    const { version } = await profileData.getProfile(b.id);
    expect(await profileData.saveProfile(b.id, input, version)).toEqual({ ok: false, reason: "slugTaken" });
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/profile.ts#uploadLogoAction":
    "writes the caller's own profile; the file to delete comes from the database (cross-shop: logo-storage.test.ts)",
  "lib/actions/profile.ts#removeLogoAction": "same as uploadLogoAction",
  "lib/data/profile.ts#getProfile": "the session's own profile",
  "lib/data/profile.ts#replaceLogoUrl": "the session's own profile",
  "lib/data/profile.ts#findPublicShop": "the public page's lookup by slug; public data only",
  "lib/data/profile.ts#getQuoteDefaults": "the session's own profile",
  "lib/data/profile.ts#setShopNameIfBlank": "the session's own profile, and only while its name is blank (shop-name-required.test.ts)",
};
