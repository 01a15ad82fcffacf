import "server-only";
import type { JobDocument } from "@/lib/data/job-document";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import { reencodeImage } from "@/lib/uploads/reencode";

/** A photo's long side in the PDF: a thumbnail a few centimetres wide, some 20 KB, not the stored 1600 px. */
export const PDF_PHOTO_SIDE = 360;

/** A job photo as the PDF draws it: the small JPEG, and what to write under it. */
export type PdfPhoto = { data: Buffer; kind: JobDocument["photos"][number]["kind"]; caption: string | null };

/**
 * The job's photos for the PDF, read through the storage driver (like the logo: never over HTTP)
 * and re-encoded small, one after another (a PDF is drawn in one of the process's few render
 * slots: its photos need not decode in parallel too). A photo missing from the storage, or that
 * is not an image any more, is left out: the document goes out without it, never not at all.
 */
export async function readPdfPhotos(photos: JobDocument["photos"], storage: ObjectStorage = getStorage()): Promise<PdfPhoto[]> {
  const read: PdfPhoto[] = [];
  for (const photo of photos) {
    let bytes: Uint8Array | null;
    try {
      bytes = await storage.get(photo.storageKey);
    } catch (error) {
      console.error("foto do PDF não lida", { key: photo.storageKey, driver: storage.driver }, error);
      continue;
    }
    if (!bytes) continue;
    const small = await reencodeImage(bytes, PDF_PHOTO_SIDE);
    if (small.ok) read.push({ data: small.body, kind: photo.kind, caption: photo.partDescription });
  }
  return read;
}
