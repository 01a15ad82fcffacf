"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action";
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
import { ImageIcon, Trash2, Upload } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/actions/result";
import { logo } from "@/lib/messages/profile";
import { checkImageSelection, IMAGE_ACCEPT } from "@/lib/uploads/rules";
import { cn } from "@/lib/utils";

/** The words of one uploader, in the product's terms ('logo', 'imagem'). */
export type ImageUploaderTexts = {
  legend: string;
  /** Alt text of the current image, and the label of the empty placeholder. */
  currentAlt: string;
  emptyLabel: string;
  upload: string;
  replace: string;
  remove: string;
  confirmRemove: string;
  confirmRemoveDetail: string;
  hint: string;
  /** Shown when the call itself fails (network, server down). */
  uploadFailed: string;
  removeFailed: string;
};

type Props = {
  /** The file input's id; the hint is `${id}-hint`. */
  id: string;
  imageUrl: string | null;
  /** The form field the upload action reads the file from. */
  fieldName: string;
  uploadAction: (formData: FormData) => Promise<ActionResult>;
  removeAction: () => Promise<ActionResult>;
  texts: ImageUploaderTexts;
  shape?: "square" | "round";
};

/**
 * Upload, replace and remove one stored image (the shop's logo, the assistant's image). A chosen
 * file is checked here for quick feedback, then sent at once; the server checks it again from its
 * bytes. The new image reaches the page through the action's revalidation.
 */
export function ImageUploader({ id, imageUrl, fieldName, uploadAction, removeAction, texts, shape = "square" }: Props) {
  const [uploading, sendFile] = useActionCall(uploadAction, texts.uploadFailed);
  const [removing, remove] = useActionCall(removeAction, texts.removeFailed);
  const busy = uploading || removing;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);

  function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Nothing chosen (the picker was cancelled, or this file was already sent): nothing to say.
    if (!file) return;
    // Cleared at once so choosing the same file again still fires a change.
    input.value = "";
    const problem = checkImageSelection(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const data = new FormData();
    data.set(fieldName, file);
    sendFile(data);
  }

  // A file picked while the page was still loading its script fired a change nobody heard: the
  // browser kept it in the input, so send it now rather than drop the user's choice in silence.
  useEffect(() => {
    if (inputRef.current?.files?.length) upload(inputRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const frame = shape === "round" ? "rounded-full" : "rounded-lg";
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">{texts.legend}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className={cn("flex size-24 shrink-0 items-center justify-center overflow-hidden border bg-muted", frame)}>
          {imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by /api/uploads with its own headers
            <img src={imageUrl} alt={texts.currentAlt} className={cn("size-full", shape === "round" ? "object-cover" : "object-contain")} />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-label={texts.emptyLabel} />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* The real input stays focusable (sr-only, not hidden); its label is the visible button. */}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            disabled={busy}
            ref={inputRef}
            onChange={(event) => upload(event.currentTarget)}
            aria-describedby={hintId}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50",
            )}
          >
            {uploading ? <Spinner label="" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {imageUrl ? texts.replace : texts.upload}
          </label>
          {imageUrl && (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="ghost" disabled={busy} className="text-destructive hover:text-destructive">
                  {removing ? <Spinner label="" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                  {texts.remove}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{texts.confirmRemove}</AlertDialogTitle>
                  <AlertDialogDescription>{texts.confirmRemoveDetail}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancelar</AlertDialogCancel>
                  <AlertDialogAction onClick={() => remove()}>Remover</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {texts.hint}
      </p>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <Spinner label="" aria-hidden="true" />
          {logo.uploading}
        </p>
      )}
    </fieldset>
  );
}
