import { SelectField, StaticMoneyField, TextareaField, TextField } from "@/components/forms/text-field";
import type { SupplierLinkPart } from "@/lib/data/supplier-links";
import { PART_CONDITIONS } from "@/lib/enums";
import { supplierLink } from "@/lib/messages/supplier-link";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { availabilityLabel, DELIVERY_DAY_CHOICES } from "@/lib/suppliers/availability";
import type { PriceWarning } from "@/lib/suppliers/price-check";
import { ANSWER_BRAND_MAX, ANSWER_NOTE_MAX, answerFieldNames, PART_FIELD, type TypedPartAnswer } from "@/lib/validation/supplier-answer";
import { PartAskedFor } from "./part-heading";
import { PendingSubmit } from "./pending-submit";

const t = supplierLink.form;

const CONDITION_OPTIONS = PART_CONDITIONS.map((condition) => ({ value: condition, label: PART_CONDITION_LABELS[condition] }));
const AVAILABILITY_OPTIONS = [
  { value: "", label: t.availabilityPlaceholder },
  ...DELIVERY_DAY_CHOICES.map((days) => ({ value: String(days), label: availabilityLabel(days) })),
];

type Props = {
  /** The answer route (./resposta). */
  action: string;
  parts: SupplierLinkPart[];
  /** Each part's fields as they are to be shown: the saved answer, or what was typed before a refusal. */
  typed: Map<string, TypedPartAnswer>;
  /** Messages by field (`{partId}.price`), and about the whole answer under "". */
  errors: Record<string, string[]>;
  /** The prices to confirm before they are sent, by part (lib/supplier-link/price-warnings.ts). */
  warnings: Map<string, PriceWarning>;
  answered: boolean;
};

/**
 * The supplier's answer, every part in one plain form posted to the answer route: no field needs
 * JavaScript (money is a text field read the Brazilian way on the server, the choices are native
 * selects and a checkbox), and what comes back is this page again.
 */
export function SupplierAnswerForm({ action, parts, typed, errors, warnings, answered }: Props) {
  const general = errors[""];
  return (
    <form method="post" action={action} noValidate className="grid gap-4" aria-describedby="supplier-answer-intro">
      <p id="supplier-answer-intro" className="text-sm text-muted-foreground">
        {t.intro}
      </p>
      {general && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {general.join(" ")}
        </p>
      )}
      {parts.map((part) => (
        <PartFields key={part.id} part={part} typed={typed.get(part.id)} errors={errors} warning={warnings.get(part.id)} />
      ))}
      <PendingSubmit label={answered ? t.submitChange : t.submit} pendingLabel={t.pending} />
    </form>
  );
}

type PartProps = { part: SupplierLinkPart; typed?: TypedPartAnswer; errors: Record<string, string[]>; warning?: PriceWarning };

function PartFields({ part, typed, errors, warning }: PartProps) {
  const names = answerFieldNames(part.id);
  const id = (field: string) => `${field}-${part.id}`;
  const error = (field: keyof typeof names) => errors[`${part.id}.${field}`];
  return (
    <fieldset className="grid gap-4 rounded-lg border bg-card p-4" data-testid="supplier-answer-part">
      {/* The legend names the group, so "Preço por unidade" of each part is told apart. */}
      <legend className="float-left w-full text-base font-semibold break-words">{part.description}</legend>
      <input type="hidden" name={PART_FIELD} value={part.id} />
      <PartAskedFor part={part} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name={names.none}
          value="1"
          defaultChecked={typed?.none ?? false}
          className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        {t.none}
      </label>
      <StaticMoneyField
        id={id("preco")}
        name={names.price}
        label={t.price}
        defaultValue={typed?.price ?? ""}
        errors={error("price")}
        className="h-11"
      />
      {warning && (
        <div
          className="grid gap-2 rounded-md border border-amber-300 bg-warning p-3 text-sm text-warning-foreground"
          data-testid="supplier-price-check"
        >
          <p role="alert">{t.priceCheck[warning]}</p>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
            <input
              type="checkbox"
              name={names.confirm}
              value="1"
              className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            {t.priceCheck.confirm}
          </label>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={id("estado")}
          name={names.condition}
          label={t.condition}
          options={CONDITION_OPTIONS}
          defaultValue={typed?.condition || part.condition}
          errors={error("condition")}
          className="h-11"
        />
        <SelectField
          id={id("prazo")}
          name={names.availability}
          label={t.availability}
          options={AVAILABILITY_OPTIONS}
          defaultValue={typed?.availability ?? ""}
          errors={error("availability")}
          className="h-11"
        />
      </div>
      <TextField
        id={id("marca")}
        name={names.brand}
        label={t.brand}
        hint={t.brandHint}
        maxLength={ANSWER_BRAND_MAX}
        autoComplete="off"
        defaultValue={typed?.brand ?? ""}
        errors={error("brand")}
        className="h-11"
      />
      <TextareaField
        id={id("obs")}
        name={names.note}
        label={t.note}
        hint={t.noteHint}
        rows={2}
        maxLength={ANSWER_NOTE_MAX}
        defaultValue={typed?.note ?? ""}
        errors={error("note")}
      />
    </fieldset>
  );
}
