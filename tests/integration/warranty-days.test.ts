import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { saveProfileAction } = await import("@/lib/actions/profile");
const { getProfile } = await import("@/lib/data/profile");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

/** The profile form as the browser posts it, at the shop's current version. */
async function profileForm(shopId: string, warrantyDays: string) {
  return submittedForm({
    shopName: "Oficina do Zé",
    ownerName: "",
    description: "",
    slug: "",
    whatsappIntegration: "(11) 91234-5678",
    services: "[]",
    openingHours: JSON.stringify(defaultOpeningHours()),
    hourlyRate: "",
    paymentTerms: "",
    warrantyText: "",
    whatsappTemplate: "",
    warrantyDays,
    version: String((await getProfile(shopId)).version),
  });
}

describe("'Garantia dos serviços (dias)' in the profile", () => {
  it("starts blank (the legal 90), saves a term of the shop's own, and blank again", async () => {
    const shop = await createMechanic({ plan: "pro" });
    expect((await getProfile(shop.id)).warrantyDays).toBeNull();
    signInAs(shop.id);
    expect(await saveProfileAction(null, await profileForm(shop.id, " 180 "))).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).warrantyDays).toBe(180);
    expect(await saveProfileAction(null, await profileForm(shop.id, ""))).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).warrantyDays).toBeNull();
  });

  it.each(["0", "3651", "-5", "90,5", "noventa", "1e3"])("refuses %s under its field, and keeps what was stored", async (typed) => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    await saveProfileAction(null, await profileForm(shop.id, "365"));
    const result = await saveProfileAction(null, await profileForm(shop.id, typed));
    expect(result).toMatchObject({ ok: false, fieldErrors: { warrantyDays: [messages.warrantySetting.invalid] } });
    expect((await getProfile(shop.id)).warrantyDays).toBe(365);
  });

  it("accepts the limits, 1 and 3650 days", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    expect(await saveProfileAction(null, await profileForm(shop.id, "1"))).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).warrantyDays).toBe(1);
    expect(await saveProfileAction(null, await profileForm(shop.id, "3650"))).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).warrantyDays).toBe(3650);
  });
});
