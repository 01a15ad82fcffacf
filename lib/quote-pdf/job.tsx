import { Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDay } from "@/lib/calendar";
import type { JobDocument } from "@/lib/data/job-document";
import { formatDate, formatDateAtTime, formatKm } from "@/lib/format";
import { isChecklistItem } from "@/lib/jobs/checklist";
import { messages } from "@/lib/messages";
import { quoteStatusOf } from "@/lib/quote-status";
import { Field } from "@/lib/quote-pdf/header";
import type { PdfPhoto } from "@/lib/quote-pdf/job-photos";
import { colors, styles } from "@/lib/quote-pdf/styles";
import { shortCode } from "@/lib/quotes/snapshot";

const t = messages.jobDocument;

const own = StyleSheet.create({
  stage: { marginTop: 10, flexDirection: "row", gap: 4, fontSize: 10 },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: 6, marginTop: 6 },
  photo: { width: 120 },
  // 4:3, the phone's own: a portrait photo is letterboxed, not cropped (a scratch at the edge stays).
  photoImage: { width: 120, height: 90, objectFit: "contain", backgroundColor: colors.band },
  caption: { fontSize: 7, color: colors.muted, marginTop: 1 },
  acknowledgement: { marginTop: 8, padding: 6, borderWidth: 1, borderColor: colors.accent, borderRadius: 3, gap: 2 },
  warranty: { marginTop: 6, fontSize: 11, fontWeight: 700, color: colors.accent },
});

/** The job's stage and since when: the first line under the parties. */
export function JobPdfStage({ job }: { job: JobDocument }) {
  return (
    <View style={own.stage}>
      <Text style={styles.label}>{`${t.stage}:`}</Text>
      <Text style={styles.strong}>{t.stageSince(quoteStatusOf(job.status).label, formatDate(job.stageChangedAt))}</Text>
    </View>
  );
}

function Photos({ photos }: { photos: readonly PdfPhoto[] }) {
  return (
    <View style={own.photos}>
      {photos.map((photo, index) => (
        <View key={index} style={own.photo} wrap={false}>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an <img>: it has no alt. */}
          <Image style={own.photoImage} src={photo.data} />
          {photo.caption && <Text style={own.caption}>{photo.caption}</Text>}
        </View>
      ))}
    </View>
  );
}

/**
 * 'Entrada do veículo': km, fuel, the customer's complaint, the checklist's problems, the photos
 * (thumbnails), and the customer's acknowledgement with its record (who, when, how, the code of
 * what was shown). Nothing without a check-in.
 */
export function JobPdfCheckIn({ job, photos }: { job: JobDocument; photos: readonly PdfPhoto[] }) {
  const { checkIn, acknowledgement } = job;
  if (!checkIn) return null;
  const problems = checkIn.checklist
    .filter((entry) => entry.state === "problem")
    .map((entry) => t.problem(isChecklistItem(entry.item) ? messages.checkIn.checklistItems[entry.item] : entry.item, entry.note));
  const checkInPhotos = photos.filter((photo) => photo.kind === "check_in");
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {t.checkInHeading}
      </Text>
      <Field label={t.km} value={checkIn.km === null ? null : formatKm(checkIn.km)} />
      <Field label={t.fuel} value={checkIn.fuelEighths === null ? null : t.fuelEighths(checkIn.fuelEighths)} />
      <Field label={t.complaint} value={checkIn.complaint} />
      <Field label={t.problems} value={problems.join("; ")} />
      <Field label={t.notes} value={checkIn.notes} />
      <Field label={t.recordedBy} value={checkIn.recordedBy} />
      {checkInPhotos.length > 0 && (
        <>
          <Text style={[styles.label, { marginTop: 6 }]}>{t.photos}</Text>
          <Photos photos={checkInPhotos} />
        </>
      )}
      {acknowledgement ? (
        <View style={own.acknowledgement} wrap={false}>
          <Text style={styles.strong}>{t.acknowledgement}</Text>
          <Text>
            {t.acknowledgedBy(
              acknowledgement.customerName,
              formatDateAtTime(acknowledgement.acknowledgedAt),
              acknowledgement.channel === "in_person" && acknowledgement.takenBy
                ? `${t.channels.in_person}, ${t.takenBy(acknowledgement.takenBy)}`
                : t.channels[acknowledgement.channel],
            )}
          </Text>
          <Field label={t.code} value={shortCode(acknowledgement.sha256)} />
        </View>
      ) : (
        <Text style={[styles.label, { marginTop: 6 }]}>{t.notAcknowledged}</Text>
      )}
    </View>
  );
}

/** 'Prova da troca': the parts' photos, each under its part's description. */
export function JobPdfPartPhotos({ photos }: { photos: readonly PdfPhoto[] }) {
  const partPhotos = photos.filter((photo) => photo.kind === "part");
  if (partPhotos.length === 0) return null;
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle} minPresenceAhead={100}>
        {t.partPhotos}
      </Text>
      <Photos photos={partPhotos} />
    </View>
  );
}

/** 'Entrega': when, the km, what became of the replaced parts, and the warranty's last day. */
export function JobPdfDelivery({ job }: { job: JobDocument }) {
  const { delivery } = job;
  if (!delivery) return null;
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{t.deliveryHeading}</Text>
      <Field label={t.deliveredAt} value={formatDateAtTime(delivery.deliveredAt)} />
      <Field label={t.deliveryKm} value={delivery.km === null ? null : formatKm(delivery.km)} />
      <Field label={t.replacedParts} value={t.replacedPartsOutcomes[delivery.replacedParts]} />
      <Field label={t.notes} value={delivery.notes} />
      <Text style={own.warranty}>{t.warrantyUntil(formatDay(delivery.warrantyUntil))}</Text>
      <Text style={styles.label}>{t.warrantyTerm(delivery.warrantyDays)}</Text>
    </View>
  );
}

/**
 * Whether the quote has become the job's document ('Ordem de Serviço'): approved on the link, or
 * moved to a stage after the approval.
 */
export function isJobDocument(job: Pick<JobDocument, "status" | "approvedVersion"> | undefined): job is JobDocument {
  return job !== undefined && (job.approvedVersion !== null || ["approved", "in_progress", "ready", "delivered"].includes(job.status));
}
