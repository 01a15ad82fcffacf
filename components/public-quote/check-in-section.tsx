import { CheckInSummary, PhotoGrid, type ShownPhoto } from "@/components/jobs/check-in-summary";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getCheckIn, type CheckInView } from "@/lib/data/check-ins";
import { formatDateAtTime } from "@/lib/format";
import { checkInNoticeOfParam } from "@/lib/validation/check-in";
import { checkIn as m, checkInLink as t } from "@/lib/messages/check-in";
import { shortCode } from "@/lib/quotes/snapshot";
import { CHECK_IN_LIMITS } from "@/lib/validation/check-in";

/**
 * 'Confira a entrada do seu veículo' on the customer's link: the check-in exactly as it would be
 * acknowledged (km, fuel, complaint, checklist, notes, photos), and a plain HTML form (no script)
 * posting his typed name with the hash of what this page shows to ./entrada. Once acknowledged,
 * the record instead. `notice`: what the route said after a post (`?entrada=`).
 */
export function CheckInLinkSection({ view, path, notice }: { view: CheckInView; path: string; notice?: unknown }) {
  const { checkIn, seal } = view;
  if (!checkIn || !seal) return null;
  const photos: ShownPhoto[] = view.photos
    .filter((photo) => photo.kind === "check_in")
    .map((photo, index) => ({ id: photo.id, src: `${path}/fotos/${photo.id}`, alt: m.photoAlt(index + 1) }));
  const acknowledgement = checkIn.acknowledgement;
  const said = checkInNoticeOfParam(notice);

  return (
    <section id="entrada" aria-labelledby="check-in-link-heading" className="grid scroll-mt-4 gap-4" data-testid="check-in-link">
      <div className="grid gap-1">
        <h2 id="check-in-link-heading" className="text-lg font-semibold">
          {t.heading}
        </h2>
        {!acknowledgement && <p className="text-sm text-muted-foreground">{t.description}</p>}
      </div>
      {said && (
        <p role={said === "acknowledged" ? "status" : "alert"} className="rounded-lg border bg-card p-3 text-sm font-medium">
          {t.notices[said]}
        </p>
      )}
      <Card>
        <CardContent className="grid gap-4">
          <CheckInSummary checkIn={checkIn} photos={photos} />
          {acknowledgement ? (
            <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="check-in-link-acknowledged">
              <p className="font-medium">{t.done(acknowledgement.customerName, formatDateAtTime(acknowledgement.acknowledgedAt))}</p>
              <p className="text-muted-foreground">{m.code(shortCode(acknowledgement.sha256))}</p>
            </div>
          ) : (
            <form method="post" action={`${path}/entrada`} className="grid gap-3" aria-labelledby="check-in-link-heading">
              <input type="hidden" name="hash" value={seal.sha256} />
              <div className="grid gap-2">
                <Label htmlFor="check-in-link-name">{t.name}</Label>
                <Input
                  id="check-in-link-name"
                  name="name"
                  required
                  pattern=".*\S.*"
                  maxLength={CHECK_IN_LIMITS.name}
                  autoComplete="name"
                  className="h-11"
                />
              </div>
              <Button type="submit" className="h-11 w-full sm:w-fit">
                {t.confirm}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** 'Fotos da troca' on the link: each part line's photos (the old part, the new one's box), by part. */
export function PartPhotosLinkSection({ view, path }: { view: CheckInView; path: string }) {
  const byPart = new Map<string, ShownPhoto[]>();
  for (const photo of view.photos) {
    if (photo.kind !== "part" || !photo.partDescription) continue;
    const list = byPart.get(photo.partDescription) ?? [];
    list.push({ id: photo.id, src: `${path}/fotos/${photo.id}`, alt: m.partPhotoAlt(photo.partDescription, list.length + 1) });
    byPart.set(photo.partDescription, list);
  }
  if (byPart.size === 0) return null;
  return (
    <section aria-labelledby="part-photos-link-heading" className="grid gap-4" data-testid="part-photos-link">
      <h2 id="part-photos-link-heading" className="text-lg font-semibold">
        {t.partPhotos}
      </h2>
      {[...byPart].map(([part, photos]) => (
        <div key={part} className="grid gap-2">
          <h3 className="font-medium break-words">{part}</h3>
          <PhotoGrid photos={photos} />
        </div>
      ))}
    </section>
  );
}

/**
 * Both sections for the link's page, with their own read (keyed by the link's shop and quote):
 * a failure leaves the quote on screen without them.
 */
export async function CheckInOnLink({
  shopId,
  quoteId,
  path,
  notice,
}: {
  shopId: string;
  quoteId: string;
  path: string;
  notice?: unknown;
}) {
  const view = await getCheckIn(shopId, quoteId).catch((error: unknown) => {
    console.error("leitura da entrada do veículo no link falhou", { shopId, quoteId }, error);
    return undefined;
  });
  if (!view) return null;
  return (
    <>
      <PartPhotosLinkSection view={view} path={path} />
      <CheckInLinkSection view={view} path={path} notice={notice} />
    </>
  );
}
