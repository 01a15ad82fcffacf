"use client";

import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { VersionField } from "@/components/forms/version-field";
import { DeleteButton } from "@/components/lists/delete-button";
import { Button } from "@/components/ui/button";
import { Pencil, Plus } from "@/components/ui/icons";
import { addServiceDueAction, deleteServiceDueAction, updateServiceDueAction } from "@/lib/actions/service-dues";
import { nextService as m } from "@/lib/messages/next-service";
import { reasons } from "@/lib/messages/validation";
import { kmText } from "@/lib/service-dues/intervals";
import { SERVICE_DUE_NAME_MAX } from "@/lib/validation/service-due";

/** A due as the dialog edits it. */
export type EditableDue = { id: string; serviceName: string; dueOn: string | null; dueKm: number | null; version: number };

type Props = { mode: "add"; vehicleId: string; catalogue: string[] } | { mode: "edit"; due: EditableDue; catalogue: string[] };

/**
 * 'Adicionar' or 'Editar' a vehicle's next due: the service (typed, or picked from the catalogue's
 * names in the list the field offers), the day and the km (text, read the Brazilian way: "60.000").
 * An edit sends the version it loaded, so a due changed elsewhere is refused, not overwritten.
 */
export function ServiceDueDialog(props: Props) {
  const due = props.mode === "edit" ? props.due : undefined;
  const action = due
    ? updateServiceDueAction.bind(null, due.id)
    : addServiceDueAction.bind(null, props.mode === "add" ? props.vehicleId : "");
  const prefix = due ? `due-${due.id}` : "due-new";
  const catalogueId = `${prefix}-catalogue`;

  return (
    <ActionFormDialog
      action={action}
      unreachable={(due ? m.updateError : m.addError) + reasons.tryAgain}
      resetOnSuccess={!due}
      trigger={
        due ? (
          <Button type="button" variant="ghost" size="icon" className="size-11 sm:size-10" aria-label={m.edit(due.serviceName)}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : (
          <Button type="button" variant="outline" className="h-11 w-full sm:h-10 sm:w-fit">
            <Plus aria-hidden="true" /> {m.add}
          </Button>
        )
      }
      title={due ? m.editTitle : m.addTitle}
      description={m.description}
      cancelLabel={m.cancel}
      submitLabel={m.save}
      pendingLabel={m.saving}
    >
      {({ fieldErrors }) => (
        <>
          {due && <VersionField version={due.version} />}
          <TextField
            id={`${prefix}-service`}
            name="serviceName"
            label={m.serviceLabel}
            hint={props.catalogue.length > 0 ? m.serviceHint : undefined}
            list={props.catalogue.length > 0 ? catalogueId : undefined}
            autoComplete="off"
            maxLength={SERVICE_DUE_NAME_MAX}
            defaultValue={due?.serviceName ?? ""}
            errors={fieldErrors?.serviceName}
            className="h-11 sm:h-10"
          />
          {props.catalogue.length > 0 && (
            <datalist id={catalogueId}>
              {props.catalogue.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          )}
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id={`${prefix}-on`}
              name="dueOn"
              type="date"
              label={m.dueOnLabel}
              defaultValue={due?.dueOn ?? ""}
              errors={fieldErrors?.dueOn}
              className="h-11 sm:h-10"
            />
            <TextField
              id={`${prefix}-km`}
              name="dueKm"
              label={m.dueKmLabel}
              inputMode="numeric"
              autoComplete="off"
              placeholder={m.dueKmPlaceholder}
              maxLength={12}
              defaultValue={due?.dueKm == null ? "" : kmText(due.dueKm)}
              errors={fieldErrors?.dueKm}
              className="h-11 sm:h-10"
            />
          </div>
        </>
      )}
    </ActionFormDialog>
  );
}

/** 'Excluir' a due, after the confirmation; sends the version the page loaded. */
export function DeleteServiceDueButton({ due }: { due: EditableDue }) {
  return (
    <DeleteButton
      label={m.remove(due.serviceName)}
      title={m.removeTitle}
      description={m.removeDescription(due.serviceName)}
      action={(id) => deleteServiceDueAction(id, String(due.version))}
      recordId={due.id}
      failureMessage={m.deleteError + reasons.tryAgain}
      className="size-11 sm:size-10"
    />
  );
}
