"use client";

import { useSearchParams } from "next/navigation";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { EXPORT_NOTICE_PARAM, exportNoticeMessage } from "@/lib/account-export/notice";

/**
 * Why the last download was refused: the route sends the browser back here with `?exportacao=`.
 * Read on the client so the account page needs no change to pass its search params along.
 */
export function ExportDataNotice() {
  const message = exportNoticeMessage(useSearchParams().get(EXPORT_NOTICE_PARAM));
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
