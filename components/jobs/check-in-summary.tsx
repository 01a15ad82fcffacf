import type { CheckInRecord } from "@/lib/data/check-ins";
import { fuelFraction, isChecklistItem } from "@/lib/jobs/checklist";
import { formatKm } from "@/lib/format";
import { checkIn as m } from "@/lib/messages/check-in";

export type ShownPhoto = { id: string; src: string; alt: string };

/**
 * What the check-in says, as the shop and the customer read it: km, fuel, complaint, the checklist
 * (problems first in red, with their notes), notes and the photos. The customer's link shows exactly
 * this, and acknowledges exactly what it shows (lib/jobs/check-in-snapshot.ts).
 */
export function CheckInSummary({ checkIn, photos }: { checkIn: Omit<CheckInRecord, "acknowledgement" | "id">; photos: ShownPhoto[] }) {
  return (
    <div className="grid gap-4 text-sm" data-testid="check-in-summary">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-muted-foreground">{m.km}</dt>
          <dd className="font-medium">{checkIn.km === null ? m.notInformed : formatKm(checkIn.km)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{m.fuel}</dt>
          <dd className="font-medium">{checkIn.fuelEighths === null ? m.fuelNotSet : fuelFraction(checkIn.fuelEighths)}</dd>
        </div>
        {checkIn.complaint && (
          <div className="col-span-2">
            <dt className="text-muted-foreground">{m.complaint}</dt>
            <dd className="break-words whitespace-pre-line">{checkIn.complaint}</dd>
          </div>
        )}
      </dl>
      {checkIn.checklist.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-medium">{m.checklistHeading}</h3>
          <ul className="grid gap-1">
            {checkIn.checklist.map((entry) => (
              <li key={entry.item} className="break-words">
                <span className={entry.state === "problem" ? "font-medium text-destructive" : undefined}>
                  {isChecklistItem(entry.item) ? m.checklistItems[entry.item] : entry.item}:{" "}
                  {entry.state === "ok" ? m.stateOk : m.stateProblem}
                </span>
                {entry.note && <span className="text-muted-foreground"> ({entry.note})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {checkIn.notes && (
        <div>
          <h3 className="font-medium">{m.notes}</h3>
          <p className="break-words whitespace-pre-line">{checkIn.notes}</p>
        </div>
      )}
      <PhotoGrid photos={photos} />
    </div>
  );
}

/** Thumbnails, each opening the full photo in a new tab. */
export function PhotoGrid({ photos, actions }: { photos: ShownPhoto[]; actions?: (photo: ShownPhoto) => React.ReactNode }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={m.photosHeading}>
      {photos.map((photo) => (
        <li key={photo.id} className="grid gap-1">
          <a
            href={photo.src}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- served by our own route, private: not for next/image's cache */}
            <img src={photo.src} alt={photo.alt} loading="lazy" className="aspect-square w-full object-cover" />
          </a>
          {actions?.(photo)}
        </li>
      ))}
    </ul>
  );
}
