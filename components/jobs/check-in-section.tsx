import { Link } from "@/components/ui/link";
import { CheckInSummary, PhotoGrid, type ShownPhoto } from "@/components/jobs/check-in-summary";
import { InPersonAckForm } from "@/components/jobs/in-person-ack-form";
import { PhotoUploader } from "@/components/jobs/photo-uploader";
import { DeleteButton } from "@/components/lists/delete-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Pencil } from "@/components/ui/icons";
import { deleteJobPhotoAction } from "@/lib/actions/check-ins";
import { getCheckIn } from "@/lib/data/check-ins";
import type { JobPhoto } from "@/lib/data/job-photos";
import { formatDateAtTime } from "@/lib/format";
import { load } from "@/lib/load";
import { checkIn as m } from "@/lib/messages/check-in";
import { reasons } from "@/lib/messages/validation";
import { shortCode } from "@/lib/quotes/snapshot";
import type { QuoteItem } from "@/lib/quotes/types";
import { checkInPath, jobPhotoPath, jobPhotosPath } from "@/lib/routes";

const shown = (quoteId: string, photos: JobPhoto[], alt: (n: number) => string): ShownPhoto[] =>
  photos.map((photo, index) => ({ id: photo.id, src: jobPhotoPath(quoteId, photo.id), alt: alt(index + 1) }));

function deleteButton(photo: ShownPhoto) {
  return (
    <DeleteButton
      label={`${m.deletePhoto}: ${photo.alt}`}
      title={m.deletePhotoTitle}
      description={m.deletePhotoDescription}
      action={deleteJobPhotoAction}
      recordId={photo.id}
      failureMessage={m.photoDeleteError + reasons.tryAgain}
      className="h-11 w-full"
    />
  );
}

/**
 * 'Entrada do veículo' on the quote's page: the check-in as recorded, its photos (taken here, one
 * by one with progress), 'Cliente conferiu aqui', and once acknowledged the record of it, locked.
 * With an approved quote, 'Prova da troca': photos under each part line. Its reads are its own.
 */
export async function CheckInSection({
  shopId,
  quote,
}: {
  shopId: string;
  quote: { id: string; items: QuoteItem[]; approvedVersion: number | null; status: string };
}) {
  const read = await load("leitura da entrada do veículo", shopId, () => getCheckIn(shopId, quote.id));
  if (read.failed || !read.value) return null;
  const { checkIn, photos, seal } = read.value;
  const acknowledgement = checkIn?.acknowledgement ?? null;
  const checkInPhotos = shown(
    quote.id,
    photos.filter((photo) => photo.kind === "check_in"),
    m.photoAlt,
  );
  const parts = [...new Set(quote.items.filter((item) => item.kind === "part").map((item) => item.description))];
  const approved = quote.approvedVersion !== null && ["approved", "in_progress", "ready", "delivered"].includes(quote.status);

  return (
    <>
      <Card data-testid="check-in-section">
        <CardHeader>
          <CardTitle>
            <h2 id="check-in-heading">{m.heading}</h2>
          </CardTitle>
          {!checkIn && <CardDescription>{m.none}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          {checkIn && <CheckInSummary checkIn={checkIn} photos={[]} />}
          <PhotoGrid photos={checkInPhotos} actions={acknowledgement ? undefined : deleteButton} />
          {acknowledgement ? (
            <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="check-in-acknowledgement">
              <p className="font-medium">
                {m.acknowledged(
                  acknowledgement.customerName,
                  formatDateAtTime(acknowledgement.acknowledgedAt),
                  acknowledgement.channel,
                  acknowledgement.takenBy,
                )}
              </p>
              <p className="text-muted-foreground">{m.code(shortCode(acknowledgement.sha256))}</p>
              <p className="text-muted-foreground">{m.locked}</p>
            </div>
          ) : (
            <>
              <PhotoUploader uploadUrl={jobPhotosPath(quote.id)} label={m.addPhotos} testId="check-in-photos" />
              <Button asChild variant="outline" className="h-11 w-full sm:w-fit">
                <Link href={checkInPath(quote.id)}>
                  <Pencil aria-hidden="true" /> {checkIn ? m.edit : m.record}
                </Link>
              </Button>
              {seal && <InPersonAckForm quoteId={quote.id} sha256={seal.sha256} />}
            </>
          )}
        </CardContent>
      </Card>

      {approved && parts.length > 0 && (
        <Card data-testid="part-photos-section">
          <CardHeader>
            <CardTitle>
              <h2>{m.partsHeading}</h2>
            </CardTitle>
            <CardDescription>{m.partsDescription}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {parts.map((part) => (
              <section key={part} className="grid gap-3" aria-label={m.partPhotos(part)}>
                <h3 className="font-medium break-words">{part}</h3>
                <PhotoGrid
                  photos={shown(
                    quote.id,
                    photos.filter((photo) => photo.kind === "part" && photo.partDescription === part),
                    (n) => m.partPhotoAlt(part, n),
                  )}
                  actions={deleteButton}
                />
                <PhotoUploader uploadUrl={`${jobPhotosPath(quote.id)}?peca=${encodeURIComponent(part)}`} label={m.addPartPhotos(part)} />
              </section>
            ))}
          </CardContent>
        </Card>
      )}
    </>
  );
}
