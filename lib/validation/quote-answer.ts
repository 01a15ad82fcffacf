import { z } from "@/lib/validation/zod";
import { plainText, requiredText } from "@/lib/validation/fields";
import { publicQuote } from "@/lib/messages/public-quote";
import { validation } from "@/lib/messages/validation";

/**
 * The customer's answer as the quote link's two plain HTML forms post it
 * (components/public-quote/answer-forms.tsx → app/(public-quote)/orcamento/[token]/resposta/route.ts).
 *
 * The forms work without JavaScript, so a refusal cannot be shown next to the field: the route
 * answers 303 back to the page with `?aviso=<code>` (answerNoticeOf), and the page shows that
 * code's text. The URL then holds only a word of ours, never text, so nobody can make the page
 * say what a link of theirs puts in it. The schema's own messages are the forms' usual ones
 * (lib/validation/fields.ts), so its text fields refuse control characters as every form does.
 */

/** The cookie that hands the page back the name a refused approval had, for the link's own path only. */
export const TYPED_NAME_COOKIE = "answer_name";

export const CUSTOMER_NAME_MAX = 120;
export const REFUSAL_REASON_MAX = 1000;

const n = publicQuote.answer.notices;

/**
 * Every notice the page shows after a post, and the word `?aviso=` carries for it: the customer
 * reads his address bar, so the word is Portuguese; the code says the notice's name. `expired` has
 * its own notice (components/public-quote/answer-notices.tsx ExpiredNotice).
 */
const NOTICE_PARAMS = {
  nameRequired: "nome",
  nameTooLong: "nome-longo",
  nameInvalid: "nome-invalido",
  confirmRequired: "confirmacao",
  consentRequired: "consentimento",
  reasonTooLong: "motivo-longo",
  reasonInvalid: "motivo-invalido",
  stale: "atualizado",
  answered: "respondido",
  noItems: "sem-itens",
  failed: "erro",
  approved: "aprovado",
  refused: "recusado",
  expired: "vencido",
} as const;

export type AnswerNotice = keyof typeof NOTICE_PARAMS;

/** The notices that report a success (a status, not an alert). */
export const SUCCESS_NOTICES: readonly AnswerNotice[] = ["approved", "refused"];

export const answerNoticeParam = (notice: AnswerNotice) => NOTICE_PARAMS[notice];

/** The notice a `?aviso=` word names, if it names one. */
export function answerNoticeOfParam(param: unknown): AnswerNotice | undefined {
  return (Object.keys(NOTICE_PARAMS) as AnswerNotice[]).find((notice) => NOTICE_PARAMS[notice] === param);
}

/**
 * The version the page showed. A value that is not one is a page from before the quote changed
 * (or a hand-made post): the customer is shown the current version, as for any stale answer.
 */
const shown = {
  version: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
};

/**
 * Optional, several lines. A browser posts a textarea's line breaks as CRLF but counts them as one
 * character against maxLength: they are counted as the customer saw them.
 */
const refusalReason = z
  .string()
  .optional()
  .default("")
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  .pipe(plainText({ multiline: true }))
  .pipe(z.string().max(REFUSAL_REASON_MAX, n.reasonTooLong));

/** A checked checkbox posts its value; an unchecked one posts nothing. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

export const quoteAnswerSchema = z.discriminatedUnion("answer", [
  z.object({
    answer: z.literal("approve"),
    ...shown,
    name: requiredText(n.nameRequired, CUSTOMER_NAME_MAX, n.nameTooLong),
    agreed: checkbox.refine((checked) => checked, n.confirmRequired),
    partsConsent: checkbox,
  }),
  z.object({ answer: z.literal("refuse"), ...shown, reason: refusalReason }),
]);

export type QuoteAnswerForm = z.infer<typeof quoteAnswerSchema>;

/** The form's fields as the schema reads them: each name's first value, text only. */
export function answerFormInput(form: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [name, value] of form) if (!(name in input)) input[name] = value;
  return input;
}

/**
 * The code of the first thing wrong with a post, in the order the customer reads the form: the
 * hidden fields first (a page from before the quote changed says so before anything else), then
 * the name, the box, the reason.
 */
export function answerNoticeOf(error: z.ZodError): AnswerNotice {
  const field = (name: string) => error.issues.find((issue) => issue.path[0] === name);
  if (error.issues.some((issue) => ["answer", "version", "hash"].includes(String(issue.path[0] ?? "answer")))) return "stale";
  const name = field("name");
  if (name)
    return name.message === validation.controlCharacters ? "nameInvalid" : name.message === n.nameTooLong ? "nameTooLong" : "nameRequired";
  if (field("agreed")) return "confirmRequired";
  const reason = field("reason");
  if (reason) return reason.message === validation.controlCharacters ? "reasonInvalid" : "reasonTooLong";
  return "stale";
}
