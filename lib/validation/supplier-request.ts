import { z } from "@/lib/validation/zod";
import { PART_CONDITIONS } from "@/lib/enums";
import { supplierRequests as m } from "@/lib/messages/supplier-requests";
import { validation } from "@/lib/messages/validation";
import { MAX_QUOTE_ITEMS } from "@/lib/quotes/items";
import { isRecordId } from "@/lib/record-id";
import { deadlineAt, deadlineProblem, MAX_DEADLINE_DAYS } from "@/lib/suppliers/deadline";
import { jsonField, optionalText, requiredText } from "@/lib/validation/fields";
import { QUOTE_LIMITS, quantityOf } from "@/lib/validation/quote";

export const SUPPLIER_REQUEST_LIMITS = { suppliers: 30, engine: 60, parts: MAX_QUOTE_ITEMS } as const;

/** The dialog's fields: `parts` and `supplierIds` are JSON the dialog writes from its state. */
export const SUPPLIER_REQUEST_FIELDS = ["parts", "supplierIds", "engine", "deadlineDay", "deadlineTime"] as const;

/**
 * A part line of the editor, as the dialog sends it: its line key (the editor gives one to a line
 * that had none before sending), the description and quantity as typed, the condition wanted.
 */
const requestPartSchema = z.object({
  lineKey: z
    .string()
    .refine(isRecordId, validation.brokenForm)
    .transform((key) => key.toLowerCase()),
  description: requiredText(
    m.partDescriptionRequired,
    QUOTE_LIMITS.itemDescription,
    m.partDescriptionTooLong(QUOTE_LIMITS.itemDescription),
  ),
  quantity: z.string().transform((typed, context) => {
    const quantity = quantityOf(typed, false);
    if ("value" in quantity) return quantity.value;
    context.addIssue({ code: "custom", message: quantity.error });
    return z.NEVER;
  }),
  condition: z.enum(PART_CONDITIONS, { error: validation.brokenForm }),
});

export type SupplierRequestPart = z.output<typeof requestPartSchema>;

const requestFields = {
  parts: jsonField(
    z
      .array(requestPartSchema)
      .min(1, m.partsRequired)
      .max(SUPPLIER_REQUEST_LIMITS.parts, m.partsTooMany(SUPPLIER_REQUEST_LIMITS.parts))
      .refine((parts) => new Set(parts.map((part) => part.lineKey)).size === parts.length, m.partsRepeated),
  ),
  supplierIds: jsonField(
    z
      .array(z.string().refine(isRecordId, m.notFoundReason))
      .min(1, m.suppliersRequired)
      .max(SUPPLIER_REQUEST_LIMITS.suppliers, m.suppliersTooMany(SUPPLIER_REQUEST_LIMITS.suppliers))
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
  engine: optionalText(SUPPLIER_REQUEST_LIMITS.engine, m.engineTooLong(SUPPLIER_REQUEST_LIMITS.engine)),
  deadlineDay: z.string().max(10),
  deadlineTime: z.string().max(5),
};

const requestObject = z.object(requestFields);
type RequestFields = z.output<typeof requestObject>;

export type SupplierRequestInput = Omit<RequestFields, "deadlineDay" | "deadlineTime" | "engine"> & {
  engine: string | null;
  deadline: Date;
};

/** The deadline: São Paulo day and time, in the future, at most MAX_DEADLINE_DAYS ahead. */
function readDeadline({ deadlineDay, deadlineTime, engine, ...input }: RequestFields, context: z.RefinementCtx): SupplierRequestInput {
  const deadline = deadlineAt(deadlineDay, deadlineTime);
  const problem = deadline && deadlineProblem(deadline);
  if (!deadline || problem) {
    const message = !deadline ? m.deadlineRequired : problem === "past" ? m.deadlinePast : m.deadlineTooFar(MAX_DEADLINE_DAYS);
    context.addIssue({ code: "custom", path: ["deadlineDay"], message });
    return z.NEVER;
  }
  return { ...input, engine: engine || null, deadline };
}

/**
 * 'Criar cotação': the parts, the suppliers (ids; whether they are the shop's is the data layer's
 * check), the engine and the deadline. The vehicle is not an input: the server takes it from the
 * saved quote, so it never carries a plate or the customer.
 */
export const supplierRequestSchema = requestObject.transform(readDeadline);

/** The same, with the quote's id the action is bound to (`quoteIdField` answers a malformed one). */
export function supplierRequestForQuoteSchema(quoteIdField: z.ZodType<string>) {
  return requestObject.extend({ quoteId: quoteIdField }).transform(({ quoteId, ...fields }, context) => {
    const input = readDeadline(fields, context);
    return input === z.NEVER ? z.NEVER : { ...input, quoteId };
  });
}
