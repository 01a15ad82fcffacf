import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

// The session and the client address are faked; the database is real.
import { setClientAddress, signInAs } from "../support/request";

const { saveProfileAction } = await import("@/lib/actions/profile");
const { createCustomerAction } = await import("@/lib/actions/customers");
const { createSupplierAction } = await import("@/lib/actions/suppliers");
const { createQuoteAction } = await import("@/lib/actions/quotes");
const { cancelAppointmentAction, createAppointmentAction } = await import("@/lib/actions/agenda");
const { sendSupportTicketAction } = await import("@/lib/actions/support");
const { saveAssistantSettingsAction } = await import("@/lib/actions/ai-assistant");
const { saveAgendaSettingsAction } = await import("@/lib/actions/agenda-settings");
const { submitShopContact } = await import("@/lib/actions/public-page");
const { submitLandingLead } = await import("@/lib/actions/landing");
const { signUpAction } = await import("@/lib/actions/auth");
const { createCustomer } = await import("@/lib/data/customers");
const { getProfile } = await import("@/lib/data/profile");
const { getAgendaSettings } = await import("@/lib/data/agenda-settings");
const { shopCount } = await import("@/lib/data/shop-counts");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { createMechanic, profileInput, saveLoadedProfile, uniqueEmail } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const NUL = "\u0000";
const refused = (prefix: string) => ({ ok: false, message: prefix + messages.validation.controlCharacters });

/**
 * A NUL typed or pasted into any text field used to reach Postgres (which refuses it in text) and
 * come back as "não foi possível salvar agora", or was silently dropped: now every form says what
 * is wrong, and nothing is stored.
 */
describe("a control character sent by any form", () => {
  it("is refused with the clear message, by every action that takes text, storing nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const tag = randomUUID().slice(0, 8);
    await saveLoadedProfile(shop.id, profileInput({ shopName: `Oficina ${tag}` }));
    const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
    signInAs(shop.id);
    setClientAddress(`203.0.113.${Math.floor(Math.random() * 250)}`);

    const profileFields = {
      shopName: `Oficina ${tag}`,
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
      // As loaded after the save above: the refusal must be the text's, not a stale form's.
      version: String((await getProfile(shop.id)).version),
    };
    const calls: [string, () => Promise<unknown>, object][] = [
      ["perfil", () => saveProfileAction(null, form({ ...profileFields, ownerName: `Zé${NUL}` })), refused(messages.profile.saveError)],
      [
        "perfil: descrição",
        () => saveProfileAction(null, form({ ...profileFields, description: `a${NUL}b` })),
        refused(messages.profile.saveError),
      ],
      [
        "perfil: serviço",
        () =>
          saveProfileAction(null, form({ ...profileFields, services: JSON.stringify([{ id: "s", name: `Freio${NUL}`, price: "10" }]) })),
        refused(messages.profile.saveError),
      ],
      [
        "agenda: lembrete",
        () =>
          saveAgendaSettingsAction(
            null,
            form({
              agendaSlots: "2",
              bookingMode: "manual",
              bookingWeeksAhead: "4",
              appointmentReminderHour: "18",
              appointmentReminderTemplate: `{cliente}${NUL}`,
            }),
          ),
        refused(messages.agendaSettings.saveError),
      ],
      ["cliente", () => createCustomerAction(null, form({ name: `Ana${NUL}Lima` })), refused(messages.customers.createError)],
      ["fornecedor", () => createSupplierAction(null, form({ name: "Peças", notes: `a${NUL}b` })), refused(messages.suppliers.createError)],
      [
        "orçamento",
        () => createQuoteAction(customer.id, null, form({ description: `Troca${NUL}`, cost: "", status: "pending" })),
        refused(messages.quotes.createError),
      ],
      [
        "agendamento",
        () =>
          createAppointmentAction(
            null,
            form({
              mode: "new",
              contactName: `Ana${NUL}`,
              contactPhone: "11987654321",
              otherService: "Freio",
              startsAt: "2030-03-04T12:00:00.000Z",
            }),
          ),
        refused(messages.agenda.form.createError),
      ],
      [
        "agendamento: observações",
        () =>
          createAppointmentAction(
            null,
            form({
              mode: "new",
              contactName: "Ana",
              contactPhone: "11987654321",
              otherService: "Freio",
              notes: `a${NUL}b`,
              startsAt: "2030-03-04T12:00:00.000Z",
            }),
          ),
        refused(messages.agenda.form.createError),
      ],
      [
        "cancelamento de agendamento",
        () => cancelAppointmentAction(randomUUID(), null, form({ reason: `Viajou${NUL}` })),
        refused(messages.agenda.detail.cancelError),
      ],
      [
        "suporte",
        () => sendSupportTicketAction(null, form({ name: "Ana", email: "ana@exemplo.com", subject: `Ajuda${NUL}`, message: "Olá" })),
        { ok: false, message: messages.validation.controlCharacters },
      ],
      ["assistente", () => saveAssistantSettingsAction(null, form({ name: `Assistente${NUL}`, basePrompt: "Olá" })), { ok: false }],
      [
        "contato da oficina",
        () =>
          submitShopContact(
            `oficina-${tag}`,
            null,
            form({ name: `Cli${NUL}ente`, email: "c@exemplo.com", phone: "", message: "", website: "" }),
          ),
        refused(messages.leads.sendError),
      ],
      [
        "interessado",
        () => submitLandingLead(null, form({ name: "Ana", email: `ana${NUL}@exemplo.com`, phone: "", website: "" })),
        refused(messages.leads.sendError),
      ],
      ["cadastro", () => signUpAction(null, form({ email: `novo${NUL}${uniqueEmail()}`, password: "senha-segura-123" })), { ok: false }],
    ];
    for (const [what, call, expected] of calls) {
      const result = (await call()) as { ok: boolean; message: string };
      expect(result, what).toMatchObject(expected);
      expect(result.message, what).toContain(messages.validation.controlCharacters);
    }

    expect(await getProfile(shop.id)).toMatchObject({ ownerName: "", description: "", services: [] });
    expect((await getAgendaSettings(shop.id, "2000-01-01"))?.settings.agendaSlots).toBe(1);
    expect(await shopCount(shop.id, "customers")).toBe(1);
    expect(await shopCount(shop.id, "suppliers")).toBe(0);
    expect(await shopCount(shop.id, "leads")).toBe(0);
  });
});
