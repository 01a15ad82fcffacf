"use client";

import { createCustomerAction, updateCustomerAction } from "@/lib/actions/customers";
import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { useFormChanges } from "@/components/forms/use-form-changes";
import { VersionField } from "@/components/forms/version-field";
import { EmailRemindersConsent } from "@/components/customers/email-reminders-consent";
import { customers } from "@/lib/messages/customers";
import { reasons } from "@/lib/messages/validation";
import { CUSTOMER_FIELDS, CUSTOMER_LIMITS } from "@/lib/validation/customer";

type CustomerFields = { name: string; phone: string | null; email: string | null; notes: string | null };

type Props = {
  /** The customer being edited; none for a new one (one form, edit decided by the id). */
  customer?: CustomerFields & { id: string; version: number; emailRemindersConsentedAt?: Date | null };
  /** A new customer from one of the shop's leads ('Transformar em cliente'): its data, and its id to link. */
  fromLead?: CustomerFields & { leadId: string };
};

/** A new customer, one being edited, or one from a lead: leaving with changes (a link, Back) asks first. */
export function CustomerForm({ customer, fromLead }: Props) {
  const start = customer ?? fromLead;
  const changes = useFormChanges(CUSTOMER_FIELDS);
  const { formProps, fieldErrors } = useActionForm(customer ? updateCustomerAction.bind(null, customer.id) : createCustomerAction, {
    unreachable: (customer ? customers.updateError : customers.createError) + reasons.tryAgain,
    // Saved: the page moves on to the customer, and must not ask first.
    onSuccess: changes.saved,
  });

  return (
    <form {...formProps} {...changes.formProps} className="grid gap-5" aria-label={customer ? "Editar cliente" : "Novo cliente"}>
      {customer && <VersionField version={customer.version} />}
      <UnsavedChangesDialog dirty={changes.dirty} />
      {fromLead && <input type="hidden" name="leadId" value={fromLead.leadId} />}
      <TextField
        id="customer-name"
        name="name"
        label="Nome *"
        autoComplete="off"
        required
        maxLength={CUSTOMER_LIMITS.name}
        defaultValue={start?.name}
        errors={fieldErrors?.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField
          id="customer-phone"
          name="phone"
          label="Telefone"
          autoComplete="off"
          defaultValue={start?.phone}
          errors={fieldErrors?.phone}
        />
        <TextField
          id="customer-email"
          name="email"
          type="email"
          label="E-mail"
          placeholder="cliente@exemplo.com"
          autoComplete="off"
          defaultValue={start?.email ?? ""}
          errors={fieldErrors?.email}
        />
      </div>
      <EmailRemindersConsent consented={Boolean(customer?.emailRemindersConsentedAt)} />
      <TextareaField
        id="customer-notes"
        name="notes"
        label="Observações"
        placeholder="Veículo, preferências, combinados…"
        rows={4}
        maxLength={CUSTOMER_LIMITS.notes}
        defaultValue={start?.notes ?? ""}
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
