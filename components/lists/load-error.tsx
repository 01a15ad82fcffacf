import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { LoadErrorToast, RetryButton } from "@/components/lists/load-error-client";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ArrowLeft, TriangleAlert } from "@/components/ui/icons";

/** A record's page offers the way back to its list; a list, or a page of its own, does not. */
type Back = { backHref: Route; backLabel: string } | { backHref?: never; backLabel?: never };

type Props = {
  /** The screen's 'Erro ao carregar …: ' with its reason, or its whole sentence. */
  message: string;
  /** Also a button that reads the page again from the server. */
  retry?: boolean;
  /** Also says it in a toast, kept to one by this id. */
  toastId?: string;
} & Back;

/**
 * A page's read that failed: what failed and what to do, shown under the page's own header (the
 * caller renders that), never a form or list filled with stand-in data.
 */
export function LoadError({ message, retry = false, toastId, backHref, backLabel }: Props) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive" role="alert">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{message}</AlertTitle>
        <AlertDescription>Recarregue a página em alguns instantes.</AlertDescription>
      </Alert>
      {toastId && <LoadErrorToast id={toastId} message={message} />}
      {retry && <RetryButton />}
      {backHref && (
        <Button asChild variant="outline" className="w-fit">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" /> {backLabel}
          </Link>
        </Button>
      )}
    </div>
  );
}
