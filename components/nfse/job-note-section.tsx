import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { CancelNoteDialog } from "@/components/nfse/cancel-note-dialog";
import { CheckNoteButton } from "@/components/nfse/check-note-button";
import { NoteRefresh } from "@/components/nfse/note-refresh";
import type { JobNote, JobNoteState } from "@/lib/data/nfse-issue-context";
import { formatDateAtTime } from "@/lib/format";
import { nfse as m } from "@/lib/messages/nfse";
import { groupAccessKey } from "@/lib/nfse/access-key";
import { quoteNfsePath } from "@/lib/routes";

/** The government's refusal as what the shop must fix, one line per code. */
export function refusalLines(errors: JobNote["errors"]): string[] {
  return (errors ?? []).map((error) => m.rejections[error.code] ?? m.unknownCode(error.code, error.message));
}

/**
 * The job's 'Nota fiscal (NFS-e)': 'Emitir NFS-e' once the car is delivered (or the job paid), then
 * the note's state as the queue moves it ('Enviando…', 'Emitida', the refusal in words), its key,
 * its downloads, and 'Cancelar NFS-e'. Shown to every role that sees the job; only the roles that
 * issue notes get its buttons (each action checks it again).
 */
export function JobNoteSection({
  state,
  quoteId,
  canIssue,
  downloads,
}: {
  /** The job's note and stage (getJobNoteState); null when it could not be read. */
  state: JobNoteState | null;
  quoteId: string;
  canIssue: boolean;
  /** The XML and DANFSe links of an issued note (components/nfse/note-downloads.tsx). */
  downloads?: (note: JobNote) => React.ReactNode;
}) {
  if (!state) return null;
  const { note, status, paid } = state;
  const eligible = status === "delivered" || (paid && ["approved", "in_progress", "ready"].includes(status));
  if (!note && (!eligible || !canIssue)) return null;

  const issueAgain = canIssue && eligible && (!note || note.status === "rejected" || note.status === "cancelled");
  return (
    <section aria-labelledby="nfse-heading" className="grid gap-3 rounded-lg border p-4" data-testid="job-note">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nfse-heading" className="text-lg font-semibold">
          {m.heading}
        </h2>
        {note && (
          <Badge variant={note.status === "issued" || note.status === "recorded" ? "success" : "outline"}>{m.statuses[note.status]}</Badge>
        )}
      </div>
      {note && <NoteState note={note} canIssue={canIssue} quoteId={quoteId} downloads={downloads} />}
      {issueAgain && (
        <Button asChild className="h-11 w-full sm:h-10 sm:w-fit">
          <Link href={quoteNfsePath(quoteId)}>{note?.status === "rejected" ? m.fixAndRetry : m.issue}</Link>
        </Button>
      )}
    </section>
  );
}

function NoteState({
  note,
  canIssue,
  quoteId,
  downloads,
}: {
  note: JobNote;
  canIssue: boolean;
  quoteId: string;
  downloads?: (note: JobNote) => React.ReactNode;
}) {
  const waiting = note.status === "sending" || note.status === "cancelling";
  const late = waiting && (note.attempts > 1 || note.quiet);
  const refusals = refusalLines(note.errors);
  return (
    <div className="grid gap-2 text-sm">
      {note.environment === "restricted" && <p className="text-muted-foreground">{m.restricted}</p>}
      {waiting && (
        <p role="status">
          {late ? m.stillSending : m.sendingDetail}
          <NoteRefresh />
        </p>
      )}
      {late && canIssue && <CheckNoteButton quoteId={quoteId} />}
      {(note.status === "issued" || note.status === "cancelling" || note.status === "cancelled") && note.issuedAt && (
        <p>{m.issuedLine(note.nfseNumber, formatDateAtTime(note.issuedAt))}</p>
      )}
      {note.status === "recorded" && note.nfseNumber && <p>{m.recordedLine(note.nfseNumber)}</p>}
      {note.status === "cancelled" && note.cancelledAt && (
        <p className="font-medium text-destructive">
          {m.cancelledLine(formatDateAtTime(note.cancelledAt))}
          {note.cancelReason ? ` (${note.cancelReason})` : ""}
        </p>
      )}
      {note.accessKey && (
        <p>
          <span className="text-muted-foreground">{m.accessKey}: </span>
          <span className="font-mono break-all" data-testid="nfse-access-key">
            {groupAccessKey(note.accessKey)}
          </span>
        </p>
      )}
      {note.status === "rejected" && <p className="font-medium text-destructive">{m.rejectedLine}</p>}
      {refusals.length > 0 && (
        <div role={note.status === "rejected" ? "alert" : undefined} className="grid gap-1">
          {note.status === "issued" && <p>{m.cancelRefused}</p>}
          <ul className="list-disc pl-5">
            {refusals.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {(note.status === "issued" || note.status === "cancelled") && downloads?.(note)}
      {note.status === "issued" && canIssue && (
        <div>
          <CancelNoteDialog quoteId={quoteId} />
        </div>
      )}
    </div>
  );
}
