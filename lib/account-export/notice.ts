import { accountExport } from "@/lib/messages/account";

/** The account page's `?exportacao=` after the download route refused: a word of ours, never text. */
export const EXPORT_NOTICE_PARAM = "exportacao";

export const EXPORT_NOTICES = { limite: accountExport.rateLimited, erro: accountExport.failed } as const;

export type ExportNotice = keyof typeof EXPORT_NOTICES;

/** The message for a `?exportacao=` value, or null for anything we did not write. */
export function exportNoticeMessage(value: string | null | undefined) {
  return value && Object.hasOwn(EXPORT_NOTICES, value) ? EXPORT_NOTICES[value as ExportNotice] : null;
}
