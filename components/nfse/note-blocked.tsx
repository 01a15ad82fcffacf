import { Link } from "@/components/ui/link";
import { nfse as m } from "@/lib/messages/nfse";
import type { NoteBlocker } from "@/lib/nfse/issue-context";
import { profileDataPath, FISCAL_SETTINGS_PATH, quotePath } from "@/lib/routes";

const LINK = "inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline";

/** Why a job cannot get a note now, and where that is fixed. */
export function NoteBlocked({ blocker, isOwner, quoteId }: { blocker: NoteBlocker; isOwner: boolean; quoteId: string }) {
  const text = blocker === "noSettings" && !isOwner ? m.noSettingsAskOwner : m[blocker];
  return (
    <div role="status" className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <p>{text}</p>
      {blocker === "noSettings" && isOwner && (
        <Link href={FISCAL_SETTINGS_PATH} className={LINK}>
          {m.openSettings}
        </Link>
      )}
      {blocker === "noCnpj" && isOwner && (
        <Link href={profileDataPath} className={LINK}>
          {m.openSettings}
        </Link>
      )}
      {blocker === "alreadyHasNote" && (
        <Link href={quotePath(quoteId)} className={LINK}>
          {m.back}
        </Link>
      )}
    </div>
  );
}
