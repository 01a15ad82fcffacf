"use client";

import { ImageIcon, Trash2, Upload } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { removeLogoAction, uploadLogoAction } from "@/app/dashboard/profile/actions";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";
import { checkImageSelection, IMAGE_ACCEPT } from "@/lib/uploads/rules";
import { cn } from "@/lib/utils";

function report(result: ActionResult) {
  if (result.ok) toast.success(result.message);
  else toast.error(result.message);
}

/**
 * Upload, replace and remove the shop's logo. A chosen file is checked here for quick feedback,
 * then sent at once; the server checks it again from its bytes. The new logo reaches this
 * component (and the sidebar) through the page's revalidation.
 */
export function LogoUploader({ logoUrl }: { logoUrl: string | null }) {
  const [uploading, startUpload] = useTransition();
  const [removing, startRemoval] = useTransition();
  const busy = uploading || removing;

  function upload(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once so choosing the same file again still fires a change.
    input.value = "";
    const problem = checkImageSelection(file);
    if (problem || !file) {
      toast.error(problem ?? messages.logo.fileRequired);
      return;
    }
    const data = new FormData();
    data.set("logo", file);
    startUpload(async () => report(await callAction(() => uploadLogoAction(data), messages.logo.uploadError + messages.logo.tryAgain)));
  }

  function remove() {
    startRemoval(async () => report(await callAction(() => removeLogoAction(), messages.logo.removeError + messages.logo.tryAgain)));
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Logo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by /api/uploads with its own headers
            <img src={logoUrl} alt="Logo atual da oficina" className="size-full object-contain" />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-label="Nenhum logo enviado" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* The real input stays focusable (sr-only, not hidden); its label is the visible button. */}
          <input
            id="profile-logo"
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            disabled={busy}
            onChange={upload}
            aria-describedby="profile-logo-hint"
          />
          <label
            htmlFor="profile-logo"
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50",
            )}
          >
            {uploading ? <Spinner label="" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {logoUrl ? "Trocar logo" : "Enviar logo"}
          </label>
          {logoUrl && (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="ghost" disabled={busy} className="text-destructive hover:text-destructive">
                  {removing ? <Spinner label="" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                  Remover logo
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{messages.logo.confirmRemove}</AlertDialogTitle>
                  <AlertDialogDescription>O logo deixa de aparecer no painel e na página pública da oficina.</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancelar</AlertDialogCancel>
                  <AlertDialogAction onClick={remove}>Remover</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          )}
        </div>
      </div>
      <p id="profile-logo-hint" className="text-sm text-muted-foreground">
        JPG, PNG, GIF ou SVG, até 2MB. O logo é salvo assim que você escolhe o arquivo.
      </p>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <Spinner label="" aria-hidden="true" />
          {messages.logo.uploading}
        </p>
      )}
    </fieldset>
  );
}
