"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { formatDay } from "@/lib/calendar";
import { getQuoteDefaults } from "@/lib/data/profile";
import { createQuote, deleteQuote, updateQuote } from "@/lib/data/quotes";
import { QuoteSupplierRefused } from "@/lib/data/quote-item-costs";
import { supplierExists } from "@/lib/data/suppliers";
import { vehicleExists } from "@/lib/data/vehicles";
import { removeDeletedObjectsSoon } from "@/lib/maintenance/tasks";
import { messages } from "@/lib/messages";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { isRecordId } from "@/lib/record-id";
import { newQuoteSchema, QUOTE_FIELDS, quoteSchema, type QuoteInput } from "@/lib/validation/quote";
import { customerQuotesPath, quotePath } from "@/lib/routes";
import { WarrantyReturnRefused } from "@/lib/quotes/warranty-return";

const m = messages.quotes;
const w = messages.warrantyReturn;

/** 'Retorno em garantia' (a checkbox: the job's id, or nothing); the data layer checks the job. */
const warrantyReturnField = z.unknown().transform((value) => (typeof value === "string" && value.trim() ? value.trim() : null));

/**
 * The lines picked from the catalogue must name a service the shop offers (its profile's
 * Serviços Oferecidos): an id from another shop's catalogue, or one since removed, is refused next
 * to its line. The field errors, or null when every line is fine.
 */
async function catalogueErrors(shopId: string, items: QuoteInput["items"]) {
  if (!items.some((item) => item.catalogueServiceId)) return null;
  const offered = new Set((await getQuoteDefaults(shopId)).services.map((service) => service.id));
  const errors = Object.fromEntries(
    items.flatMap((item, index) =>
      item.catalogueServiceId && !offered.has(item.catalogueServiceId)
        ? [[`items.${index}.description`, [messages.quotes.catalogueServiceUnknown]]]
        : [],
    ),
  );
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * After the database refused a line's supplier (quote_items_supplier_owner_fk: another shop's, or
 * deleted since the editor opened): the message under each line whose supplier the shop lacks.
 */
async function supplierErrors(shopId: string, items: QuoteInput["items"]) {
  const ids = [...new Set(items.flatMap((item) => (item.supplierId ? [item.supplierId] : [])))];
  const missing = new Set((await Promise.all(ids.map(async (id) => ((await supplierExists(shopId, id)) ? [] : [id])))).flat());
  const message = messages.supplierAnswers.supplierNotFound;
  const errors = Object.fromEntries(
    items.flatMap((item, index) => (item.supplierId && missing.has(item.supplierId) ? [[`items.${index}.supplierId`, [message]]] : [])),
  );
  return Object.keys(errors).length > 0 ? errors : { items: [message] };
}

/** Records a quote (or a plain service) for the shop's customer; then shows the quote. */
export const createQuoteAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "criação de orçamento",
  texts: { prefix: m.createError },
  input: (customerId: string, _previous: ActionResult | null, formData: FormData) => ({
    customerId,
    warrantyOfQuoteId: formData.get("warrantyOfQuoteId"),
    ...formInput(formData, QUOTE_FIELDS),
  }),
  // The validity is checked with the other fields (newQuoteSchema), so every mistake shows in one round.
  schema: z.object({ customerId: z.string(), warrantyOfQuoteId: warrantyReturnField }).and(newQuoteSchema),
  create: true,
  async run({ caller, input: { customerId, ...quote }, idempotencyKey, refuse }) {
    const fieldErrors = await catalogueErrors(caller.shopId, quote.items);
    if (fieldErrors) return refuse(messages.quotes.catalogueServiceUnknown, fieldErrors);
    // The customer (or the vehicle) may have been deleted, or never been this shop's, since the form was opened.
    let created: Awaited<ReturnType<typeof createQuote>>;
    try {
      created = isRecordId(customerId) ? await createQuote(caller.shopId, customerId, quote, idempotencyKey, caller.memberId) : undefined;
    } catch (error) {
      if (error instanceof WarrantyReturnRefused) return refuse(w.invalid, { warrantyOfQuoteId: [w.invalid] });
      if (error instanceof QuoteSupplierRefused)
        return refuse(messages.supplierAnswers.supplierNotFound, await supplierErrors(caller.shopId, quote.items));
      throw error;
    }
    if (!created) {
      const vehicleGone = quote.vehicleId && !(await vehicleExists(caller.shopId, customerId, quote.vehicleId));
      if (vehicleGone) return refuse(messages.quotes.vehicleNotFound, { vehicleId: [messages.quotes.vehicleNotFound] });
      return { ok: false, message: m.customerOrUserMissing };
    }
    refresh();
    return { ok: true, message: m.created, redirectTo: quotePath(created.id) };
  },
});

/**
 * Saves a quote's fields and items; then shows the quote (whose render hands the next edit the
 * new version). Refused when saved elsewhere since the form loaded, or when the customer approved
 * it (locked until an 'Orçamento complementar'); the form keeps what was typed.
 */
export const updateQuoteAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "atualização de orçamento",
  texts: { prefix: m.updateError },
  input: (recordId: string, _previous: ActionResult | null, formData: FormData) => ({
    recordId,
    ...formInput(formData, [...QUOTE_FIELDS, RECORD_VERSION_FIELD]),
  }),
  schema: z.object({ recordId: recordIdField(m.notFoundReason), version: versionField(m.stale) }).and(quoteSchema),
  async run({ caller, input: { recordId, version, ...quote }, refuse }) {
    const fieldErrors = await catalogueErrors(caller.shopId, quote.items);
    if (fieldErrors) return refuse(messages.quotes.catalogueServiceUnknown, fieldErrors);
    const saved = await updateQuote(caller.shopId, recordId, quote, version, undefined, caller.memberId);
    if (!saved.ok) {
      if (saved.reason === "stale") return { ok: false, message: m.stale };
      if (saved.reason === "vehicleNotFound")
        return refuse(messages.quotes.vehicleNotFound, { vehicleId: [messages.quotes.vehicleNotFound] });
      // Approved on the link (maybe while this form was open): only a complement may change it (CDC art. 40 §2).
      if (saved.reason === "supplierNotFound")
        return refuse(messages.supplierAnswers.supplierNotFound, await supplierErrors(caller.shopId, quote.items));
      if (saved.reason === "locked") return refuse(messages.quoteApproval.lockedReason);
      if (saved.reason === "validityPast") return refuse(messages.quotes.validityPast, { validUntil: [messages.quotes.validityPast] });
      if (saved.reason === "validityShortened") {
        const message = messages.quotes.validityShortened(formatDay(saved.promised));
        return refuse(message, { validUntil: [message] });
      }
      return refuse(m.notFoundReason);
    }
    refresh();
    return { ok: true, message: m.updated, redirectTo: quotePath(recordId) };
  },
});

/** Deletes a record (not one the customer answered: it is cancelled, lib/actions/job-stages.ts); then shows its customer's history. */
export const deleteQuoteAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "exclusão de orçamento",
  texts: { prefix: m.deleteError },
  input: (recordId: string) => ({ recordId }),
  schema: z.object({ recordId: recordIdField(m.notFoundReason) }),
  async run({ caller, input, refuse }) {
    const deleted = await deleteQuote(caller.shopId, input.recordId);
    if (!deleted) return refuse(m.notFoundReason);
    // The customer answered it on the link: the record is kept (CDC art. 27), cancel it instead.
    if (deleted === "answered") return refuse(m.answeredReason);
    // Its photos' objects, queued by the cascade: removed within seconds, not at the next tick.
    await removeDeletedObjectsSoon(caller.shopId);
    refresh();
    return { ok: true, message: m.deleted, redirectTo: customerQuotesPath(deleted.customerId) };
  },
});
