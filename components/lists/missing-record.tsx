import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ArrowLeft, SearchX } from "@/components/ui/icons";

/**
 * What a page shows for a record this shop does not have, whether it never existed, was deleted
 * or is another shop's: the same words in every case, and a way back.
 */
export function MissingRecord({ title, backHref, backLabel }: { title: string; backHref: Route; backLabel: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <Button asChild variant="outline">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" /> {backLabel}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
