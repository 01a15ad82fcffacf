/** Shops full of data, and snapshots of what a shop owns: the security suite attacks one with another. */
import { randomInt, randomUUID } from "node:crypto";
import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import * as schema from "@/db/schema";
import { issueAccountToken } from "@/lib/data/account-tokens";
import { saveAssistantSettings } from "@/lib/data/ai-assistant";
import { findConversation, startConversation } from "@/lib/data/conversations";
import { createCustomer } from "@/lib/data/customers";
import { createLead } from "@/lib/data/leads";
import { replaceLogoUrl } from "@/lib/data/profile";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { recordQuoteSend } from "@/lib/data/quote-sends";
import { createQuote } from "@/lib/data/quotes";
import { startSession } from "@/lib/data/sessions";
import { createSupplier } from "@/lib/data/suppliers";
import { createSupportTicket } from "@/lib/data/support-tickets";
import { createVehicle } from "@/lib/data/vehicles";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";
import { createMechanic, saveLoadedProfile } from "./factories";
import { addFiscalRows } from "./fiscal-rows";
import { addAgendaRows } from "./agenda-rows";
import { addJobRows } from "./job-rows";
import { addReminderRows } from "./reminder-rows";
import { addSupplierRequestRows } from "./supplier-request-rows";
import { addTeamRows } from "./team-rows";

/** A subscribed shop with one row in every table a shop owns, but for the approval record's (its quote is unanswered). */
export async function shopWithData(label: string) {
  const tag = `${label}-${randomUUID().slice(0, 8)}`;
  const account = await createMechanic({ plan: "pro" });
  const profile = await saveLoadedProfile(account.id, {
    shopName: `Oficina ${tag}`,
    ownerName: `Dono ${tag}`,
    description: "",
    slug: "",
    whatsappIntegration: "",
    services: [],
    openingHours: defaultOpeningHours(),
  });
  if (!profile.ok || !profile.slug) throw new Error("profile not saved");
  await replaceLogoUrl(account.id, `/api/uploads/${account.id}-${randomUUID()}.png`);
  await saveAssistantSettings(account.id, { name: `Assistente ${tag}`, basePrompt: "Responda sobre motores." });
  // Contacts only this shop has, for the searches another shop must not find.
  const digits = String(randomInt(10 ** 8)).padStart(8, "0");
  const phone = `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
  const customerEmail = `cliente-${tag}@exemplo.com`;
  const customer = await createCustomer(account.id, { name: `Cliente ${tag}`, phone, email: customerEmail, notes: "" });
  // An old plate only this shop has: another shop must not find it in either format.
  const plate = `${String.fromCharCode(...[0, 1, 2].map(() => 65 + randomInt(26)))}${String(randomInt(10 ** 4)).padStart(4, "0")}`;
  const vehicle = await createVehicle(account.id, customer.id, {
    plate,
    make: "Volkswagen",
    model: "Gol",
    year: 2012,
    color: "Prata",
    currentKm: 45000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  // A quote for the vehicle with one line of each kind: quote_items has rows to attack too.
  const record = await createQuote(account.id, customer.id, {
    description: "Motor",
    cost: null,
    vehicleId: vehicle.id,
    checkInKm: 45000,
    items: [
      {
        kind: "service",
        description: "Revisão",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "4.00",
      },
      {
        kind: "part",
        description: "Filtro",
        catalogueServiceId: null,
        partCondition: "paralela",
        labourPricing: null,
        quantity: "2",
        unitPrice: "1.50",
      },
      {
        kind: "labour",
        description: "Troca",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: "hours",
        quantity: "0.5",
        unitPrice: "6.00",
      },
    ],
  });
  const supplier = await createSupplier(account.id, { name: `Fornecedor ${tag}`, phone, email: "", tags: [], notes: "" });
  const leadEmail = `${tag}@exemplo.com`;
  const leadMessage = `Barulho no freio ${tag}`;
  const lead = await createLead(account.id, {
    name: `Interessado ${tag}`,
    email: leadEmail,
    phone,
    isMechanic: false,
    message: leadMessage,
  });
  const ticket = await createSupportTicket(account.id, { name: "Dono", email: account.email, subject: "", message: "Ajuda" });
  if (!record || !lead || !ticket) throw new Error("shop data not created");
  // The quote was sent once: quote_sends has a row to attack too (quote_links got one with the quote).
  await recordQuoteSend(account.id, record.id, { channel: "whatsapp", recipient: phone.replace(/\D/g, "") }, randomUUID());
  const linkToken = await getQuoteLinkToken(account.id, record.id);
  if (!linkToken) throw new Error("quote link not created");
  await addJobRows(account.id, record.id);
  const { serviceDueId } = await addReminderRows(account.id, { vehicleId: vehicle.id, customerId: customer.id, quoteId: record.id });
  const supplierRequest = await addSupplierRequestRows(account.id, { quoteId: record.id, supplierId: supplier.id });
  const sessionId = await startSession(account.id, "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile");
  // Links e-mailed to the shop and not yet used: account_tokens has rows to attack too.
  const accountLinks = {
    verifyEmail: await issueAccountToken(account.id, "verify_email", account.email),
    resetPassword: await issueAccountToken(account.id, "reset_password", account.email),
    changeEmail: await issueAccountToken(account.id, "change_email", `novo-${account.email}`),
    cancelEmailChange: await issueAccountToken(account.id, "cancel_email_change", account.email),
  };
  // 'Equipe': the owner's member id and a pending invitation (team_invitations has a row to attack too).
  const teamRows = await addTeamRows(account.id, tag);
  // 'Nota fiscal': the fiscal data and a certificate have rows to attack too.
  await addFiscalRows(account.id, { ownerMemberId: teamRows.ownerMemberId });
  const agendaRows = await addAgendaRows(account.id, {
    customerId: customer.id,
    vehicleId: vehicle.id,
    name: `Cliente ${tag}`,
    email: customerEmail,
  });
  // A visitor's question on the quote's link: conversations and their lines have rows to attack too.
  const conversationToken = await startConversation(
    account.id,
    { channel: "quote_link", quoteId: record.id },
    { visitor: `O que é a revisão ${tag}?`, assistant: "Revisão: 1 serviço.", state: {} },
  );
  const conversation = await findConversation(account.id, conversationToken, record.id);
  if (!conversation) throw new Error("conversation not created");
  return {
    id: account.id,
    viewer: { shopId: account.id, isOperator: false },
    slug: profile.slug,
    customerId: customer.id,
    quoteId: record.id,
    /** The quote's live link token, for its customer's page. */
    linkToken,
    vehicleId: vehicle.id,
    /** The vehicle's next oil change, due today (tests/support/reminder-rows.ts). */
    serviceDueId,
    /** The vehicle's plate as stored, old format ("ABC1234"). */
    plate,
    supplierId: supplier.id,
    /** A request for the quote's part line to the supplier, its link and answer (tests/support/supplier-request-rows.ts). */
    ...supplierRequest,
    leadId: lead.id,
    leadEmail,
    leadMessage,
    /** The customer's, the supplier's and the lead's phone, "(11) 9NNNN-NNNN". */
    phone,
    customerEmail,
    ticketId: ticket.id,
    /** An open session of the shop's, as a login leaves it. */
    sessionId,
    /** The tokens of the account's unused links (address confirmation, new password, new address and its 'Não fui eu'), as the e-mails carry them. */
    accountLinks,
    ...teamRows,
    /** A confirmed appointment tomorrow, its event and a closed day (tests/support/agenda-rows.ts). */
    ...agendaRows,
    /** A conversation with the assistant on the quote's link, and the visitor's key to it. */
    conversationId: conversation.id,
    conversationToken,
  };
}

export type Shop = Awaited<ReturnType<typeof shopWithData>>;

// ---------------------------------------------------------------------------------------------
// A's rows, table by table: the proof that nothing changed.

/** Tables that hold no shop's data, and why. */
export const TABLES_WITHOUT_OWNER: Record<string, string> = {
  rate_limits: "counters keyed by e-mail and client address",
  stored_object_deletions: "keys of objects whose photo rows are gone, named by key alone (`shopId-photo-…`)",
};

export function ownerColumn(table: PgTable): PgColumn | undefined {
  const { name, columns } = getTableConfig(table);
  // A shop made by sign-up has its owner's user id (createAccount): the owner's login, sessions
  // and links are found by the shop's id too.
  const ownerNames =
    name === "users" || name === "shops" ? ["id"] : name === "sessions" || name === "account_tokens" ? ["user_id"] : ["shop_id"];
  return columns.find((column) => ownerNames.includes(column.name));
}

export const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * A shop's version moves with every committed write of its rows, a test's own setup included (a
 * member added and taken out again): it counts writes, it is not the shop's data, so the snapshots
 * below leave it out. tests/integration/shop-versions.test.ts proves what moves it.
 */
const snapshotted = (table: PgTable) => getTableConfig(table).name !== "shop_versions";

/**
 * Every table's rows that belong to `shopId` as a count and a hash of their text, in one statement:
 * what the isolation matrix compares before and after each of its cases (some 270), where reading
 * every row into JavaScript twice per case was most of a case's own cost. A change names its table.
 */
export async function rowHashesOwnedBy(shopId: string): Promise<Record<string, { rows: number; hash: string }>> {
  const parts = TABLES.filter(snapshotted).flatMap((table) => {
    const column = ownerColumn(table);
    if (!column) return [];
    const name = getTableConfig(table).name;
    return [
      sql`SELECT ${name}::text AS name, count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash
          FROM ${sql.identifier(name)} t WHERE t.${sql.identifier(column.name)} = ${shopId}`,
    ];
  });
  const found = await getDb().execute<{ name: string; rows: number; hash: string }>(sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(found.map(({ name, rows, hash }) => [name, { rows, hash }]));
}

/** Every row of every table that belongs to `shopId`, in a comparable form. */
export async function rowsOwnedBy(shopId: string) {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TABLES.filter(snapshotted)) {
    const column = ownerColumn(table);
    if (!column) continue;
    const rows = await getDb().select().from(table).where(eq(column, shopId));
    snapshot[getTableConfig(table).name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
