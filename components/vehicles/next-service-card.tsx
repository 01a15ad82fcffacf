import { Link } from "@/components/ui/link";
import { DeleteServiceDueButton, ServiceDueDialog } from "@/components/vehicles/service-due-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ServiceDue } from "@/lib/data/service-dues";
import { nextService as m } from "@/lib/messages/next-service";
import { dueWhenText } from "@/lib/service-dues/due-when";
import { quotePath } from "@/lib/routes";

type Props = {
  vehicleId: string;
  dues: ServiceDue[];
  /** The catalogue's service names, offered in the service field. */
  catalogue: string[];
};

/**
 * 'Próxima revisão' on the vehicle's page: each service the car is due again, whichever of its date
 * and km comes first by the car's pace (lib/service-dues/due-when.ts), the job that set it; editable, deletable after
 * a confirmation, and 'Adicionar' one by hand.
 */
export function NextServiceCard({ vehicleId, dues, catalogue }: Props) {
  return (
    <Card aria-labelledby="next-service-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="next-service-heading">{m.heading}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {dues.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ul className="grid gap-3" aria-label={m.heading}>
            {dues.map((due) => (
              <li key={due.id} className="flex items-start gap-3 rounded-lg border p-3">
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="font-medium break-words">{due.serviceName}</p>
                  <p className="text-sm">{dueWhenText(due)}</p>
                  <p className="text-sm text-muted-foreground">
                    {due.source ? (
                      <Link href={quotePath(due.source.id)} className="text-primary underline-offset-4 hover:underline">
                        {m.fromJob(due.source.number)}
                      </Link>
                    ) : (
                      m.byHand
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <ServiceDueDialog mode="edit" due={due} catalogue={catalogue} />
                  <DeleteServiceDueButton due={due} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <ServiceDueDialog mode="add" vehicleId={vehicleId} catalogue={catalogue} />
      </CardContent>
    </Card>
  );
}
