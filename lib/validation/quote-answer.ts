import { z } from "@/lib/validation/zod";
import { plainText, requiredText } from "@/lib/validation/fields";
import { messages } from "@/lib/messages";

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

export const CUSTOMER_NAME_MAX = 120;
export const REFUSAL_REASON_MAX = 1000;

const n = messages.publicQuote.answer.notices;

/** Every code the page understands in `?aviso=`, and what it shows (`vencido` has its own notice). */
export const ANSWER_NOTICES = {
  nome: n.nameRequired,
  "nome-longo": n.nameTooLong,
  "nome-invalido": n.nameInvalid,
  confirmacao: n.confirmRequired,
  consentimento: n.consentRequired,
  "motivo-longo": n.reasonTooLong,
  "motivo-invalido": n.reasonInvalid,
  atualizado: n.stale,
  respondido: n.answered,
  "sem-itens": n.noItems,
  erro: n.failed,
  aprovado: n.approved,
  recusado: n.refused,
} as const;

export type AnswerNotice = keyof typeof ANSWER_NOTICES | "vencido";

/** The notices that report a success (a status, not an alert). */
export const SUCCESS_NOTICES: readonly AnswerNotice[] = ["aprovado", "recusado"];

export function isAnswerNotice(value: unknown): value is AnswerNotice {
  return value === "vencido" || (typeof value === "string" && Object.hasOwn(ANSWER_NOTICES, value));
}

/**
 * The version the page showed. A value that is not one is a page from before the quote changed
 * (or a hand-made post): the customer is shown the current version, as for any stale answer.
 */
const shown = {
  versao: z
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

export const quoteAnswerSchema = z.discriminatedUnion("resposta", [
  z.object({
    resposta: z.literal("aprovar"),
    ...shown,
    nome: requiredText(n.nameRequired, CUSTOMER_NAME_MAX, n.nameTooLong),
    li: checkbox.refine((checked) => checked, n.confirmRequired),
    pecas: checkbox,
  }),
  z.object({ resposta: z.literal("recusar"), ...shown, motivo: refusalReason }),
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
  if (error.issues.some((issue) => ["resposta", "versao", "hash"].includes(String(issue.path[0] ?? "resposta")))) return "atualizado";
  const name = field("nome");
  if (name)
    return name.message === messages.validation.controlCharacters
      ? "nome-invalido"
      : name.message === n.nameTooLong
        ? "nome-longo"
        : "nome";
  if (field("li")) return "confirmacao";
  const reason = field("motivo");
  if (reason) return reason.message === messages.validation.controlCharacters ? "motivo-invalido" : "motivo-longo";
  return "atualizado";
}
