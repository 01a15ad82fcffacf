"use client";

import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { unsavedChanges as m } from "@/lib/messages/overview";

/**
 * Rendered beside a form, with `dirty` true while it holds changes not saved yet: a link to another page
 * and the Back gesture ask first ('Sair sem salvar?'), and closing the tab gets the browser's question.
 * A form that keeps a draft on the phone says so (`keepsDraft`): Back then goes without asking, and
 * the draft is offered when the page opens again. The focus starts on 'Continuar editando', so Enter
 * or Esc keep what was typed.
 */
export function UnsavedChangesDialog({ dirty, keepsDraft = false }: { dirty: boolean; keepsDraft?: boolean }) {
  const { leavingTo, stay, leave } = useUnsavedChanges(dirty, !keepsDraft);
  return (
    <AlertDialog open={leavingTo !== null} onOpenChange={(open) => !open && stay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.title}</AlertDialogTitle>
          <AlertDialogDescription>{m.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.stay}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void leave()}>{m.leave}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
