"use client";

import { createCustomerAction, updateCustomerAction } from "@/lib/actions/customers";
import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { VersionField } from "@/components/forms/version-field";
import { messages } from "@/lib/messages";
import { CUSTOMER_LIMITS } from "@/lib/validation/customer";

type Props = {
  /** The customer being edited; none for a new one (one form, edit decided by the id). */
  customer?: { id: string; name: string; phone: string | null; email: string | null; notes: string | null; version: number };
};

export function CustomerForm({ customer }: Props) {
  const { formProps, fieldErrors } = useActionForm(customer ? updateCustomerAction.bind(null, customer.id) : createCustomerAction, {
    unreachable: (customer ? messages.customers.updateError : messages.customers.createError) + messages.reasons.tryAgain,
  });

  return (
    <form {...formProps} className="grid gap-5" aria-label={customer ? "Editar cliente" : "Novo cliente"}>
      {customer && <VersionField version={customer.version} />}
      <TextField
        id="customer-name"
        name="name"
        label="Nome *"
        autoComplete="off"
        required
        maxLength={CUSTOMER_LIMITS.name}
        defaultValue={customer?.name}
        errors={fieldErrors?.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField
          id="customer-phone"
          name="phone"
          label="Telefone"
          autoComplete="off"
          defaultValue={customer?.phone}
          errors={fieldErrors?.phone}
        />
        <TextField
          id="customer-email"
          name="email"
          type="email"
          label="E-mail"
          placeholder="cliente@exemplo.com"
          autoComplete="off"
          defaultValue={customer?.email ?? ""}
          errors={fieldErrors?.email}
        />
      </div>
      <TextareaField
        id="customer-notes"
        name="notes"
        label="Observações"
        placeholder="Veículo, preferências, combinados…"
        rows={4}
        maxLength={CUSTOMER_LIMITS.notes}
        defaultValue={customer?.notes ?? ""}
        errors={fieldErrors?.notes}
      />
      <div>
        <SubmitButton pendingLabel="Salvando..." className="w-full sm:w-auto">
          {customer ? "Salvar Alterações" : "Adicionar Cliente"}
        </SubmitButton>
      </div>
    </form>
  );
}
