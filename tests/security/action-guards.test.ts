/**
 * Every server action of the dashboard and every dashboard route handler, called straight (no
 * proxy.ts in front): without a session it answers "log in" and without a plan "choose a plan",
 * and nothing is written, neither to the shop whose ids are sent nor to the caller's own account.
 *
 * The list is read from the code (tests/support/entry-points.ts: every action file of lib/actions/
 * and every route handler of app/dashboard/): a new export fails the first test until it is added
 * to CALLS, or to OPEN_TO_ANYONE with the reason it needs no session.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { openSignedInSession, signInAs } from "../support/request";

const { rowsOwnedBy, shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");
const { addTeamMember, createMechanic, TEST_PASSWORD } = await import("../support/factories");
const { accessOf } = await import("@/lib/actions/define-action");
const { messages } = await import("@/lib/messages");
const { ROLE_REFUSED_PARAM } = await import("@/lib/session");
const { can } = await import("@/lib/team/permissions");
type Permission = import("@/lib/team/permissions").Permission;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const { PNG_1X1 } = await import("../support/images");
type Shop = Awaited<ReturnType<typeof shopWithData>>;

const { actionFiles, exportedFunctions, routeFiles } = await import("../support/entry-points");

const image = (field: string) => {
  const data = new FormData();
  data.set(field, new File([new Uint8Array(PNG_1X1)], "logo.png", { type: "image/png" }));
  return data;
};
const customerForm = () => form({ name: "Intruso", phone: "", email: "", notes: "" });
const supplierForm = () => form({ name: "Intruso", phone: "", email: "", tags: "", notes: "" });
const quoteForm = () => form({ description: "Intruso", cost: "1", status: "pending" });
const vehicleForm = () => form({ plate: "ZZZ9Z99", make: "Intruso", version: "1" });

/** The plans page's choices (a plan, cancelling a scheduled change) and the account page: open to a mechanic without a plan in force. */
const needsNoPlan = (name: string) =>
  name.endsWith("#choosePlanAction") ||
  name.endsWith("#cancelScheduledPlanAction") ||
  /^(lib\/actions\/account(-deletion)?\.ts|app\/dashboard\/account\/)/.test(name);

/**
 * Actions made for a visitor without an account, so nothing here applies to them: the pages they
 * serve are outside the dashboard. Their own guards are tested with them (see each reason).
 */
const OPEN_TO_ANYONE: Record<string, string> = {
  "lib/actions/auth.ts#signUpAction": "creates an account (sign-up.test.ts)",
  "lib/actions/auth.ts#loginAction": "logs in (login.test.ts, login-redirect.test.ts)",
  "lib/actions/auth.ts#logoutAction": "ends whatever session the caller has (sessions.test.ts)",
  "lib/actions/confirm-email.ts#confirmEmailAction": "keyed by the e-mail's token (account-access.test.ts, tenant matrix)",
  "lib/actions/forgot-password.ts#forgotPasswordAction": "keyed by an e-mail, answers the same for every one (account-access.test.ts)",
  "lib/actions/reset-password.ts#resetPasswordAction": "keyed by the e-mail's token (account-access.test.ts, tenant matrix)",
  "lib/actions/cancel-email-change.ts#cancelEmailChangeAction": "keyed by the e-mail's token (account-takeover.test.ts, tenant matrix)",
  "lib/actions/landing.ts#submitLandingLead": "the landing page's public form (leads.test.ts)",
  "lib/actions/public-page.ts#submitShopContact": "a shop's public page's form (leads.test.ts)",
  "lib/actions/team-invitation.ts#acceptInvitationAction":
    "keyed by the invitation's token, refuses a signed-in person (team.test.ts, tenant matrix)",
};

/** The calls made for each export, with the victim shop's ids where the export takes one. */
const CALLS: Record<string, (victim: Shop) => unknown[][]> = {
  "lib/actions/ai-assistant.ts#saveAssistantSettingsAction": () => [[null, form({ name: "Intruso", basePrompt: "x" })]],
  "lib/actions/ai-assistant.ts#uploadAssistantImageAction": () => [[image("image")]],
  "lib/actions/ai-assistant.ts#removeAssistantImageAction": () => [[]],
  "lib/actions/account.ts#signOutEverywhereAction": () => [[]],
  "app/dashboard/account/data/route.ts#POST": () => [[new Request("http://localhost/dashboard/account/data", { method: "POST" })]],
  "app/dashboard/account/data/route.ts#GET": () => [[]],
  "app/dashboard/ai-assistant/test/route.tsx#GET": () => [[new Request("http://localhost/dashboard/ai-assistant/test")]],
  "app/dashboard/ai-assistant/test/route.tsx#POST": () => [
    [
      new Request("http://localhost/dashboard/ai-assistant/test", {
        method: "POST",
        body: new URLSearchParams({ mensagem: "quero agendar" }),
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      }),
    ],
  ],
  "lib/actions/account.ts#resendVerificationAction": () => [[]],
  "lib/actions/account.ts#changeEmailAction": () => [[null, form({ email: "intruso@exemplo.com", currentPassword: "x" })]],
  "lib/actions/account.ts#changePasswordAction": () => [
    [null, form({ currentPassword: "x", password: "intruso123", repeatPassword: "intruso123" })],
  ],
  "lib/actions/account-deletion.ts#deleteAccountAction": () => [[null, form({ password: TEST_PASSWORD, confirmation: "EXCLUIR" })]],
  "lib/actions/customers.ts#createCustomerAction": () => [[null, customerForm()]],
  "lib/actions/customers.ts#updateCustomerAction": (v) => [[v.customerId, null, customerForm()]],
  "lib/actions/customers.ts#deleteCustomerAction": (v) => [[v.customerId]],
  "lib/actions/leads.ts#deleteLeadAction": (v) => [[v.leadId]],
  "lib/actions/leads.ts#setLeadAnsweredAction": (v) => [[v.leadId, true]],
  "lib/actions/reminders.ts#markReminderDoneAction": (v) => [[{ kind: "new_lead", subjectId: v.leadId, occurrence: "" }, "phone"]],
  "lib/actions/reminders.ts#snoozeReminderAction": (v) => [[{ kind: "new_lead", subjectId: v.leadId, occurrence: "" }, "2099-01-01"]],
  "lib/actions/reminders.ts#reopenReminderAction": (v) => [[{ kind: "new_lead", subjectId: v.leadId, occurrence: "" }]],
  "app/dashboard/leads/export/route.ts#GET": () => [[new Request("http://localhost/dashboard/leads/export")]],
  "app/dashboard/finance/export/csv/route.ts#GET": () => [[new Request("http://localhost/dashboard/finance/export/csv?mes=2026-11")]],
  "app/dashboard/finance/export/xlsx/route.ts#GET": () => [[new Request("http://localhost/dashboard/finance/export/xlsx?mes=2026-11")]],
  "app/dashboard/finance/commissions/export/csv/route.ts#GET": () => [
    [new Request("http://localhost/dashboard/finance/commissions/export/csv?mes=2026-11")],
  ],
  "app/dashboard/finance/commissions/export/xlsx/route.ts#GET": () => [
    [new Request("http://localhost/dashboard/finance/commissions/export/xlsx?mes=2026-11")],
  ],
  "app/dashboard/customers/export/csv/route.ts#GET": () => [[new Request("http://localhost/dashboard/customers/export/csv")]],
  "app/dashboard/customers/export/xlsx/route.ts#GET": () => [[new Request("http://localhost/dashboard/customers/export/xlsx")]],
  "app/dashboard/customers/export/vehicles/csv/route.ts#GET": () => [
    [new Request("http://localhost/dashboard/customers/export/vehicles/csv")],
  ],
  "app/dashboard/customers/export/vehicles/xlsx/route.ts#GET": () => [
    [new Request("http://localhost/dashboard/customers/export/vehicles/xlsx")],
  ],
  "app/dashboard/quotes/export/csv/route.ts#GET": () => [[new Request("http://localhost/dashboard/quotes/export/csv")]],
  "app/dashboard/quotes/export/xlsx/route.ts#GET": () => [[new Request("http://localhost/dashboard/quotes/export/xlsx")]],
  "lib/actions/plans.ts#choosePlanAction": () => [["pro"]],
  "lib/actions/plans.ts#cancelScheduledPlanAction": () => [[]],
  "lib/actions/profile.ts#saveProfileAction": () => [[null, form({ shopName: "Intrusa", services: "[]", openingHours: "{}" })]],
  "lib/actions/profile.ts#uploadLogoAction": () => [[image("logo")]],
  "lib/actions/profile.ts#removeLogoAction": () => [[]],
  "lib/actions/agenda-settings.ts#saveAgendaSettingsAction": () => [[null, form({ agendaSlots: "3", bookingMode: "manual" })]],
  "lib/actions/agenda-settings.ts#addClosedDayAction": () => [[null, form({ day: "2030-01-01" })]],
  "lib/actions/agenda-settings.ts#removeClosedDayAction": () => [["2030-01-01"]],
  "lib/actions/calendar-feed.ts#regenerateCalendarFeedAction": () => [[null, form({})]],
  "lib/actions/deliveries.ts#registerDeliveryAction": (v) => [
    [v.quoteId, null, form({ deliveredAt: "2026-11-20T10:00", km: "99999", replacedParts: "none", notes: "Intruso" })],
  ],
  "lib/actions/payments.ts#registerPaymentAction": (v) => [
    [v.quoteId, null, form({ amount: "1,00", method: "pix", paidOn: "20/11/2026", confirmOverpayment: "1" })],
  ],
  "lib/actions/payments.ts#cancelPaymentAction": (v) => [[v.quoteId, null, form({ reason: "Intruso" })]],
  "app/dashboard/quotes/[id]/receipt/route.ts#GET": (v) => [
    [new Request(`http://localhost/dashboard/quotes/${v.quoteId}/receipt`), { params: Promise.resolve({ id: v.quoteId }) }],
  ],
  "app/dashboard/quotes/[id]/receipt/[paymentId]/route.ts#GET": (v) => [
    [
      new Request(`http://localhost/dashboard/quotes/${v.quoteId}/receipt/${v.quoteId}`),
      { params: Promise.resolve({ id: v.quoteId, paymentId: v.quoteId }) },
    ],
  ],
  "app/dashboard/quotes/[id]/nfse/pdf/route.ts#GET": (v) => [
    [new Request(`http://localhost/dashboard/quotes/${v.quoteId}/nfse/pdf`), { params: Promise.resolve({ id: v.quoteId }) }],
  ],
  "app/dashboard/quotes/[id]/nfse/xml/route.ts#GET": (v) => [
    [new Request(`http://localhost/dashboard/quotes/${v.quoteId}/nfse/xml`), { params: Promise.resolve({ id: v.quoteId }) }],
  ],
  "lib/actions/quotes.ts#createQuoteAction": (v) => [[v.customerId, null, quoteForm()]],
  "lib/actions/quotes.ts#updateQuoteAction": (v) => [[v.quoteId, null, quoteForm()]],
  "lib/actions/quotes.ts#deleteQuoteAction": (v) => [[v.quoteId]],
  "lib/actions/cities.ts#searchCitiesAction": () => [["campinas"]],
  "lib/actions/nfse.ts#issueNoteAction": (v) => [[v.quoteId, null, form({ document: "11.222.333/0001-81", description: "Revisão" })]],
  "lib/actions/nfse.ts#checkNoteAction": (v) => [[v.quoteId]],
  "lib/actions/nfse.ts#cancelNoteAction": (v) => [[v.quoteId, null, form({ reasonCode: "1", explanation: "Erro no valor da nota" })]],
  "lib/actions/nfse.ts#recordNoteAction": (v) => [[v.quoteId, null, form({ nfseNumber: "12", accessKey: "" })]],
  "lib/actions/fiscal-settings.ts#saveFiscalSettingsAction": () => [
    [
      null,
      form({
        regime: "mei",
        city: "Campinas - SP",
        nationalTaxCode: "140101",
        series: "1",
        nextNumber: "1",
        version: "0",
      }),
    ],
  ],
  "lib/actions/fiscal-settings.ts#uploadCertificateAction": () => [[null, form({ password: "senha" })]],
  "lib/actions/fiscal-settings.ts#removeCertificateAction": () => [[]],
  "lib/actions/quote-drafts.ts#draftQuoteFromSentenceAction": () => [
    [null, form({ sentence: "troca de óleo, filtro, 1h de mão de obra" })],
  ],
  "lib/actions/job-stages.ts#moveJobStageAction": (v) => [[v.quoteId, "approved", "canceled", null, form({ reason: "x" })]],
  "lib/actions/job-stages.ts#recordInPersonApprovalAction": (v) => [[v.quoteId, null, form({ customerName: "X", takenBy: "Y" })]],
  "lib/actions/job-people.ts#assignJobAction": (v) => [[v.quoteId, null, form({ memberId: "" })]],
  "app/dashboard/quotes/[id]/pdf/route.ts#GET": (v) => [
    [new Request(`http://localhost/dashboard/quotes/${v.quoteId}/pdf`), { params: Promise.resolve({ id: v.quoteId }) }],
  ],
  "lib/actions/quote-sending.ts#recordWhatsAppSendAction": (v) => [[v.quoteId, crypto.randomUUID()]],
  "lib/actions/quote-sending.ts#saveCustomerPhoneAction": (v) => [[v.quoteId, null, form({ phone: "(11) 98888-7777" })]],
  "lib/actions/quote-sending.ts#sendQuoteEmailAction": (v) => [[v.quoteId, null, form({ email: "intruso@exemplo.com" })]],
  "lib/actions/quote-sending.ts#saveShopNameAction": () => [[null, form({ shopName: "Oficina do Intruso" })]],
  "lib/actions/quote-sending.ts#renewQuoteLinkAction": (v) => [[v.quoteId]],
  "lib/actions/quote-sending.ts#handOutQuoteLinkAction": (v) => [[v.quoteId]],
  "lib/actions/quote-sending.ts#openQuoteComplementAction": (v) => [[v.quoteId]],
  "lib/actions/quote-sending.ts#extendQuoteValidityAction": (v) => [[v.quoteId]],
  "lib/actions/suppliers.ts#createSupplierAction": () => [[null, supplierForm()]],
  "lib/actions/suppliers.ts#updateSupplierAction": (v) => [[v.supplierId, null, supplierForm()]],
  "lib/actions/suppliers.ts#deleteSupplierAction": (v) => [[v.supplierId]],
  "lib/actions/vehicles.ts#createVehicleAction": (v) => [[v.customerId, null, vehicleForm()]],
  "lib/actions/vehicles.ts#createVehicleInEditorAction": (v) => [[v.customerId, null, vehicleForm()]],
  "lib/actions/vehicles.ts#updateVehicleAction": (v) => [[v.vehicleId, null, vehicleForm()]],
  "lib/actions/vehicles.ts#deleteVehicleAction": (v) => [[v.vehicleId]],
  "lib/actions/agenda.ts#createAppointmentAction": () => [
    [
      null,
      form({ mode: "new", contactName: "Intruso", contactPhone: "11987654321", otherService: "x", startsAt: "2030-03-04T12:00:00.000Z" }),
    ],
  ],
  "lib/actions/agenda.ts#confirmAppointmentAction": () => [[crypto.randomUUID()]],
  "lib/actions/agenda.ts#noShowAppointmentAction": () => [[crypto.randomUUID()]],
  "lib/actions/agenda.ts#arrivedAppointmentAction": () => [[crypto.randomUUID()]],
  "lib/actions/agenda.ts#cancelAppointmentAction": () => [[crypto.randomUUID(), null, form({ reason: "Intruso" })]],
  "lib/actions/agenda.ts#rescheduleAppointmentAction": () => [[crypto.randomUUID(), null, form({ startsAt: "2030-03-04T12:00:00.000Z" })]],
  "lib/actions/walk-ins.ts#createWalkInAction": () => [[null, form({ name: "Intruso", phone: "", plate: "ZZZ9Z99", make: "", model: "" })]],
  "lib/actions/check-ins.ts#saveCheckInAction": (v) => [[v.quoteId, null, form({ km: "99999", version: "0" })]],
  "lib/actions/check-ins.ts#acknowledgeCheckInInPersonAction": (v) => [
    [v.quoteId, null, form({ customerName: "Intruso", takenBy: "Intruso", sha256: "0".repeat(64) })],
  ],
  "lib/actions/check-ins.ts#deleteJobPhotoAction": () => [[crypto.randomUUID()]],
  "lib/actions/check-ins.ts#startCheckInAction": (v) => [[v.vehicleId, null, form({})]],
  "lib/actions/check-ins.ts#createWalkInCheckInAction": () => [[null, form({ name: "Intruso", phone: "", plate: "ZZZ9Z98" })]],
  "app/dashboard/quotes/[id]/photos/route.ts#POST": (v) => [
    [
      new Request(`http://localhost/dashboard/quotes/${v.quoteId}/photos`, { method: "POST", body: "x" }),
      { params: Promise.resolve({ id: v.quoteId }) },
    ],
  ],
  "app/dashboard/quotes/[id]/supplier-answers/route.ts#GET": (v) => [
    [new Request("http://localhost/"), { params: Promise.resolve({ id: v.quoteId }) }],
  ],
  "app/dashboard/quotes/[id]/photos/[photoId]/route.ts#GET": (v) => [
    [new Request("http://localhost/"), { params: Promise.resolve({ id: v.quoteId, photoId: crypto.randomUUID() }) }],
  ],
  "lib/actions/supplier-requests.ts#createSupplierRequestAction": (v) => [
    [
      v.quoteId,
      null,
      form({
        parts: JSON.stringify([{ lineKey: v.partLineKey, description: "Intruso", quantity: "1", condition: "original" }]),
        supplierIds: JSON.stringify([v.supplierId]),
        deadlineDay: new Date(Date.now() + 86_400_000).toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" }),
        deadlineTime: "10:00",
      }),
    ],
  ],
  "app/dashboard/quotes/[id]/suppliers/route.ts#GET": (v) => [
    [new Request(`http://localhost/dashboard/quotes/${v.quoteId}/suppliers`), { params: Promise.resolve({ id: v.quoteId }) }],
  ],
  "lib/actions/support.ts#sendSupportTicketAction": () => [[null, form({ name: "Intruso", email: "i@exemplo.com", message: "x" })]],
  "lib/actions/support.ts#closeSupportTicketAction": (v) => [[v.ticketId]],
  "lib/actions/service-dues.ts#addServiceDueAction": (v) => [[v.vehicleId, null, form({ serviceName: "Intruso", dueOn: "2030-01-01" })]],
  "lib/actions/service-dues.ts#updateServiceDueAction": () => [
    [crypto.randomUUID(), null, form({ serviceName: "Intruso", dueOn: "2030-01-01", version: "1" })],
  ],
  "lib/actions/service-dues.ts#deleteServiceDueAction": () => [[crypto.randomUUID(), "1"]],
  "lib/actions/team.ts#inviteMemberAction": () => [[null, form({ email: "intruso@exemplo.com", role: "mechanic" })]],
  "lib/actions/team.ts#resendInvitationAction": (v) => [[v.invitationId]],
  "lib/actions/team.ts#revokeInvitationAction": (v) => [[v.invitationId]],
  "lib/actions/team.ts#changeRoleAction": (v) => [[v.ownerMemberId, null, form({ role: "mechanic" })]],
  "lib/actions/team.ts#removeMemberAction": (v) => [[v.ownerMemberId]],
  "lib/actions/team.ts#setCommissionAction": (v) => [[v.ownerMemberId, null, form({ percent: "50" })]],
  "lib/actions/team.ts#transferOwnershipAction": (v) => [
    [null, form({ toMemberId: v.ownerMemberId, currentPassword: TEST_PASSWORD, confirm: "on" })],
  ],
};

/**
 * Route handlers a link opens (the browser navigates to them, no script fetches them): they send
 * the caller to the login or plans page as a page does, instead of answering 401 or 403.
 */
const NAVIGATED_ROUTES = new Set([
  "app/dashboard/quotes/[id]/pdf/route.ts#GET",
  "app/dashboard/quotes/[id]/receipt/route.ts#GET",
  "app/dashboard/quotes/[id]/receipt/[paymentId]/route.ts#GET",
  "app/dashboard/quotes/[id]/nfse/pdf/route.ts#GET",
  "app/dashboard/quotes/[id]/nfse/xml/route.ts#GET",
  "app/dashboard/account/data/route.ts#POST",
]);
/**
 * Answers the same to everyone: the account page, whose button posts (the export is a POST, so a
 * link or another site's image tag spends nothing). It reads and writes nothing.
 */
const SAME_FOR_EVERYONE: Record<string, string> = { "app/dashboard/account/data/route.ts#GET": "/dashboard/account" };
/** Route handlers a script posts to (the photo uploader's XMLHttpRequest): 401 and 403 like a fetched GET. */
const FETCHED_POSTS = new Set(["app/dashboard/quotes/[id]/photos/route.ts#POST"]);
const isFetchedRoute = (name: string) => (name.endsWith("route.ts#GET") && !NAVIGATED_ROUTES.has(name)) || FETCHED_POSTS.has(name);

/** Where the call sent the caller: an ActionResult's redirectTo, a redirect() thrown, or a 401. */
async function whereSent(call: () => Promise<unknown>): Promise<string> {
  try {
    const result = await call();
    // A 303 is a route handler's redirect after a POST (redirect() would answer 307 and post again).
    if (result instanceof Response) return result.status === 303 ? result.headers.get("location")! : `HTTP ${result.status}`;
    const answer = result as { ok: boolean; redirectTo?: string; message?: string };
    return answer.ok ? `accepted: ${answer.message}` : (answer.redirectTo ?? `refused: ${answer.message}`);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2]!;
  }
}

async function everyCall() {
  const found = await exportedFunctions([...actionFiles(), ...routeFiles("app/dashboard")]);
  return found.filter((call) => !(call.name in OPEN_TO_ANYONE));
}

describe("dashboard actions and route handlers without proxy.ts", () => {
  it("are all listed here", async () => {
    const names = (await exportedFunctions([...actionFiles(), ...routeFiles("app/dashboard")])).map((call) => call.name);
    expect(actionFiles().length).toBeGreaterThanOrEqual(19);
    expect(names.filter((name) => !(name in CALLS) && !(name in OPEN_TO_ANYONE))).toEqual([]);
    expect([...Object.keys(CALLS), ...Object.keys(OPEN_TO_ANYONE)].filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.keys(CALLS).filter((name) => name in OPEN_TO_ANYONE)).toEqual([]);
  });

  it("without a session: every one sends to /auth (or answers 401) and writes nothing", async () => {
    const victim = await shopWithData("vitima");
    const before = await rowsOwnedBy(victim.id);
    const answers: Record<string, string[]> = {};
    for (const { name, fn } of await everyCall()) {
      for (const args of CALLS[name]!(victim)) (answers[name] ??= []).push(await whereSent(() => fn(...args)));
    }
    for (const [name, sentTo] of Object.entries(answers)) {
      const expected = SAME_FOR_EVERYONE[name] ?? (isFetchedRoute(name) ? "HTTP 401" : "/auth");
      expect(sentTo, name).toEqual(sentTo.map(() => expected));
    }
    expect(await rowsOwnedBy(victim.id)).toEqual(before);
  });

  it("without a plan: every one sends to the plans page (or answers 403) and writes nothing", async () => {
    const victim = await shopWithData("vitima");
    const caller = await createMechanic();
    signInAs(caller.id);
    await openSignedInSession();
    const [victimBefore, callerBefore] = await Promise.all([rowsOwnedBy(victim.id), rowsOwnedBy(caller.id)]);
    const answers: Record<string, string[]> = {};
    for (const { name, fn } of await everyCall()) {
      // Choosing a plan is what a mechanic without one is there to do (server-checks.test.ts), and
      // his own account (sessions, e-mail, password) needs no plan either.
      if (needsNoPlan(name)) continue;
      for (const args of CALLS[name]!(victim)) (answers[name] ??= []).push(await whereSent(() => fn(...args)));
    }
    for (const [name, sentTo] of Object.entries(answers)) {
      const expected = isFetchedRoute(name) ? "HTTP 403" : "/dashboard/plans";
      expect(sentTo, name).toEqual(sentTo.map(() => expected));
    }
    expect(await rowsOwnedBy(victim.id)).toEqual(victimBefore);
    expect(await rowsOwnedBy(caller.id)).toEqual(callerBefore);
  });

  it("after the plan's end date: every one sends to the plans page (or answers 403) and writes nothing", async () => {
    const victim = await shopWithData("vitima");
    const caller = await shopWithData("vencida");
    await getDb()
      .update(shops)
      .set({ subscriptionEndDate: new Date(Date.now() - 60_000) })
      .where(eq(shops.id, caller.id));
    signInAs(caller.id);
    await openSignedInSession();
    const [victimBefore, callerBefore] = await Promise.all([rowsOwnedBy(victim.id), rowsOwnedBy(caller.id)]);
    const answers: Record<string, string[]> = {};
    for (const { name, fn } of await everyCall()) {
      // Renewing is what the mechanic is sent there for; his own account needs no plan.
      if (needsNoPlan(name)) continue;
      for (const args of CALLS[name]!(caller)) (answers[name] ??= []).push(await whereSent(() => fn(...args)));
    }
    for (const [name, sentTo] of Object.entries(answers)) {
      const expected = isFetchedRoute(name)
        ? "HTTP 403"
        : /\/(pdf|receipt|nfse)\/|\/ai-assistant\/test\//.test(name)
          ? "/dashboard/plans?motivo=vencido"
          : "/dashboard/plans";
      expect(sentTo, name).toEqual(sentTo.map(() => expected));
    }
    expect(await rowsOwnedBy(victim.id)).toEqual(victimBefore);
    expect(await rowsOwnedBy(caller.id)).toEqual(callerBefore);
  });
});

/** What each dashboard route handler's role check asks for (lib/team/permissions.ts). */
const ROUTE_PERMISSIONS: Record<string, Permission> = {
  "app/dashboard/account/data/route.ts#POST": "manageShop",
  "app/dashboard/ai-assistant/test/route.tsx#GET": "manageShop",
  "app/dashboard/ai-assistant/test/route.tsx#POST": "manageShop",
  "app/dashboard/customers/export/csv/route.ts#GET": "serveCustomers",
  "app/dashboard/customers/export/xlsx/route.ts#GET": "serveCustomers",
  "app/dashboard/customers/export/vehicles/csv/route.ts#GET": "serveCustomers",
  "app/dashboard/customers/export/vehicles/xlsx/route.ts#GET": "serveCustomers",
  "app/dashboard/finance/export/csv/route.ts#GET": "seeFinance",
  "app/dashboard/finance/export/xlsx/route.ts#GET": "seeFinance",
  "app/dashboard/finance/commissions/export/csv/route.ts#GET": "seeFinance",
  "app/dashboard/finance/commissions/export/xlsx/route.ts#GET": "seeFinance",
  "app/dashboard/leads/export/route.ts#GET": "serveCustomers",
  "app/dashboard/quotes/[id]/nfse/pdf/route.ts#GET": "issueInvoices",
  "app/dashboard/quotes/[id]/nfse/xml/route.ts#GET": "issueInvoices",
  "app/dashboard/quotes/[id]/pdf/route.ts#GET": "handleQuotes",
  "app/dashboard/quotes/[id]/photos/[photoId]/route.ts#GET": "workOnCars",
  "app/dashboard/quotes/[id]/photos/route.ts#POST": "workOnCars",
  "app/dashboard/quotes/[id]/receipt/[paymentId]/route.ts#GET": "handlePayments",
  "app/dashboard/quotes/[id]/receipt/route.ts#GET": "handlePayments",
  "app/dashboard/quotes/[id]/supplier-answers/route.ts#GET": "handleSuppliers",
  "app/dashboard/quotes/[id]/suppliers/route.ts#GET": "handleSuppliers",
  "app/dashboard/quotes/export/csv/route.ts#GET": "handleQuotes",
  "app/dashboard/quotes/export/xlsx/route.ts#GET": "handleQuotes",
};

/** Calls above that ask for more than their action's permission: the move there is a cancellation. */
const CALL_PERMISSIONS: Record<string, Permission> = { "lib/actions/job-stages.ts#moveJobStageAction": "handleQuotes" };

/** The permission a call asks for: its entry above, an action's own declaration, a route's entry. */
function permissionOf(name: string, fn: unknown): Permission | undefined {
  return CALL_PERMISSIONS[name] ?? accessOf(fn)?.permission ?? ROUTE_PERMISSIONS[name];
}

describe("each role of the shop's team, against every action and route handler", () => {
  it("names a permission for every one a signed-in person calls", async () => {
    const unnamed = (await everyCall())
      .filter(({ name, fn }) => !permissionOf(name, fn) && !(name in SAME_FOR_EVERYONE))
      .map(({ name }) => name);
    expect(unnamed).toEqual([]);
  });

  it.each(["front_desk", "mechanic"] as const)(
    "%s: refused, writing nothing, by every one his role has not; let through by the others",
    async (role) => {
      const shop = await shopWithData(`equipe-${role}`);
      const person = await addTeamMember(shop.id, role);
      signInAs(person.userId);
      await openSignedInSession();
      const before = await rowsOwnedBy(shop.id);
      const calls = await everyCall();
      const refused: Record<string, string[]> = {};
      for (const { name, fn } of calls) {
        const permission = permissionOf(name, fn);
        if (!permission || can(role, permission)) continue;
        for (const args of CALLS[name]!(shop)) (refused[name] ??= []).push(await whereSent(() => fn(...args)));
      }
      expect(Object.keys(refused).length).toBeGreaterThan(role === "mechanic" ? 40 : 10);
      for (const [name, answers] of Object.entries(refused)) {
        const expected =
          isFetchedRoute(name) || name.includes("/export/")
            ? "HTTP 403"
            : name.startsWith("app/")
              ? `/dashboard?${ROLE_REFUSED_PARAM}=1`
              : expect.stringMatching(new RegExp(`^refused: .*${escapeRegExp(messages.guard.roleRefused)}$`));
        expect(answers, name).toEqual(answers.map(() => expected));
      }
      // The forged calls changed nothing of the shop's.
      expect(await rowsOwnedBy(shop.id)).toEqual(before);

      // What the role has is not refused for the role (it may be refused for its input: no arguments).
      const letThrough: string[] = [];
      for (const { name, fn } of calls) {
        const permission = permissionOf(name, fn);
        if (!permission || !can(role, permission)) continue;
        for (const args of CALLS[name]!(shop)) {
          const answer = await whereSent(() => fn(...args)).catch((error: unknown) => String(error));
          if (answer.includes(messages.guard.roleRefused) || answer.includes(ROLE_REFUSED_PARAM)) letThrough.push(name);
        }
      }
      expect(letThrough, "refused although the role has the permission").toEqual([]);
    },
  );
});
