import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "@/lib/storage/s3";
import { dockerAnswers } from "./test-database";

export type TestS3 = { config: S3StorageConfig; source: string; stop: () => Promise<void> };

const MINIO_USER = "minioadmin";

async function createBucket(config: S3StorageConfig) {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId!, secretAccessKey: config.secretAccessKey! },
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  client.destroy();
}

/**
 * A real S3-protocol server with a fresh bucket, chosen in this order: TEST_S3_ENDPOINT
 * (with TEST_S3_ACCESS_KEY_ID / TEST_S3_SECRET_ACCESS_KEY, default minioadmin), else a
 * Testcontainers MinIO when Docker answers, else s3rver on 127.0.0.1 on a free port.
 */
export async function startTestS3(): Promise<TestS3> {
  const bucket = `test-${randomUUID()}`;
  const base = { bucket, region: "us-east-1" };

  if (process.env.TEST_S3_ENDPOINT) {
    const config = {
      ...base,
      endpoint: process.env.TEST_S3_ENDPOINT,
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? MINIO_USER,
      secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? MINIO_USER,
    };
    await createBucket(config);
    return { config, source: "TEST_S3_ENDPOINT", stop: async () => {} };
  }

  if (await dockerAnswers()) {
    const { GenericContainer, Wait } = await import("testcontainers");
    const container = await new GenericContainer("minio/minio:latest")
      .withCommand(["server", "/data"])
      .withEnvironment({ MINIO_ROOT_USER: MINIO_USER, MINIO_ROOT_PASSWORD: MINIO_USER })
      .withExposedPorts(9000)
      .withWaitStrategy(Wait.forHttp("/minio/health/live", 9000))
      .start();
    const config = {
      ...base,
      endpoint: `http://${container.getHost()}:${container.getMappedPort(9000)}`,
      accessKeyId: MINIO_USER,
      secretAccessKey: MINIO_USER,
    };
    await createBucket(config);
    return { config, source: "Testcontainers MinIO", stop: async () => void (await container.stop()) };
  }

  const { default: S3rver } = await import("s3rver");
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  // s3rver accepts its own fixed credentials.
  const config = { ...base, endpoint: `http://127.0.0.1:${port}`, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  await createBucket(config);
  return {
    config,
    source: "s3rver",
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
