"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ImageIcon } from "@/components/ui/icons";
import { checkIn as m } from "@/lib/messages/check-in";
import { MAX_IMAGE_BYTES } from "@/lib/uploads/rules";

type Upload = { key: string; name: string; percent: number; state: "waiting" | "sending" | "done" | "failed"; message?: string };

/** One photo to the upload route as the raw body, reporting its upload progress. */
type Sent = { ok: boolean; message?: string; status?: number };

/**
 * Refusals that hold for every photo after this one (the check-in or the part is full, the plan's
 * storage is full, the hour's uploads are spent, the check-in was acknowledged, the session or plan
 * is gone): the rest of the batch is not sent, so the phone's data plan is not spent on them.
 */
const STOPS_THE_BATCH = new Set([401, 403, 409, 429]);

function send(url: string, file: File, onProgress: (percent: number) => void): Promise<Sent> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { ok?: boolean; message?: string } | null;
      resolve(
        request.status >= 200 && request.status < 300
          ? { ok: true }
          : { ok: false, status: request.status, message: body?.message ?? m.upload.failed },
      );
    };
    request.onerror = () => resolve({ ok: false, message: m.upload.failed });
    request.send(file);
  });
}

/**
 * Photos from the phone's camera (`capture`), several at a time, sent one after the other so a
 * weak connection carries one photo at a time, each with its progress bar; the page refreshes after
 * each one, so the photo shows as soon as it is stored. What the server refuses (not an image,
 * over 10 MB, the check-in already acknowledged, a cap or the storage reached) is said under the
 * button, per file; the photos stored before it stay. A refusal that holds for the rest of the batch
 * (STOPS_THE_BATCH) marks them not sent, with its reason, instead of sending them.
 */
export function PhotoUploader({ uploadUrl, label, testId }: { uploadUrl: string; label: string; testId?: string }) {
  const router = useRouter();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function sendChosen(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    // Cleared at once so choosing the same photo again still fires a change.
    input.value = "";
    if (files.length === 0 || busy.current) return;
    busy.current = true;
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}` }));
    setUploads(batch.map(({ file, key }) => ({ key, name: file.name, percent: 0, state: "waiting" })));
    let stored = 0;
    let stop: string | null = null;
    for (const { file, key } of batch) {
      if (stop) {
        update(key, { state: "failed", message: m.upload.notSent + stop });
        continue;
      }
      // Refused here too, so a 20 MB photo does not spend the customer's data plan for nothing.
      if (file.size > MAX_IMAGE_BYTES) {
        update(key, { state: "failed", message: m.upload.tooBig });
        continue;
      }
      update(key, { state: "sending" });
      const result = await send(uploadUrl, file, (percent) => update(key, { percent }));
      update(key, result.ok ? { state: "done", percent: 100 } : { state: "failed", message: result.message });
      if (result.ok) {
        stored += 1;
        router.refresh();
      } else if (result.status && STOPS_THE_BATCH.has(result.status)) {
        stop = result.message ?? m.upload.failed;
      }
    }
    busy.current = false;
    if (stored > 0) toast.success(m.uploadQueue(stored, batch.length));
  }

  // Photos picked while the page was still loading its script fired a change nobody heard: the
  // browser kept them in the input, so send them now rather than drop the mechanic's choice.
  useEffect(() => {
    if (inputRef.current?.files?.length) void sendChosen(inputRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const sending = uploads.some((upload) => upload.state === "sending" || upload.state === "waiting");
  return (
    <div className="grid gap-3" data-testid={testId}>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring sm:w-fit"
      >
        <ImageIcon className="size-4" aria-hidden="true" />
        {label}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          ref={inputRef}
          disabled={sending}
          onChange={(event) => void sendChosen(event.target)}
          className="sr-only"
        />
      </label>
      {uploads.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className="grid gap-1" data-state={upload.state}>
              {upload.state === "failed" ? (
                <span role="alert" className="text-destructive">
                  {m.uploadFailed(upload.name, upload.message ?? m.upload.failed)}
                </span>
              ) : (
                <>
                  <span>{upload.state === "done" ? `${upload.name}: ${m.uploaded}` : m.uploading(upload.name, upload.percent)}</span>
                  <progress
                    max={100}
                    value={upload.percent}
                    aria-label={m.uploading(upload.name, upload.percent)}
                    className="h-2 w-full accent-primary"
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
