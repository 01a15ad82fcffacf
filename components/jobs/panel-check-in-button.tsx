import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { ClipboardList } from "@/components/ui/icons";
import { checkIn } from "@/lib/messages/check-in";
import { newCheckInPath } from "@/lib/routes";

/** The Painel's 'Entrada do veículo': a car that arrived with no quote yet, found by its plate or owner. */
export function PanelCheckInButton() {
  return (
    <div className="grid gap-1">
      <Button asChild variant="outline" className="h-11 w-full sm:w-fit">
        <Link href={newCheckInPath()} data-testid="panel-check-in">
          <ClipboardList aria-hidden="true" /> {checkIn.startFromPanel}
        </Link>
      </Button>
      <p className="text-xs text-muted-foreground">{checkIn.startFromPanelHint}</p>
    </div>
  );
}
