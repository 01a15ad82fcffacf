import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { CheckInForm } from "@/components/jobs/check-in-form";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { Button } from "@/components/ui/button";
import { ArrowLeft } from "@/components/ui/icons";
import { getCheckIn } from "@/lib/data/check-ins";
import { formatKm } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { quotePath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Entrada do veículo" };

const m = messages.checkIn;

/**
 * 'Entrada do veículo' of a quote: a page rather than a dialog, since it is filled on a phone
 * standing next to the car. Saving goes back to the quote, where the photos are taken. Once the
 * customer acknowledged it, the form gives way to the quote's page, which shows the record.
 */
export default async function CheckInPage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("workOnCars");
  const { id } = await params;
  const read = await load("leitura da entrada do veículo", account.shopId, () => getCheckIn(account.shopId, id));
  if (read.failed)
    return (
      <LoadError message={messages.quotePage.loadError + messages.reasons.loadAgain} backHref={quotePath(id)} backLabel={m.backToQuote} />
    );
  if (!read.value) notFound();
  const { checkIn, vehicleKm } = read.value;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={quotePath(id)}>
          <ArrowLeft aria-hidden="true" /> {m.backToQuote}
        </Link>
      </Button>
      <PageHeader title={m.formTitle} description={m.formDescription} />
      {checkIn?.acknowledgement ? (
        <p role="status" className="rounded-lg border bg-muted/40 p-3 text-sm">
          {m.locked}
        </p>
      ) : (
        <CheckInForm
          quoteId={id}
          vehicleKm={vehicleKm === null ? null : formatKm(vehicleKm)}
          values={{
            version: checkIn?.version ?? 0,
            km: checkIn?.km ?? null,
            fuelEighths: checkIn?.fuelEighths ?? null,
            complaint: checkIn?.complaint ?? "",
            notes: checkIn?.notes ?? "",
            checklist: checkIn?.checklist ?? [],
          }}
        />
      )}
    </div>
  );
}
