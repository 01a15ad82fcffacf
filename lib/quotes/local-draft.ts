import { z } from "@/lib/validation/zod";
import { addDaysToDay, formatDay, shopToday } from "@/lib/calendar";
import { DEPOSIT_KINDS, DISCOUNT_KINDS, LABOUR_PRICINGS, PART_CONDITIONS, QUOTE_ITEM_KINDS } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { quoteDraft } from "@/lib/messages/quote-editor";
import { draftKey, postedItem, type ItemDraft } from "@/lib/quotes/drafts";
import type { QuoteEditorInitial } from "@/lib/quotes/editor-initial";
import { QUOTE_FIELDS } from "@/lib/validation/quote";

/**
 * The quote being typed, kept on the phone (localStorage) until it is saved or discarded: the
 * Back gesture, a reload, a dropped connection or a closed tab lose nothing. One draft per
 * customer for a new quote, one per quote being edited. It is only ever offered back, never
 * restored without asking: the editor asks 'Continuar o rascunho de hoje, 14:32?'.
 */

/** The form's fields as typed, the items apart (they keep every field of a row, as typed). */
export const DRAFT_FIELDS = QUOTE_FIELDS.filter((name) => name !== "items");
type DraftField = (typeof DRAFT_FIELDS)[number];

export type DraftRow = Omit<ItemDraft, "key">;

export type QuoteDraft = {
  /** When it was last typed in (ISO). */
  savedAt: string;
  /** The version of the saved quote it was typed over (an edit); null for a new quote. */
  version: number | null;
  fields: Partial<Record<DraftField, string>>;
  rows: DraftRow[];
};

/** Older drafts are dropped: a job a month old is not the one in progress. */
export const DRAFT_MAX_AGE_DAYS = 30;

const rowSchema = z.object({
  // Absent in a draft stored before lines had keys.
  lineKey: z.string().max(64).default(""),
  kind: z.enum(QUOTE_ITEM_KINDS),
  description: z.string(),
  catalogueServiceId: z.string(),
  condition: z.enum(PART_CONDITIONS),
  pricing: z.enum(LABOUR_PRICINGS),
  quantity: z.string(),
  unitPrice: z.string(),
  // Absent in a draft stored before part lines had a cost.
  unitCost: z.string().max(40).default(""),
  markup: z.string().max(20).default(""),
  supplierId: z.string().max(64).default(""),
  supplierName: z.string().max(200).default(""),
});

const storedSchema = z.object({
  savedAt: z.iso.datetime(),
  version: z.number().int().nullable(),
  fields: z.partialRecord(z.enum(DRAFT_FIELDS), z.string()),
  rows: z.array(rowSchema).max(200),
});

/** The stored draft, or null when there is none, or it is unreadable (another version of the app) or too old. */
export function readStoredDraft(text: string | null, now = new Date()): QuoteDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) return null;
  const age = now.getTime() - new Date(parsed.data.savedAt).getTime();
  return age > DRAFT_MAX_AGE_DAYS * 86_400_000 ? null : parsed.data;
}

/** The rows without their page keys. */
export function draftRows(items: readonly ItemDraft[]): DraftRow[] {
  return items.map(({ lineKey, kind, description, catalogueServiceId, condition, pricing, quantity, unitPrice, ...cost }) => ({
    lineKey,
    kind,
    description,
    catalogueServiceId,
    condition,
    pricing,
    quantity,
    unitPrice,
    unitCost: cost.unitCost,
    markup: cost.markup,
    supplierId: cost.supplierId,
    supplierName: cost.supplierName,
  }));
}

/**
 * Whether two drafts hold the same quote, as it would be posted (a row's fields that do not
 * concern its kind do not count): a draft equal to what the editor opened with is not worth offering.
 */
export function sameContent(a: Pick<QuoteDraft, "fields" | "rows">, b: Pick<QuoteDraft, "fields" | "rows">) {
  const posted = (draft: Pick<QuoteDraft, "fields" | "rows">) =>
    JSON.stringify([
      DRAFT_FIELDS.filter((name) => name !== "cost" || draft.rows.length === 0).map((name) => draft.fields[name] ?? ""),
      draft.rows.map((row, index) => postedItem({ ...row, key: draftKey(index) })),
    ]);
  return posted(a) === posted(b);
}

/** What the editor opens with, as a draft's fields (to compare a stored draft with). */
export function initialContent(initial: QuoteEditorInitial, rows: readonly ItemDraft[]): Pick<QuoteDraft, "fields" | "rows"> {
  const fields = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, String(initial[name])])) as Record<DraftField, string>;
  return { fields, rows: draftRows(rows) };
}

/**
 * The editor's opening values from a draft: each field as typed, except what the page can no
 * longer offer (a vehicle since removed, a discount kind it does not know), which stays
 * as the page opened it.
 */
export function initialFromDraft(initial: QuoteEditorInitial, draft: QuoteDraft, vehicleIds: readonly string[]) {
  const typed = (name: DraftField) => draft.fields[name] ?? String(initial[name]);
  const discountKind = typed("discountKind");
  const depositKind = typed("depositKind");
  const vehicleId = typed("vehicleId");
  const opened: QuoteEditorInitial = {
    ...initial,
    description: typed("description"),
    vehicleId: vehicleId === "" || vehicleIds.includes(vehicleId) ? vehicleId : initial.vehicleId,
    checkInKm: typed("checkInKm"),
    cost: typed("cost"),
    discountKind: (DISCOUNT_KINDS as readonly string[]).includes(discountKind)
      ? (discountKind as QuoteEditorInitial["discountKind"])
      : "amount",
    discountValue: typed("discountValue"),
    depositKind: (DEPOSIT_KINDS as readonly string[]).includes(depositKind) ? (depositKind as QuoteEditorInitial["depositKind"]) : "",
    depositValue: typed("depositValue"),
    validUntil: typed("validUntil"),
    paymentTerms: typed("paymentTerms"),
    estimatedStart: typed("estimatedStart"),
    estimatedCompletion: typed("estimatedCompletion"),
    observations: typed("observations"),
    warrantyText: typed("warrantyText"),
  };
  const rows: ItemDraft[] = draft.rows.map((row, index) => ({ ...row, key: draftKey(index) }));
  return { initial: opened, rows };
}

const TIME = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone: SHOP_TIME_ZONE });

/** "de hoje, 14:32", "de ontem, 09:05", "de 24/11, 18:40": when the draft was last typed in, in the shop's time. */
export function draftWhen(savedAt: Date, now = new Date()) {
  const day = shopToday(savedAt);
  const today = shopToday(now);
  const time = TIME.format(savedAt);
  if (day === today) return quoteDraft.today(time);
  if (day === addDaysToDay(today, -1)) return quoteDraft.yesterday(time);
  return quoteDraft.onDay(formatDay(day).slice(0, 5), time);
}
