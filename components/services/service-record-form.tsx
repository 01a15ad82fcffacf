"use client";

import { createServiceRecordAction, updateServiceRecordAction } from "@/app/dashboard/services/actions";
import { MoneyField } from "@/components/forms/money-field";
import { SelectField, TextareaField } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { VersionField } from "@/components/forms/version-field";
import { messages } from "@/lib/messages";
import { draftFromSaved, draftKey, postedItem } from "@/lib/quotes/drafts";
import { savedQuoteInitial } from "@/lib/quotes/editor-initial";
import { SERVICE_STATUSES } from "@/lib/service-status";
import { moneyInputText } from "@/lib/validation/fields";
import { SERVICE_RECORD_LIMITS } from "@/lib/validation/service-record";

/** A saved quote as getServiceRecord answers it: what this form does not show must go back unchanged. */
type SavedRecord = Parameters<typeof savedQuoteInitial>[0] & { id: string; version: number };

type Props = { mode: "create"; customerId: string } | { mode: "edit"; record: SavedRecord };

/**
 * The quote's other parts, posted as they are stored. The save replaces items, discount and the
 * CDC fields with what the form sends, so a form that left them out would erase them. (This form
 * is on its way out: the quote editor, components/quotes/, edits all of it.)
 */
function KeptQuoteFields({ record }: { record: SavedRecord }) {
  const kept = savedQuoteInitial(record);
  const items = record.items.map((item, index) => postedItem(draftFromSaved(draftKey(index), item)));
  const fields: Record<string, string> = {
    items: JSON.stringify(items),
    vehicleId: kept.vehicleId,
    checkInKm: kept.checkInKm,
    discountKind: kept.discountKind,
    discountValue: kept.discountValue,
    validUntil: kept.validUntil,
    savedValidUntil: kept.savedValidUntil,
    paymentTerms: kept.paymentTerms,
    estimatedStart: kept.estimatedStart,
    estimatedCompletion: kept.estimatedCompletion,
    observations: kept.observations,
    warrantyText: kept.warrantyText,
  };
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

const STATUS_OPTIONS = SERVICE_STATUSES.map((status) => ({ value: status.id, label: status.label }));

/** A new quote/service for a customer, or the changes to one (description, cost, status). */
export function ServiceRecordForm(props: Props) {
  const record = props.mode === "edit" ? props.record : undefined;
  const action =
    props.mode === "create" ? createServiceRecordAction.bind(null, props.customerId) : updateServiceRecordAction.bind(null, props.record.id);
  const failurePrefix = props.mode === "create" ? messages.services.createError : messages.services.updateError;
  const { formProps, fieldErrors } = useActionForm(action, { unreachable: failurePrefix + messages.reasons.tryAgain });

  return (
    <form {...formProps} className="grid gap-5" aria-label={record ? "Alterar atendimento" : "Novo orçamento"}>
      {record && <VersionField version={record.version} />}
      {record && <KeptQuoteFields record={record} />}
      <TextareaField
        id="service-description"
        name="description"
        label="Descrição *"
        placeholder="Ex.: troca de pastilhas de freio dianteiras"
        rows={4}
        required
        maxLength={SERVICE_RECORD_LIMITS.description}
        defaultValue={record?.description}
        errors={fieldErrors?.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          id="service-cost"
          name="cost"
          label="Valor (R$)"
          hint="Deixe em branco se ainda não tiver o valor."
          defaultValue={moneyInputText(record?.cost)}
          errors={fieldErrors?.cost}
        />
        <SelectField
          id="service-status"
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          defaultValue={record?.status ?? "pending"}
          errors={fieldErrors?.status}
        />
      </div>
      <div>
        <SubmitButton pendingLabel="Salvando..." className="w-full sm:w-auto">
          {record ? "Salvar Alterações" : "Registrar Atendimento"}
        </SubmitButton>
      </div>
    </form>
  );
}
