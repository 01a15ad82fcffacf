import { messages } from "@/lib/messages";

/** The account page's `?exportacao=` after the download route refused: a word of ours, never text. */
export const EXPORT_NOTICE_PARAM = "exportacao";

export const EXPORT_NOTICES = { limite: messages.accountExport.rateLimited, erro: messages.accountExport.failed } as const;

export type ExportNotice = keyof typeof EXPORT_NOTICES;

/** The message for a `?exportacao=` value, or null for anything we did not write. */
export function exportNoticeMessage(value: string | null | undefined) {
  return value && Object.hasOwn(EXPORT_NOTICES, value) ? EXPORT_NOTICES[value as ExportNotice] : null;
}
