"use client";

import { createSupplierAction, updateSupplierAction } from "@/lib/actions/suppliers";
import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { useFormChanges } from "@/components/forms/use-form-changes";
import { VersionField } from "@/components/forms/version-field";
import { TagsField } from "@/components/suppliers/tags-field";
import { suppliers } from "@/lib/messages/suppliers";
import { reasons } from "@/lib/messages/validation";
import { SUPPLIER_FIELDS, SUPPLIER_LIMITS } from "@/lib/validation/supplier";

type Props = {
  /** The supplier being edited; none for a new one. */
  supplier?: {
    id: string;
    name: string;
    phone: string | null;
    email: string | null;
    tags: string[];
    notes: string | null;
    version: number;
  };
};

const m = suppliers.form;

export function SupplierForm({ supplier }: Props) {
  const changes = useFormChanges(SUPPLIER_FIELDS);
  const { formProps, fieldErrors } = useActionForm(supplier ? updateSupplierAction.bind(null, supplier.id) : createSupplierAction, {
    unreachable: (supplier ? suppliers.updateError : suppliers.createError) + reasons.tryAgain,
    // Saved: the page moves on, and must not ask first.
    onSuccess: changes.saved,
  });

  return (
    <form {...formProps} {...changes.formProps} className="grid gap-5" aria-label={supplier ? m.editLabel : m.newLabel}>
      {supplier && <VersionField version={supplier.version} />}
      <UnsavedChangesDialog dirty={changes.dirty} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="supplier-name"
          name="name"
          label={m.name}
          autoComplete="off"
          required
          maxLength={SUPPLIER_LIMITS.name}
          defaultValue={supplier?.name}
          errors={fieldErrors?.name}
        />
        <PhoneField
          id="supplier-phone"
          name="phone"
          label={m.whatsapp}
          hint={m.whatsappHint}
          autoComplete="off"
          defaultValue={supplier?.phone}
          errors={fieldErrors?.phone}
        />
      </div>
      <TextField
        id="supplier-email"
        name="email"
        type="email"
        inputMode="email"
        label={m.email}
        autoComplete="off"
        maxLength={254}
        defaultValue={supplier?.email ?? ""}
        errors={fieldErrors?.email}
      />
      <TagsField defaultValue={supplier?.tags.join(", ") ?? ""} errors={fieldErrors?.tags} />
      <TextareaField
        id="supplier-notes"
        name="notes"
        label={m.notes}
        placeholder={m.notesPlaceholder}
        rows={3}
        maxLength={SUPPLIER_LIMITS.notes}
        defaultValue={supplier?.notes ?? ""}
        errors={fieldErrors?.notes}
      />
      <div>
        <SubmitButton pendingLabel={m.saving} className="w-full sm:w-auto">
          {supplier ? m.save : m.create}
        </SubmitButton>
      </div>
    </form>
  );
}
