import { JobAssignmentForm } from "@/components/jobs/job-assignment-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { JobPeople } from "@/lib/data/job-people";
import { jobPeople as m } from "@/lib/messages/job-people";

/**
 * 'Responsável' on the job page: who does the job. The front desk and the owner choose (the
 * server checks it again); anyone else reads it.
 */
export function JobAssignment({ quoteId, people, canAssign }: { quoteId: string; people: JobPeople; canAssign: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p data-testid="job-assigned">{people.assignedName ? m.assigned(people.assignedName) : m.unassigned}</p>
        {canAssign && <JobAssignmentForm quoteId={quoteId} assignedTo={people.assignedTo} team={people.team} />}
      </CardContent>
    </Card>
  );
}
