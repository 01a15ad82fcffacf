import "server-only";
import { agendaFiles } from "@/lib/account-export/agenda-files";
import { conversationFiles } from "@/lib/account-export/conversation-files";
import { fiscalFiles } from "@/lib/account-export/fiscal-files";
import { nfseFiles } from "@/lib/account-export/nfse-files";
import { getExportAccount, type BatchOptions, type ExportAccount } from "@/lib/data/account-export";
import { getFiscalProfile } from "@/lib/data/fiscal-settings";
import type { OnBatch } from "@/lib/account-export/csv";
import { profileFiles, IMAGES_DIR, type ExportImages } from "@/lib/account-export/profile-files";
import { quoteFiles } from "@/lib/account-export/quote-files";
import { readme } from "@/lib/account-export/readme";
import { shopFiles } from "@/lib/account-export/shop-files";
import { supplierRequestFiles } from "@/lib/account-export/supplier-request-files";
import { zipStream, type ZipEntry } from "@/lib/account-export/zip";
import { formatDate } from "@/lib/format";
import type { ObjectStorage } from "@/lib/storage/types";
import { ownedImageKey } from "@/lib/uploads/keys";

export type AccountExportOptions = BatchOptions & {
  storage: ObjectStorage;
  /** Told of a failure after the response started (the stream is then cut off). */
  onError: (error: unknown) => void;
  now?: Date;
  onBatch?: OnBatch;
};

/** oficina-digital-dados-dd-MM-yyyy.zip, the day in São Paulo. */
export function accountExportFileName(now = new Date()) {
  return `oficina-digital-dados-${formatDate(now).replaceAll("/", "-")}.zip`;
}

/**
 * One stored image the shop's rows name, read through the storage driver. Only a key of this
 * shop's own (ownedImageKey): a row pointing at another shop's object exports nothing of it.
 */
async function readImage(shopId: string, url: string | null | undefined, name: string, storage: ObjectStorage) {
  const key = ownedImageKey(shopId, url);
  if (!key) return null;
  const bytes = await storage.get(key);
  if (!bytes) return null;
  return { name: `${IMAGES_DIR}/${name}.${key.split(".").at(-1)}`, bytes };
}

async function readImages(shopId: string, account: ExportAccount, storage: ObjectStorage) {
  const [logo, assistant] = await Promise.all([
    readImage(shopId, account.profile?.logoUrl, "logo", storage),
    readImage(shopId, account.assistant?.imageUrl, "assistente", storage),
  ]);
  const names: ExportImages = { logo: logo?.name ?? null, assistant: assistant?.name ?? null };
  return { entries: [logo, assistant].filter((entry) => entry !== null), names };
}

/**
 * The shop's whole archive. The small parts (the account, the profile, the images) are read
 * before anything is sent, so their failure is still an ordinary error answer; the tables are
 * then streamed batch by batch. Null when the account is gone.
 */
export async function buildAccountExport(shopId: string, options: AccountExportOptions): Promise<ReadableStream<Uint8Array> | null> {
  const account = await getExportAccount(shopId);
  if (!account) return null;
  const [images, fiscal] = await Promise.all([readImages(shopId, account, options.storage), getFiscalProfile(shopId)]);
  const entries: ZipEntry[] = [
    { name: "LEIA-ME.txt", bytes: Buffer.from(readme(options.now ?? new Date()), "utf8") },
    ...profileFiles(account, images.names),
    ...fiscalFiles(fiscal),
    ...shopFiles(shopId, options),
    ...quoteFiles(shopId, options),
    ...supplierRequestFiles(shopId, options),
    ...agendaFiles(shopId, options),
    ...conversationFiles(shopId, options),
    ...nfseFiles(shopId, options),
    ...images.entries,
  ];
  return zipStream(entries, options.onError);
}
