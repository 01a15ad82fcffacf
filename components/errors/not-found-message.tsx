import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { errorPages } from "@/lib/messages/error-pages";

/**
 * What a missing page says, wherever it is shown: the title and a line in Portuguese, and one way back.
 */
export function NotFoundMessage({ backHref, backLabel }: { backHref: Route; backLabel: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{errorPages.notFound}</h1>
      <p className="text-muted-foreground">{errorPages.notFoundDetail}</p>
      <Button asChild>
        <Link href={backHref}>{backLabel}</Link>
      </Button>
    </div>
  );
}
