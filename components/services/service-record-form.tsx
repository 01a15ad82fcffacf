"use client";

import { createServiceRecordAction, updateServiceRecordAction } from "@/app/dashboard/services/actions";
import { MoneyField } from "@/components/forms/money-field";
import { SelectField, TextareaField } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { VersionField } from "@/components/forms/version-field";
import type { ServiceStatus } from "@/lib/enums";
import { messages } from "@/lib/messages";
import { SERVICE_STATUSES } from "@/lib/service-status";
import { moneyInputText } from "@/lib/validation/fields";
import { SERVICE_RECORD_LIMITS } from "@/lib/validation/service-record";

type Props =
  | { mode: "create"; customerId: string }
  | { mode: "edit"; record: { id: string; description: string; cost: number | null; status: ServiceStatus; version: number } };

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
