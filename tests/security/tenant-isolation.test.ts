/**
 * The tenant-isolation matrix: every shop sees and changes only its own rows. Mechanic B, signed in
 * with a plan, calls every exported server action, data function and route handler with mechanic
 * A's ids. Each call must answer "not found" or a refusal, and A's rows in every table must be
 * exactly what they were before.
 *
 * The list of what to attack is read from the code itself: a new export in app/**\/actions.ts,
 * app/**\/route.ts or lib/data/*.ts fails the first test until it gets a case here, or a line in
 * EXEMPT saying why it takes no record id.
 */
import fs from "node:fs";
import path from "node:path";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const customerActions = await import("@/lib/actions/customers");
const serviceActions = await import("@/lib/actions/quotes");
const quoteSendingActions = await import("@/lib/actions/quote-sending");
const supplierActions = await import("@/lib/actions/suppliers");
const leadActions = await import("@/lib/actions/leads");
const vehicleActions = await import("@/lib/actions/vehicles");
const supportActions = await import("@/lib/actions/support");
const profileActions = await import("@/lib/actions/profile");
const leadsExport = await import("@/app/dashboard/leads/export/route");
const accountExportRoute = await import("@/app/dashboard/account/dados/route");
const accountExportData = await import("@/lib/data/account-export");
const accountExportQuotes = await import("@/lib/data/account-export-quotes");
const { readArchive } = await import("../support/account-export");
const quotePdfRoute = await import("@/app/dashboard/services/[id]/pdf/route");
const accountActions = await import("@/lib/actions/account");
const { deleteAccountAction } = await import("@/lib/actions/account-deletion");
const accountDeletionData = await import("@/lib/data/account-deletion");
const accountsData = await import("@/lib/data/accounts");
const accountAccessData = await import("@/lib/data/account-access");
const accountTokensData = await import("@/lib/data/account-tokens");
const confirmEmailActions = await import("@/lib/actions/confirm-email");
const resetPasswordActions = await import("@/lib/actions/reset-password");
const cancelEmailChangeActions = await import("@/lib/actions/cancel-email-change");
const sessionsData = await import("@/lib/data/sessions");
const quoteListsData = await import("@/lib/data/quote-lists");
const customersData = await import("@/lib/data/customers");
const quotesData = await import("@/lib/data/quotes");
const suppliersData = await import("@/lib/data/suppliers");
const vehiclesData = await import("@/lib/data/vehicles");
const leadsData = await import("@/lib/data/leads");
const supportData = await import("@/lib/data/support-tickets");
const profileData = await import("@/lib/data/profile");
const quoteItemsData = await import("@/lib/data/quote-items");
const quoteLinksData = await import("@/lib/data/quote-links");
const quoteSendsData = await import("@/lib/data/quote-sends");
const quoteDocumentData = await import("@/lib/data/quote-document");
const quoteAnswersData = await import("@/lib/data/quote-answers");
const quoteVersionsData = await import("@/lib/data/quote-versions");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { getDb } = await import("@/db");
const { eq, sql } = await import("drizzle-orm");
const { quotes } = await import("@/db/schema");
const { getOverview, listUnseenAnswers } = await import("@/lib/data/overview");
const shopCounts = await import("@/lib/data/shop-counts");
const { messages } = await import("@/lib/messages");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { plateKey } = await import("@/lib/plates");
const { ownerColumn, rowsOwnedBy, shopWithData, TABLES, TABLES_WITHOUT_OWNER } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");
const { confirmEmail, TEST_PASSWORD } = await import("../support/factories");
type Shop = Awaited<ReturnType<typeof shopWithData>>;

const ROOT = path.resolve(import.meta.dirname, "../..");

// ---------------------------------------------------------------------------------------------
// What is attacked: every exported function of these files.

function sourceFiles() {
  const app = fs
    .readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)([\w-]+-action|actions|route)\.ts$/.test(file))
    .map((file) => `app/${file}`);
  const data = fs
    .readdirSync(path.join(ROOT, "lib/data"))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `lib/data/${file}`);
  return [...app, ...data].sort();
}

async function exportedFunctions() {
  const names: string[] = [];
  for (const file of sourceFiles()) {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "function") names.push(`${file}#${name}`);
    }
  }
  return names;
}

/** Exports that take no record id of a shop, and why that is safe. */
const EXEMPT: Record<string, string> = {
  "lib/actions/landing.ts#submitLandingLead": "public form; stores a lead with no owner",
  "lib/actions/public-page.ts#submitShopContact":
    "public form by design: any visitor leaves a lead for a published shop; the owner is found from the slug on the server",
  "lib/actions/auth.ts#signUpAction": "creates a new account; no existing record",
  "lib/actions/auth.ts#loginAction": "takes an e-mail and password (timing and rate limit: login.test.ts)",
  "lib/actions/auth.ts#logoutAction": "ends the caller's own session",
  "app/api/auth/[...nextauth]/route.ts#GET": "Auth.js's own handler",
  "app/api/auth/[...nextauth]/route.ts#POST": "Auth.js's own handler",
  "app/api/health/route.ts#GET": "no data",
  "app/auth/sessao-encerrada/route.ts#GET": "clears the caller's own cookie once its session has ended (sessions.test.ts)",
  "lib/data/sessions.ts#startSession": "opens a session for the account a login just verified; no record id",
  "lib/data/health.ts#databaseIsCurrent": "reads the migration state; no shop's data",
  "lib/data/rate-limits.ts#consumeRateLimit": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#clearLoginCounters": "counters keyed by e-mail, cleared by a new password or a deleted account of that e-mail",
  "lib/data/rate-limits.ts#clearEmailCounters": "counters keyed by e-mail, cleared when the account of that e-mail is deleted",
  "lib/data/rate-limits.ts#clearRateLimit": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#rememberKey": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#isRemembered": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#releaseRateLimit": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#isRateLimited": "counters keyed by e-mail and client address, not by shop",
  "app/(public-quote)/orcamento/[token]/pdf/route.ts#GET": "the customer's PDF, opened by a live link's 192-bit token, not by a shop's record id (public-quote.test.ts)",
  "app/(public-quote)/orcamento/[token]/resposta/route.ts#POST":
    "the customer's answer, to the quote a live link's token opens, not to a shop's record id (another quote's version: quote-answer-route.test.ts)",
  "app/api/uploads/[key]/route.ts#GET":
    "serves public images (logos are shown on the public page) read-only, by unguessable userId-random key",
  "lib/actions/ai-assistant.ts#saveAssistantSettingsAction": "writes the caller's own settings; no id taken",
  "lib/actions/customers.ts#createCustomerAction": "creates a row for the caller; no id taken",
  "lib/actions/suppliers.ts#createSupplierAction": "creates a row for the caller; no id taken",
  "lib/actions/ai-assistant.ts#uploadAssistantImageAction":
    "writes the caller's own settings; the file to delete comes from the database (cross-shop: assistant-image.test.ts)",
  "lib/actions/ai-assistant.ts#removeAssistantImageAction": "same as uploadAssistantImageAction",
  "lib/actions/plans.ts#choosePlanAction": "a plan id, not a record; the caller's own account (server-checks.test.ts)",
  "lib/actions/profile.ts#uploadLogoAction":
    "writes the caller's own profile; the file to delete comes from the database (cross-shop: logo-storage.test.ts)",
  "lib/actions/profile.ts#removeLogoAction": "same as uploadLogoAction",
  "lib/actions/support.ts#sendSupportTicketAction": "creates a ticket for the caller; no id taken",
  "lib/data/accounts.ts#EmailTakenError": "an error class",
  "lib/data/account-export.ts#keysetBatches": "pages through the reader it is given; runs no query of its own",
  "lib/data/accounts.ts#createAccount": "creates a new account",
  "lib/data/accounts.ts#findLoginByEmail": "login's lookup by e-mail; never answers another shop's data to a caller",
  "lib/data/accounts.ts#findSubscriptionPlan": "the session's own plan",
  "lib/data/accounts.ts#findVerifiedShopEmail": "the account's own address, by its own id alone",
  "lib/data/accounts.ts#subscribeToPlan": "the session's own plan",
  "lib/data/plan-usage.ts#lockCustomerCreates": "locks the caller's own customer creates inside createCustomer's transaction; no record id",
  "lib/data/plan-usage.ts#assertWithinPlanLimit": "counts the caller's own rows (by user_id) against its own plan; no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#countQuotesThisMonth": "counts the caller's own quotes (by user_id); no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#getPlanUsage": "counts the caller's own rows (by user_id); no record id (plan-limits.test.ts)",
  "lib/data/ai-assistant.ts#getAssistantSettings": "the session's own settings row (keyed by user id)",
  "lib/data/ai-assistant.ts#saveAssistantSettings": "the session's own settings row",
  "lib/data/ai-assistant.ts#setAssistantImage": "the session's own settings row",
  "lib/data/customers.ts#createCustomer": "creates a row for the caller; no record id",
  "lib/data/suppliers.ts#createSupplier": "creates a row for the caller; no record id",
  "lib/data/support-tickets.ts#createSupportTicket": "creates a row for the caller; no record id",
  "lib/data/support-tickets.ts#ticketSenderDefaults": "the session's own name and e-mail",
  "lib/data/leads.ts#createLead": "the public forms' insert (owner from the slug, see submitShopContact)",
  "lib/data/leads.ts#visibleLeads": "builds the WHERE clause of the lead queries; attacked through listLeads and deleteLead",
  "lib/data/profile.ts#getProfile": "the session's own profile",
  "lib/data/profile.ts#replaceLogoUrl": "the session's own profile",
  "lib/data/profile.ts#findPublicShop": "the public page's lookup by slug; public data only",
  "lib/data/postgres-errors.ts#hasPostgresCode": "pure helper",
  "lib/data/postgres-errors.ts#constraintOf": "pure helper",
  "lib/data/profile.ts#getQuoteDefaults": "the session's own profile",
  "lib/data/search.ts#likePattern": "pure helper",
  "lib/data/quote-links.ts#findQuoteByToken":
    "the customer's page's lookup: no session, the 192-bit token is the key (a revoked or unknown one finds nothing: quote-links.test.ts)",
  "lib/data/public-quote.ts#getPublicQuote":
    "same as findQuoteByToken: the customer's page, keyed by the live link's token; shows no phone, e-mail or notes (public-quote.test.ts)",
  "lib/data/quote-lists.ts#quoteNumberIn": "pure helper",
  "lib/data/quote-lists.ts#withNumericCost": "pure helper over a row its caller already read by owner",
  "lib/data/search.ts#phoneSearchDigits": "pure helper",
  "lib/data/search.ts#containsTerm": "pure helper",
  "lib/data/search.ts#pageWindow": "pure helper",
  "lib/data/insert-once.ts#insertedOrExisting": "pure helper over rows its caller already read by owner and key",
  "lib/data/versioned-update.ts#versionedSave": "pure helper over rows its caller already wrote or read by owner and id",
  "lib/actions/forgot-password.ts#forgotPasswordAction":
    "public form keyed by an e-mail: mails a link only to that address's owner, and answers the same for every address (account-access.test.ts)",
  "lib/actions/account.ts#resendVerificationAction": "mails the caller's own address; no record id",
  "lib/actions/account.ts#changeEmailAction": "the caller's own account, after its current password; no record id",
  "lib/actions/account.ts#changePasswordAction": "the caller's own account, after its current password; no record id",
  "lib/data/account-access.ts#findAccountAccess": "the session's own login row",
  "lib/data/account-access.ts#isEmailRegistered": "whether an address has an account; its answer never reaches the caller (changeEmailAction)",
  "lib/data/account-tokens.ts#issueAccountToken": "creates a link for the account it is given (the caller's, or the owner of the e-mail typed)",
};

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

/**
 * A's customer opened the link (version 1 published and viewed) and approved it: the version, view
 * and answer tables hold A's rows to attack, and A's quote is locked with its answer unseen.
 */
async function answeredOnLink(shop: Shop) {
  const link = await getPublicQuote(shop.linkToken);
  if (!link) throw new Error("quote link not found");
  await quoteVersionsData.recordQuoteView(shop.id, shop.quoteId, link.version.id, visitor);
  const outcome = await quoteAnswersData.answerQuote(shop.id, shop.quoteId, {
    versionNumber: link.version.number,
    sha256: link.version.sha256,
    answer: "approved",
    customerName: "Cliente de A",
    reason: null,
    nonOriginalPartsConsent: true,
    ...visitor,
  });
  if (!outcome?.ok) throw new Error("answer not recorded");
}

// The version A's rows are at (shopWithData never edits them): B sending it must still be "not
// found", never "changed elsewhere", which would confirm that A's record exists.
const AS_LOADED = 1;
const customerForm = () => form({ name: "Roubado", phone: "", email: "", notes: "", version: String(AS_LOADED) });
const supplierForm = () => form({ name: "Roubado", phone: "", partsOffered: "", notes: "", version: String(AS_LOADED) });
const serviceForm = () => form({ description: "Alterado", cost: "1", status: "canceled", version: String(AS_LOADED) });
const stolenInput = { name: "Roubado", phone: "", email: "", notes: "" };
const serviceInput = { description: "Alterado", cost: 1, status: "canceled" as const };
const vehicleForm = () => form({ plate: "ZZZ9Z99", make: "Roubado", year: "", currentKm: "", version: String(AS_LOADED) });
const vehicleInput = { plate: "ZZZ9Z99", make: "Roubado", model: "", year: null, color: "", currentKm: null, notes: "" };

// ---------------------------------------------------------------------------------------------
// The attacks: B (signed in) against A's ids. Each asserts its own refusal.

type Attack = (a: Shop, b: Shop) => Promise<void>;

/** A's ids and identifying texts: none may be in what B's export reads. */
const idsOf = (a: Shop) => [a.id, a.customerId, a.quoteId, a.vehicleId, a.supplierId, a.leadId, a.ticketId, a.leadEmail, a.customerEmail, a.slug];

/** 'Baixar meus dados' reads B's rows (`expected` among them) and nothing of A's. */
function exportsOnlyOwnRows(read: (userId: string) => AsyncIterable<unknown[]>, expected?: (b: Shop) => string): Attack {
  return async (a, b) => {
    const rows: unknown[] = [];
    for await (const batch of read(b.id)) rows.push(...batch);
    const text = JSON.stringify(rows);
    for (const id of idsOf(a)) expect(text, id).not.toContain(id);
    if (expected) expect(text).toContain(expected(b));
  };
}

const ATTACKS: Record<string, Attack> = {
  // Server actions
  "lib/actions/customers.ts#updateCustomerAction": async (a) => {
    expect(await customerActions.updateCustomerAction(a.customerId, null, customerForm())).toEqual({
      ok: false,
      message: messages.customers.updateError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/customers.ts#deleteCustomerAction": async (a) => {
    expect(await customerActions.deleteCustomerAction(a.customerId)).toEqual({
      ok: false,
      message: messages.customers.deleteError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/quotes.ts#createQuoteAction": async (a) => {
    expect(await serviceActions.createQuoteAction(a.customerId, null, serviceForm())).toEqual({
      ok: false,
      message: messages.quotes.customerOrUserMissing,
    });
  },
  "lib/actions/quotes.ts#updateQuoteAction": async (a) => {
    expect(await serviceActions.updateQuoteAction(a.quoteId, null, serviceForm())).toEqual({
      ok: false,
      message: messages.quotes.updateError + messages.quotes.notFoundReason,
    });
  },
  "lib/actions/quotes.ts#setQuoteStatusAction": async (a) => {
    expect(await serviceActions.setQuoteStatusAction(a.quoteId, "canceled")).toEqual({
      ok: false,
      message: messages.quotes.statusError + messages.quotes.notFoundReason,
    });
  },
  "lib/actions/quotes.ts#deleteQuoteAction": async (a) => {
    expect(await serviceActions.deleteQuoteAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quotes.deleteError + messages.quotes.notFoundReason,
    });
  },
  "lib/actions/quotes.ts#cancelQuoteAction": async (a) => {
    expect(await serviceActions.cancelQuoteAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quotes.cancelError + messages.quotes.notFoundReason,
    });
  },
  // The quote page's sending actions: nothing sent, recorded, saved on A's customer or renewed.
  "lib/actions/quote-sending.ts#recordWhatsAppSendAction": async (a) => {
    expect(await quoteSendingActions.recordWhatsAppSendAction(a.quoteId, crypto.randomUUID())).toEqual({
      ok: false,
      message: messages.quoteSending.whatsappError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#saveCustomerPhoneAction": async (a) => {
    expect(await quoteSendingActions.saveCustomerPhoneAction(a.quoteId, null, form({ phone: "(11) 98888-7777" }))).toEqual({
      ok: false,
      message: messages.quoteSending.phoneError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#sendQuoteEmailAction": async (a, b) => {
    // B may send (a confirmed address): what refuses A's quote is the owner check, not that.
    await confirmEmail(b.id);
    expect(await quoteSendingActions.sendQuoteEmailAction(a.quoteId, null, form({ email: "roubado@exemplo.com" }))).toEqual({
      ok: false,
      message: messages.quoteSending.emailError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#renewQuoteLinkAction": async (a) => {
    expect(await quoteSendingActions.renewQuoteLinkAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteSending.linkError + messages.quoteSending.notFoundReason,
    });
    expect(await quoteLinksData.findQuoteByToken(a.linkToken)).toEqual({ userId: a.id, quoteId: a.quoteId });
  },
  // The approval's side of the quote page: A's approved quote is not reopened, nor its validity moved.
  "lib/actions/quote-sending.ts#openQuoteComplementAction": async (a) => {
    expect(await quoteSendingActions.openQuoteComplementAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteApproval.complementError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#extendQuoteValidityAction": async (a) => {
    expect(await quoteSendingActions.extendQuoteValidityAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteApproval.extendError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#createVehicleAction": async (a) => {
    expect(await vehicleActions.createVehicleAction(a.customerId, null, vehicleForm())).toEqual({
      ok: false,
      message: messages.vehicles.createError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#createVehicleInEditorAction": async (a) => {
    expect(await vehicleActions.createVehicleInEditorAction(a.customerId, null, vehicleForm())).toEqual({
      ok: false,
      message: messages.vehicles.createError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#updateVehicleAction": async (a) => {
    expect(await vehicleActions.updateVehicleAction(a.vehicleId, null, vehicleForm())).toEqual({
      ok: false,
      message: messages.vehicles.updateError + messages.vehicles.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#deleteVehicleAction": async (a) => {
    expect(await vehicleActions.deleteVehicleAction(a.vehicleId)).toEqual({
      ok: false,
      message: messages.vehicles.deleteError + messages.vehicles.notFoundReason,
    });
  },
  "lib/actions/suppliers.ts#updateSupplierAction": async (a) => {
    expect(await supplierActions.updateSupplierAction(a.supplierId, null, supplierForm())).toEqual({
      ok: false,
      message: messages.suppliers.updateError + messages.suppliers.notFoundReason,
    });
  },
  "lib/actions/suppliers.ts#deleteSupplierAction": async (a) => {
    expect(await supplierActions.deleteSupplierAction(a.supplierId)).toEqual({
      ok: false,
      message: messages.suppliers.deleteError + messages.suppliers.notFoundReason,
    });
  },
  "lib/actions/leads.ts#deleteLeadAction": async (a) => {
    expect(await leadActions.deleteLeadAction(a.leadId)).toEqual({ ok: false, message: messages.leads.deleteError + messages.leads.notFound });
  },
  "lib/actions/support.ts#closeSupportTicketAction": async (a) => {
    expect(await supportActions.closeSupportTicketAction(a.ticketId)).toEqual({
      ok: false,
      message: messages.support.closeError + messages.support.notFound,
    });
  },
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

  // Route handlers
  "app/dashboard/services/[id]/pdf/route.ts#GET": async (a, b) => {
    const pdfOf = (id: string) => quotePdfRoute.GET(new Request(`http://localhost/dashboard/services/${id}/pdf`), { params: Promise.resolve({ id }) });
    const response = await pdfOf(a.quoteId);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(messages.quotePdf.notFound);
    expect((await pdfOf(b.quoteId)).headers.get("content-type")).toBe("application/pdf");
  },
  "app/dashboard/account/dados/route.ts#GET": async () => {
    // Takes no id and reads nothing: every caller is sent to his own account page.
    const response = accountExportRoute.GET();
    expect([response.status, response.headers.get("location")]).toEqual([303, "/dashboard/account"]);
  },
  "app/dashboard/account/dados/route.ts#POST": async (a, b) => {
    const archive = await readArchive(await accountExportRoute.POST(new Request("http://localhost/dashboard/account/dados", { method: "POST" })));
    expect(archive.allText).toContain(b.customerEmail);
    for (const id of idsOf(a)) expect(archive.allText, id).not.toContain(id);
  },
  "app/dashboard/leads/export/route.ts#GET": async (a, b) => {
    const response = await leadsExport.GET(new Request("http://localhost/dashboard/leads/export"));
    const csv = await response.text();
    expect(response.status).toBe(200);
    expect(csv).toContain(b.leadEmail);
    expect(csv).toContain(b.leadMessage);
    expect(csv).not.toContain(a.leadEmail);
    expect(csv).not.toContain(a.leadMessage);
  },

  // Data functions: B's user id (from the session) with A's record ids.
  "lib/data/customers.ts#listCustomers": async (a, b) => {
    const list = await customersData.listCustomers(b.id);
    expect({ ids: list.items.map((c) => c.id), total: list.total }).toEqual({ ids: [b.customerId], total: 1 });
    // A's customer is not found by its phone (any writing), its e-mail or its name either.
    // Nor by its vehicle's plate, in either format.
    for (const search of [a.phone, a.phone.replace(/\D/g, ""), a.phone.slice(-9), a.customerEmail, "Cliente a-", a.plate, plateKey(a.plate)]) {
      expect(await customersData.listCustomers(b.id, { search }), search).toMatchObject({ items: [], total: 0 });
    }
  },
  "lib/data/customers.ts#getCustomer": async (a, b) => {
    expect(await customersData.getCustomer(b.id, a.customerId)).toBeUndefined();
  },
  "lib/data/customers.ts#customerExists": async (a, b) => {
    expect(await customersData.customerExists(b.id, a.customerId)).toBe(false);
    expect(await customersData.customerExists(b.id, b.customerId)).toBe(true);
  },
  "lib/data/customers.ts#listCustomerHistory": async (a, b) => {
    expect(await customersData.listCustomerHistory(b.id, a.customerId)).toEqual([]);
  },
  "lib/data/customers.ts#updateCustomer": async (a, b) => {
    expect(await customersData.updateCustomer(b.id, a.customerId, stolenInput, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/customers.ts#deleteCustomer": async (a, b) => {
    expect(await customersData.deleteCustomer(b.id, a.customerId)).toBeFalsy();
  },
  "lib/data/vehicles.ts#createVehicle": async (a, b) => {
    expect(await vehiclesData.createVehicle(b.id, a.customerId, vehicleInput)).toEqual({ ok: false, reason: "customerNotFound" });
  },
  "lib/data/vehicles.ts#listCustomerVehicles": async (a, b) => {
    expect(await vehiclesData.listCustomerVehicles(b.id, a.customerId)).toEqual([]);
  },
  "lib/data/vehicles.ts#getVehicle": async (a, b) => {
    expect(await vehiclesData.getVehicle(b.id, a.vehicleId)).toBeUndefined();
  },
  "lib/data/vehicles.ts#updateVehicle": async (a, b) => {
    expect(await vehiclesData.updateVehicle(b.id, a.vehicleId, vehicleInput, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
    // A's plate is A's: B may have the same car as a customer of its own.
    expect(await vehiclesData.updateVehicle(b.id, b.vehicleId, { ...vehicleInput, plate: a.plate }, AS_LOADED)).toMatchObject({ ok: true });
  },
  "lib/data/vehicles.ts#deleteVehicle": async (a, b) => {
    expect(await vehiclesData.deleteVehicle(b.id, a.vehicleId)).toBeUndefined();
  },
  "lib/data/quotes.ts#createQuote": async (a, b) => {
    expect(await quotesData.createQuote(b.id, a.customerId, serviceInput)).toBeUndefined();
    // B's own customer with A's vehicle: the (vehicle, customer, owner) foreign key refuses it.
    expect(await quotesData.createQuote(b.id, b.customerId, { ...serviceInput, vehicleId: a.vehicleId })).toBeUndefined();
  },
  "lib/data/quotes.ts#getQuote": async (a, b) => {
    expect(await quotesData.getQuote(b.id, a.quoteId)).toBeUndefined();
  },
  "lib/data/quotes.ts#quoteExists": async (a, b) => {
    expect(await quotesData.quoteExists(b.id, a.quoteId)).toBe(false);
    expect(await quotesData.quoteExists(b.id, b.quoteId)).toBe(true);
  },
  "lib/data/quotes.ts#updateQuote": async (a, b) => {
    expect(await quotesData.updateQuote(b.id, a.quoteId, serviceInput, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
    expect(await quotesData.updateQuote(b.id, b.quoteId, { ...serviceInput, vehicleId: a.vehicleId }, AS_LOADED)).toEqual({
      ok: false,
      reason: "vehicleNotFound",
    });
  },
  "lib/data/quote-items.ts#listQuoteItems": async (a, b) => {
    expect(await quoteItemsData.listQuoteItems(getDb(), b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/quote-items.ts#replaceQuoteItems": async (a, b) => {
    // B's delete matches none of A's items, and an item B claims on A's quote breaks the
    // (quote_id, user_id) foreign key: the database refuses it.
    const line = { kind: "part", description: "Intrusa", catalogueServiceId: null, partCondition: "original", labourPricing: null, quantity: "1", unitPrice: "1.00" } as const;
    await expect(quoteItemsData.replaceQuoteItems(getDb(), b.id, a.quoteId, [line])).rejects.toThrow();
    await quoteItemsData.replaceQuoteItems(getDb(), b.id, a.quoteId, []);
  },
  "lib/data/quote-items.ts#writeQuoteTotals": async (a, b) => {
    // A discount on A's quote that its sums do not show yet: run for A, the sums would change.
    const discountOnA = (kind: string | null, value: number | null) =>
      getDb().execute(sql`UPDATE quotes SET discount_kind = ${kind}, discount_value = ${value} WHERE id = ${a.quoteId}`);
    await discountOnA("amount", 1);
    await quoteItemsData.writeQuoteTotals(getDb(), b.id, a.quoteId);
    const [row] = await getDb().execute<{ discount_total: string }>(sql`SELECT discount_total FROM quotes WHERE id = ${a.quoteId}`);
    expect(row?.discount_total).toBe("0.00");
    await discountOnA(null, null);
  },
  "lib/data/quote-items.ts#lockShopQuote": async (a, b) => {
    for (const strength of ["update", "share"] as const) {
      expect(await getDb().transaction((tx) => quoteItemsData.lockShopQuote(tx, b.id, a.quoteId, strength))).toBe(false);
      expect(await getDb().transaction((tx) => quoteItemsData.lockShopQuote(tx, b.id, b.quoteId, strength))).toBe(true);
    }
  },
  "lib/data/quote-items.ts#advanceVehicleKm": async (a, b) => {
    await quoteItemsData.advanceVehicleKm(getDb(), b.id, a.vehicleId, 9_000_000);
  },
  "lib/data/quote-links.ts#createQuoteLink": async (a, b) => {
    // A link B makes for A's quote breaks the (quote_id, user_id) foreign key.
    await expect(getDb().transaction((tx) => quoteLinksData.createQuoteLink(tx, b.id, a.quoteId))).rejects.toThrow();
  },
  "lib/data/quote-links.ts#getQuoteLinkToken": async (a, b) => {
    expect(await quoteLinksData.getQuoteLinkToken(b.id, a.quoteId)).toBeUndefined();
    expect(await quoteLinksData.getQuoteLinkToken(b.id, b.quoteId)).toBe(b.linkToken);
  },
  "lib/data/quote-links.ts#renewQuoteLink": async (a, b) => {
    // A's link is not revoked, and no link is made for A's quote.
    expect(await quoteLinksData.renewQuoteLink(b.id, a.quoteId)).toBeUndefined();
    expect(await quoteLinksData.findQuoteByToken(a.linkToken)).toEqual({ userId: a.id, quoteId: a.quoteId });
  },
  "lib/data/quote-sends.ts#recordQuoteSend": async (a, b) => {
    let delivered = false;
    const deliver = async () => {
      delivered = true;
    };
    expect(await quoteSendsData.recordQuoteSend(b.id, a.quoteId, { channel: "email", recipient: "b@exemplo.com" }, crypto.randomUUID(), deliver)).toBeUndefined();
    expect(delivered).toBe(false);
  },
  "lib/data/quote-sends.ts#listQuoteSends": async (a, b) => {
    expect(await quoteSendsData.listQuoteSends(b.id, a.quoteId)).toEqual([]);
    expect(await quoteSendsData.listQuoteSends(b.id, b.quoteId)).toHaveLength(1);
  },
  "lib/data/quote-document.ts#getQuoteDocument": async (a, b) => {
    expect(await quoteDocumentData.getQuoteDocument(b.id, a.quoteId)).toBeUndefined();
    expect((await quoteDocumentData.getQuoteDocument(b.id, b.quoteId))?.customer.email).toBe(b.customerEmail);
  },
  "lib/data/quotes.ts#extendQuoteValidity": async (a, b) => {
    expect(await quotesData.extendQuoteValidity(b.id, a.quoteId, "2099-12-31")).toBe(false);
    // Only a validity that has passed is extended: B's own, made past, is.
    await getDb().update(quotes).set({ validUntil: "2026-01-10" }).where(eq(quotes.id, b.quoteId));
    // B's own quote, unlocked, is extended: the refusal above is the owner's, not the call's.
    expect(await quotesData.extendQuoteValidity(b.id, b.quoteId, "2099-12-31")).toBe(true);
  },
  // The customer's answers, versions and views of A's quote, asked for with B's user id.
  "lib/data/quote-answers.ts#answerQuote": async (a, b) => {
    const [version] = await quoteVersionsData.listQuoteVersions(a.id, a.quoteId);
    const submission = { versionNumber: 1, sha256: version!.sha256, answer: "rejected" as const, customerName: null, reason: "B", nonOriginalPartsConsent: false, ...visitor };
    expect(await quoteAnswersData.answerQuote(b.id, a.quoteId, submission)).toBeUndefined();
  },
  "lib/data/quote-answers.ts#listQuoteAnswers": async (a, b) => {
    expect(await quoteAnswersData.listQuoteAnswers(b.id, a.quoteId)).toEqual([]);
    expect(await quoteAnswersData.listQuoteAnswers(a.id, a.quoteId)).toHaveLength(1);
  },
  "lib/data/quote-answers.ts#openQuoteComplement": async (a, b) => {
    expect(await quoteAnswersData.openQuoteComplement(b.id, a.quoteId)).toBe(false);
  },
  "lib/data/quote-answers.ts#markQuoteAnswersSeen": async (a, b) => {
    // A's answer stays unseen: the snapshot after the attack shows answer_unseen unchanged.
    await quoteAnswersData.markQuoteAnswersSeen(b.id, a.quoteId);
  },
  "lib/data/quote-versions.ts#publishQuoteVersion": async (a, b) => {
    expect(await quoteVersionsData.publishQuoteVersion(b.id, a.quoteId)).toBeUndefined();
  },
  "lib/data/quote-versions.ts#publishLocked": async (a, b) => {
    expect(await getDb().transaction((tx) => quoteVersionsData.publishLocked(tx, b.id, a.quoteId))).toBeUndefined();
  },
  "lib/data/quote-versions.ts#listQuoteVersions": async (a, b) => {
    expect(await quoteVersionsData.listQuoteVersions(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/quote-versions.ts#getQuoteVersion": async (a, b) => {
    expect(await quoteVersionsData.getQuoteVersion(b.id, a.quoteId, 1)).toBeUndefined();
  },
  "lib/data/quote-versions.ts#recordQuoteView": async (a, b) => {
    // A's version under B's user id: the composite key refuses it (or, A's view of it being there
    // already, nothing is inserted); either way B sees no view and A's rows do not change.
    const [version] = await quoteVersionsData.listQuoteVersions(a.id, a.quoteId);
    await quoteVersionsData.recordQuoteView(b.id, a.quoteId, version!.id, visitor).catch(() => undefined);
    expect(await quoteVersionsData.listQuoteViews(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/quote-versions.ts#listQuoteViews": async (a, b) => {
    expect(await quoteVersionsData.listQuoteViews(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/overview.ts#listUnseenAnswers": async (a, b) => {
    expect(await listUnseenAnswers(b.id)).toEqual({ items: [], total: 0 });
    expect((await listUnseenAnswers(a.id)).items.map((item) => item.quoteId)).toEqual([a.quoteId]);
  },
  "lib/data/quotes.ts#setQuoteStatus": async (a, b) => {
    expect(await quotesData.setQuoteStatus(b.id, a.quoteId, "canceled")).toBe(false);
  },
  "lib/data/quotes.ts#deleteQuote": async (a, b) => {
    expect(await quotesData.deleteQuote(b.id, a.quoteId)).toBeFalsy();
  },
  "lib/data/suppliers.ts#listSuppliers": async (a, b) => {
    const list = await suppliersData.listSuppliers(b.id);
    expect({ ids: list.items.map((s) => s.id), total: list.total }).toEqual({ ids: [b.supplierId], total: 1 });
    for (const search of [a.phone, a.phone.replace(/\D/g, ""), "Fornecedor a-"]) {
      expect(await suppliersData.listSuppliers(b.id, { search }), search).toMatchObject({ items: [], total: 0 });
    }
  },
  "lib/data/suppliers.ts#getSupplier": async (a, b) => {
    expect(await suppliersData.getSupplier(b.id, a.supplierId)).toBeUndefined();
  },
  "lib/data/vehicles.ts#vehicleExists": async (a, b) => {
    expect(await vehiclesData.vehicleExists(b.id, a.customerId, a.vehicleId)).toBe(false);
    expect(await vehiclesData.vehicleExists(b.id, b.customerId, a.vehicleId)).toBe(false);
    expect(await vehiclesData.vehicleExists(b.id, b.customerId, b.vehicleId)).toBe(true);
  },
  "lib/data/suppliers.ts#supplierExists": async (a, b) => {
    expect(await suppliersData.supplierExists(b.id, a.supplierId)).toBe(false);
    expect(await suppliersData.supplierExists(b.id, b.supplierId)).toBe(true);
  },
  "lib/data/suppliers.ts#updateSupplier": async (a, b) => {
    expect(await suppliersData.updateSupplier(b.id, a.supplierId, { ...stolenInput, partsOffered: "" }, AS_LOADED)).toEqual({
      ok: false,
      reason: "notFound",
    });
  },
  "lib/data/suppliers.ts#deleteSupplier": async (a, b) => {
    expect(await suppliersData.deleteSupplier(b.id, a.supplierId)).toBeFalsy();
  },
  "lib/data/leads.ts#listLeads": async (a, b) => {
    const list = await leadsData.listLeads(b.viewer);
    expect({ ids: list.items.map((l) => l.id), total: list.total }).toEqual({ ids: [b.leadId], total: 1 });
    expect(list.items[0]?.message).toBe(b.leadMessage);
    // A's lead is not found by what its message says, nor by its phone's digits.
    for (const search of [a.leadMessage, a.phone.replace(/\D/g, ""), a.leadEmail]) {
      expect(await leadsData.listLeads(b.viewer, { search }), search).toMatchObject({ items: [], total: 0 });
    }
  },
  "lib/data/account-export.ts#getExportAccount": async (a, b) => {
    const account = await accountExportData.getExportAccount(b.id);
    expect(account?.profile?.slug).toBe(b.slug);
    for (const id of idsOf(a)) expect(JSON.stringify(account), id).not.toContain(id);
  },
  "lib/data/account-export.ts#customerBatches": exportsOnlyOwnRows(accountExportData.customerBatches, (b) => b.customerId),
  "lib/data/account-export.ts#vehicleBatches": exportsOnlyOwnRows(accountExportData.vehicleBatches, (b) => b.vehicleId),
  "lib/data/account-export.ts#supplierBatches": exportsOnlyOwnRows(accountExportData.supplierBatches, (b) => b.supplierId),
  "lib/data/account-export.ts#leadBatches": exportsOnlyOwnRows(accountExportData.leadBatches, (b) => b.leadId),
  "lib/data/account-export.ts#supportTicketBatches": exportsOnlyOwnRows(accountExportData.supportTicketBatches, (b) => b.ticketId),
  "lib/data/account-export-quotes.ts#quoteBatches": exportsOnlyOwnRows(accountExportQuotes.quoteBatches, (b) => b.quoteId),
  "lib/data/account-export-quotes.ts#quoteItemBatches": exportsOnlyOwnRows(accountExportQuotes.quoteItemBatches, () => "Revisão"),
  "lib/data/account-export-quotes.ts#quoteVersionBatches": exportsOnlyOwnRows(accountExportQuotes.quoteVersionBatches),
  "lib/data/account-export-quotes.ts#quoteAnswerBatches": exportsOnlyOwnRows(accountExportQuotes.quoteAnswerBatches),
  "lib/data/account-export-quotes.ts#quoteViewBatches": exportsOnlyOwnRows(accountExportQuotes.quoteViewBatches),
  "lib/data/account-export-quotes.ts#quoteSendBatches": exportsOnlyOwnRows(accountExportQuotes.quoteSendBatches, (b) => b.phone.replace(/\D/g, "")),
  "lib/data/leads.ts#listLeadsForExport": async (a, b) => {
    expect((await leadsData.listLeadsForExport(b.viewer)).map((l) => [l.id, l.message])).toEqual([[b.leadId, b.leadMessage]]);
    expect(await leadsData.listLeadsForExport(b.viewer, a.leadMessage)).toEqual([]);
  },
  "lib/data/leads.ts#deleteLead": async (a, b) => {
    expect(await leadsData.deleteLead(b.viewer, a.leadId)).toBe(false);
  },
  "lib/data/support-tickets.ts#listSupportTickets": async (_a, b) => {
    expect((await supportData.listSupportTickets(b.viewer)).items.map((t) => t.id)).toEqual([b.ticketId]);
  },
  "lib/data/support-tickets.ts#closeSupportTicket": async (a, b) => {
    expect(await supportData.closeSupportTicket(b.viewer, a.ticketId)).toBe(false);
  },
  "lib/data/shop-counts.ts#shopCount": async (_a, b) => {
    for (const column of ["customers", "suppliers", "leads"] as const) expect(await shopCounts.shopCount(b.id, column)).toBe(1);
  },
  "lib/data/overview.ts#getOverview": async (_a, b) => {
    // B's one quote is pending (R$ 10,00): open, and no approved value; A's are not added.
    expect(await getOverview(b.viewer)).toEqual({
      customers: 1,
      suppliers: 1,
      quotes: 1,
      leads: 1,
      openQuotes: 1,
      approvedUnfinishedValue: 0,
      hasShopProfile: true,
    });
  },
  "lib/actions/account.ts#signOutEverywhereAction": async (_a, b) => {
    expect(await accountActions.signOutEverywhereAction()).toMatchObject({ ok: true });
    expect(await sessionsData.listOpenSessions(b.id)).toEqual([]);
  },
  "lib/actions/confirm-email.ts#confirmEmailAction": async (a) => {
    expect(await confirmEmailActions.confirmEmailAction(null, form({ token: a.accountLinks.verifyEmail }))).toEqual({
      ok: false,
      message: messages.accountAccess.tokenOtherAccount,
    });
  },
  "lib/actions/reset-password.ts#resetPasswordAction": async (a) => {
    const input = form({ token: a.accountLinks.resetPassword, password: "tomada de conta", repeatPassword: "tomada de conta" });
    expect(await resetPasswordActions.resetPasswordAction(null, input)).toEqual({ ok: false, message: messages.accountAccess.tokenOtherAccount });
  },
  "lib/data/account-access.ts#confirmEmailLink": async (a, b) => {
    expect(await accountAccessData.confirmEmailLink(a.accountLinks.verifyEmail, b.id)).toEqual({ status: "other_account" });
    expect(await accountAccessData.confirmEmailLink(a.accountLinks.changeEmail, b.id)).toEqual({ status: "other_account" });
  },
  "lib/actions/cancel-email-change.ts#cancelEmailChangeAction": async (a) => {
    expect(await cancelEmailChangeActions.cancelEmailChangeAction(null, form({ token: a.accountLinks.cancelEmailChange }))).toEqual({
      ok: false,
      message: messages.accountAccess.tokenOtherAccount,
    });
    expect(await accountTokensData.inspectAccountToken(a.accountLinks.changeEmail, ["change_email"], a.id)).toMatchObject({ status: "valid" });
  },
  "lib/data/account-access.ts#cancelEmailChangeLink": async (a, b) => {
    expect(await accountAccessData.cancelEmailChangeLink(a.accountLinks.cancelEmailChange, b.id)).toEqual({ status: "other_account" });
    expect(await accountTokensData.inspectAccountToken(a.accountLinks.changeEmail, ["change_email"], a.id)).toMatchObject({ status: "valid" });
  },
  "lib/data/account-access.ts#resetPasswordWithToken": async (a, b) => {
    expect(await accountAccessData.resetPasswordWithToken(a.accountLinks.resetPassword, "hash", b.id)).toEqual({ status: "other_account" });
  },
  "lib/data/account-access.ts#changePassword": async (a, b) => {
    // A's session id changes B's own password and ends B's sessions, nothing of A's.
    expect(await accountAccessData.changePassword(b.id, a.sessionId, "hash-de-b")).toBe(true);
  },
  "lib/data/account-tokens.ts#inspectAccountToken": async (a, b) => {
    expect(await accountTokensData.inspectAccountToken(a.accountLinks.verifyEmail, ["verify_email"], b.id)).toEqual({ status: "other_account" });
  },
  "lib/data/account-tokens.ts#consumeAccountToken": async (a, b) => {
    const state = await getDb().transaction((tx) => accountTokensData.consumeAccountToken(tx, a.accountLinks.resetPassword, ["reset_password"], b.id));
    expect(state).toEqual({ status: "other_account" });
  },
  "lib/data/account-tokens.ts#revokeAccountTokens": async (_a, b) => {
    await getDb().transaction((tx) => accountTokensData.revokeAccountTokens(tx, b.id, "reset_password"));
  },
  // The form names A; the action takes the account from the session alone, so B deletes B.
  "lib/actions/account-deletion.ts#deleteAccountAction": async (a, b) => {
    const named = { userId: a.id, id: a.id, email: "a@exemplo.com" };
    expect(await deleteAccountAction(null, form({ password: TEST_PASSWORD, confirmation: "EXCLUIR", ...named }))).toMatchObject({ ok: true });
    expect(Object.values(await rowsOwnedBy(b.id)).flat()).toEqual([]);
  },
  "lib/data/account-deletion.ts#deleteAccount": async (_a, b) => {
    expect(await accountDeletionData.deleteAccount(b.id)).toMatchObject({ customers: 1, quotes: 1 });
    expect(Object.values(await rowsOwnedBy(b.id)).flat()).toEqual([]);
  },
  "lib/data/accounts.ts#findAccount": async (a, b) => {
    expect(await accountsData.findAccount(b.id, a.sessionId)).toBeUndefined();
  },
  "lib/data/quote-lists.ts#listQuotes": async (a, b) => {
    // Nor by A's plate, in either format (A's quote is for that vehicle).
    for (const search of [undefined, a.customerEmail, a.phone, "1", "Nº 0001", a.plate, plateKey(a.plate), a.plate.slice(0, 3)]) {
      const { items } = await quoteListsData.listQuotes(b.id, { search });
      expect(items.map((item) => item.id), String(search)).not.toContain(a.quoteId);
      expect(items.every((item) => item.customerId !== a.customerId)).toBe(true);
    }
  },
  "lib/data/quote-lists.ts#listVehicleQuotes": async (a, b) => {
    expect(await quoteListsData.listVehicleQuotes(b.id, a.vehicleId)).toEqual([]);
    expect((await quoteListsData.listVehicleQuotes(b.id, b.vehicleId)).map((quote) => quote.id)).toEqual([b.quoteId]);
  },
  "lib/data/quote-lists.ts#listCustomerVehicleVisits": async (a, b) => {
    expect(await quoteListsData.listCustomerVehicleVisits(b.id, a.customerId)).toEqual({});
    expect(Object.keys(await quoteListsData.listCustomerVehicleVisits(b.id, b.customerId))).toEqual([b.vehicleId]);
  },
  "lib/data/quote-lists.ts#getQuoteToDuplicate": async (a, b) => {
    expect(await quoteListsData.getQuoteToDuplicate(b.id, a.quoteId)).toBeUndefined();
    expect(await quoteListsData.getQuoteToDuplicate(b.id, b.quoteId)).toMatchObject({ customerId: b.customerId });
  },
  "lib/data/sessions.ts#endSession": async (a, b) => {
    expect(await sessionsData.endSession(b.id, a.sessionId)).toBe(false);
  },
  "lib/data/sessions.ts#extendSession": async (a, b) => {
    expect(await sessionsData.extendSession(b.id, a.sessionId)).toBe(false);
  },
  "lib/data/sessions.ts#endAllSessions": async (_a, b) => {
    expect(await sessionsData.endAllSessions(b.id)).toBe(1);
  },
  "lib/data/sessions.ts#listOpenSessions": async (a, b) => {
    const listed = await sessionsData.listOpenSessions(b.id);
    expect(listed.map((session) => session.id)).toEqual([b.sessionId]);
    expect(listed.map((session) => session.id)).not.toContain(a.sessionId);
  },
  "lib/data/profile.ts#saveProfile": async (a, b) => {
    const input = { shopName: "Roubada", ownerName: "", description: "", slug: a.slug, whatsappIntegration: "", services: [], openingHours: defaultOpeningHours() };
    const { version } = await profileData.getProfile(b.id);
    expect(await profileData.saveProfile(b.id, input, version)).toEqual({ ok: false, reason: "slugTaken" });
  },
};

describe("the isolation matrix", () => {
  it("has a case for every exported function that takes a record id, and no stale entry", async () => {
    const exported = await exportedFunctions();
    expect(exported.length).toBeGreaterThan(40);
    const uncovered = exported.filter((name) => !(name in ATTACKS) && !(name in EXEMPT));
    expect(uncovered, "exports with no isolation case and no exemption").toEqual([]);
    const stale = [...Object.keys(ATTACKS), ...Object.keys(EXEMPT)].filter((name) => !exported.includes(name));
    expect(stale, "entries naming no export").toEqual([]);
    const both = Object.keys(ATTACKS).filter((name) => name in EXEMPT);
    expect(both).toEqual([]);
  });

  it("snapshots every table that holds a shop's rows", () => {
    const unowned = TABLES.filter((table) => !ownerColumn(table))
      .map((table) => getTableConfig(table).name)
      .filter((name) => !(name in TABLES_WITHOUT_OWNER));
    expect(unowned, "tables with no user_id/owner_id column and no reason given").toEqual([]);
  });

  it.each(Object.entries(ATTACKS))("%s: B with A's ids is refused and A's rows do not change", async (_name, attack) => {
    const [a, b] = await Promise.all([shopWithData("a"), shopWithData("b")]);
    await answeredOnLink(a);
    signInAs(b.id);
    const before = await rowsOwnedBy(a.id);
    expect(Object.values(before).every((rows) => rows.length > 0), "A has a row in every owned table").toBe(true);

    await attack(a, b);

    expect(await rowsOwnedBy(a.id)).toEqual(before);
  });
});
