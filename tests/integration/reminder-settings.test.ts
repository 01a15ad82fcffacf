/**
 * 'Lembretes' in the profile: the next-service message (blank is the default, a misspelt
 * placeholder refused with what was typed kept) and the two automatic e-mails, saved with the
 * profile's one form and its version.
 */
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { saveProfileAction } = await import("@/lib/actions/profile");
const { getProfile } = await import("@/lib/data/profile");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { DEFAULT_DUE_NOTICE_TEMPLATE } = await import("@/lib/service-dues/notice");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const m = messages.reminderEmails.settings;

async function profileForm(shopId: string, fields: Record<string, string | undefined>) {
  return submittedForm({
    shopName: "Oficina do Zé",
    ownerName: "",
    description: "",
    slug: "",
    whatsappIntegration: "(11) 91234-5678",
    services: "[]",
    openingHours: JSON.stringify(defaultOpeningHours()),
    version: String((await getProfile(shopId)).version),
    ...fields,
  });
}

describe("the profile's 'Lembretes'", () => {
  it("saves the message and both e-mails on and off; a blank message is the default", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const template = "Oi {cliente}, a {servico} do {veiculo} vence {quando}. {oficina}";
    const saved = await saveProfileAction(null, await profileForm(shop.id, { dueNoticeTemplate: template, reminderEmails: "sim" }));
    expect(saved).toEqual({ ok: true, message: messages.profile.saved });
    expect(await getProfile(shop.id)).toMatchObject({ dueNoticeTemplate: template, reminderEmails: true, dailySummary: false });

    await saveProfileAction(null, await profileForm(shop.id, { dueNoticeTemplate: "  ", dailySummary: "sim" }));
    expect(await getProfile(shop.id)).toMatchObject({
      dueNoticeTemplate: DEFAULT_DUE_NOTICE_TEMPLATE,
      reminderEmails: false,
      dailySummary: true,
    });
  });

  it("refuses a placeholder that does not exist, on its field, and saves nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const before = await getProfile(shop.id);
    const refused = await saveProfileAction(
      null,
      await profileForm(shop.id, { dueNoticeTemplate: "Olá {nome}, {placa}", reminderEmails: "" }),
    );
    expect(refused).toMatchObject({ ok: false, fieldErrors: { dueNoticeTemplate: [m.unknown(["nome", "placa"])] } });
    expect(await getProfile(shop.id)).toEqual(before);
  });
});
