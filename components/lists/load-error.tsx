import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ArrowLeft, TriangleAlert } from "@/components/ui/icons";

/** A record's page offers the way back to its list (spec §8: "goes back to the list"); a list does not. */
type Props = { message: string } & ({ backHref: string; backLabel: string } | { backHref?: never; backLabel?: never });

/** A read that failed: the spec's 'Erro ao carregar …: ' and what to do. */
export function LoadError({ message, backHref, backLabel }: Props) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive" role="alert">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{message}</AlertTitle>
        <AlertDescription>Recarregue a página em alguns instantes.</AlertDescription>
      </Alert>
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
