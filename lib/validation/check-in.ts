import { z } from "@/lib/validation/zod";
import { CHECKLIST_ITEMS, CHECKLIST_STATES, type ChecklistItemId, type ChecklistState } from "@/lib/jobs/checklist";
import { checkIn as m, checkInLink } from "@/lib/messages/check-in";
import { optionalText, requiredText } from "@/lib/validation/fields";

export const CHECK_IN_LIMITS = { text: 2000, note: 300, km: 9_999_999, name: 120 } as const;

/** The form's field of an item's state and of its note ("estado_estepe", "nota_estepe"). */
export const stateField = (item: string) => `estado_${item}`;
export const noteField = (item: string) => `nota_${item}`;

export const CHECK_IN_FIELDS = [
  "km",
  "fuel",
  "complaint",
  "notes",
  "version",
  ...CHECKLIST_ITEMS.flatMap((item) => [stateField(item), noteField(item)]),
] as const;

/** Km as typed on a phone ("85.300" or "85300"): digits, dots as thousands; blank is none. */
const km = z
  .string()
  .optional()
  .default("")
  .transform((typed) => typed.trim().replace(/\./g, ""))
  .refine((value) => value === "" || (/^\d{1,7}$/.test(value) && Number(value) <= CHECK_IN_LIMITS.km), m.kmInvalid)
  .transform((value) => (value === "" ? null : Number(value)));

const fuel = z
  .string()
  .optional()
  .default("")
  .refine((value) => value === "" || /^[0-8]$/.test(value), m.fuelInvalid)
  .transform((value) => (value === "" ? null : Number(value)));

const itemState = z
  .union([z.literal(""), z.enum(CHECKLIST_STATES)], { error: m.checklistInvalid })
  .optional()
  .default("");
const itemNote = optionalText(CHECK_IN_LIMITS.note, m.noteTooLong);

const baseShape = {
  km,
  fuel,
  complaint: optionalText(CHECK_IN_LIMITS.text, m.textTooLong, { multiline: true }),
  notes: optionalText(CHECK_IN_LIMITS.text, m.textTooLong, { multiline: true }),
};

/**
 * 'Entrada do veículo' as the form posts it, with `extra` fields of the caller's (the action's
 * quote id and version) parsed in the same object. The checklist's items are read once the fields
 * above are valid (zod runs a transform only then): their errors come in the next round.
 * An item left unmarked is not in the checklist (not checked); its note is kept only with a state.
 */
export function checkInSchemaWith<S extends z.ZodRawShape>(extra: S) {
  return z.looseObject({ ...baseShape, ...extra }).transform((input, context) => {
    const fields = input as Record<string, unknown>;
    const checklist: { item: ChecklistItemId; state: ChecklistState; note?: string }[] = [];
    for (const item of CHECKLIST_ITEMS) {
      const state = itemState.safeParse(fields[stateField(item)]);
      const note = itemNote.safeParse(fields[noteField(item)]);
      if (!state.success) context.addIssue({ code: "custom", path: [stateField(item)], message: m.checklistInvalid });
      if (!note.success)
        context.addIssue({ code: "custom", path: [noteField(item)], message: note.error.issues[0]?.message ?? m.noteTooLong });
      if (!state.success || !note.success || state.data === "") continue;
      checklist.push({ item, state: state.data, ...(note.data ? { note: note.data } : {}) });
    }
    const own = Object.fromEntries(Object.keys(extra).map((name) => [name, fields[name]])) as z.output<z.ZodObject<S>>;
    const base = fields as unknown as z.output<z.ZodObject<typeof baseShape>>;
    return { ...own, km: base.km, fuelEighths: base.fuel, complaint: base.complaint, notes: base.notes, checklist };
  });
}

export const checkInSchema = checkInSchemaWith({});

export type CheckInInput = {
  km: number | null;
  fuelEighths: number | null;
  complaint: string;
  notes: string;
  checklist: { item: ChecklistItemId; state: ChecklistState; note?: string }[];
};

/** 'Cliente conferiu aqui': the customer's name and who at the shop was with him. */
export const inPersonAcknowledgementSchema = z.object({
  customerName: requiredText(m.nameRequired, CHECK_IN_LIMITS.name, m.nameTooLong),
  takenBy: requiredText(m.takenByRequired, CHECK_IN_LIMITS.name, m.nameTooLong),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, m.ackStale),
});

/** The link's form: the name typed and the hash of what the page showed. */
export const linkAcknowledgementSchema = z.object({
  name: requiredText(checkInLink.notices.nameRequired, CHECK_IN_LIMITS.name, m.nameTooLong),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * What the link's check-in section says after a post, and the word `?entrada=` carries for it: the
 * customer reads his address bar, so the word is Portuguese; the code says the notice's name.
 */
const CHECK_IN_NOTICE_PARAMS = {
  acknowledged: "conferido",
  stale: "atualizado",
  nameRequired: "nome",
  already: "ja",
  failed: "erro",
} as const satisfies Record<keyof typeof checkInLink.notices, string>;

export type CheckInNotice = keyof typeof CHECK_IN_NOTICE_PARAMS;

export const checkInNoticeParam = (notice: CheckInNotice) => CHECK_IN_NOTICE_PARAMS[notice];

/** The notice a `?entrada=` word names, if it names one. */
export function checkInNoticeOfParam(param: unknown): CheckInNotice | undefined {
  return (Object.keys(CHECK_IN_NOTICE_PARAMS) as CheckInNotice[]).find((notice) => CHECK_IN_NOTICE_PARAMS[notice] === param);
}
