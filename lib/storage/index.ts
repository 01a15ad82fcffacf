import "server-only";
import path from "node:path";
import { readEnv, type EnvSource } from "@/lib/env";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import type { ObjectStorage } from "@/lib/storage/types";

export type { ObjectStorage } from "@/lib/storage/types";

/** `s3` when S3_ENDPOINT and S3_BUCKET are set, otherwise files under OFICINA_DATA_DIR/uploads. */
export function storageFromEnv(source?: EnvSource): ObjectStorage {
  const env = readEnv(source);
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(path.resolve(env.OFICINA_DATA_DIR, "uploads"));
}

let storage: ObjectStorage | undefined;

/** The app's storage, chosen once per process. */
export function getStorage(): ObjectStorage {
  storage ??= storageFromEnv();
  return storage;
}
