"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { assignJobAction } from "@/lib/actions/job-people";
import type { Assignable } from "@/lib/data/job-people";
import { jobPeople as m } from "@/lib/messages/job-people";
import { reasons } from "@/lib/messages/validation";

/** 'Responsável': a select of the shop's people and 'Salvar'. */
export function JobAssignmentForm({ quoteId, assignedTo, team }: { quoteId: string; assignedTo: string | null; team: Assignable[] }) {
  const { formProps } = useActionForm(assignJobAction.bind(null, quoteId), { unreachable: m.error + reasons.tryAgain });
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor="job-assigned-to" className="text-sm font-medium">
          {m.label}
        </label>
        <select
          id="job-assigned-to"
          name="memberId"
          defaultValue={assignedTo ?? ""}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:h-10 sm:text-sm"
        >
          <option value="">{m.nobody}</option>
          {team.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton pendingLabel={m.saving} variant="outline" className="h-11 sm:h-10">
        {m.save}
      </SubmitButton>
    </form>
  );
}
