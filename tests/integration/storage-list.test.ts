/**
 * ObjectStorage.list(prefix), on both drivers against real storage (a temporary directory, and
 * s3rver or MinIO): it finds every key of the prefix and nothing else, follows S3's pages, and
 * refuses a prefix that breaks the key rules before asking the storage anything.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import type { ObjectStorage } from "@/lib/storage/types";
import { PNG_1X1 } from "../support/images";
import { startTestS3 } from "../support/test-s3";

let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-list-"));
});

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

const body = new Uint8Array(PNG_1X1);

/**
 * s3rver seals its continuation tokens with DES, which Node's OpenSSL 3 refuses without
 * --openssl-legacy-provider: it answers any truncated ListObjectsV2 with a 500. Paging (two keys
 * a page, so five keys take three) is tested against MinIO, or s3rver given that flag.
 */
const s3PagesWork = () =>
  s3.source !== "s3rver" ||
  process.execArgv.includes("--openssl-legacy-provider") ||
  /--openssl-legacy-provider/.test(process.env.NODE_OPTIONS ?? "");

const drivers: [string, () => ObjectStorage][] = [
  ["s3", () => createS3Storage({ ...s3.config, listPageSize: s3PagesWork() ? 2 : undefined })],
  ["local", () => createLocalStorage(uploadsDir)],
];

describe.each(drivers)("list(prefix) with the %s driver", (_name, makeStorage) => {
  it("answers every key that starts with the prefix, across pages, and no other", async () => {
    const storage = makeStorage();
    const owner = randomUUID();
    const neighbour = randomUUID();
    const mine = Array.from({ length: 5 }, (_, index) => `${owner}-${randomUUID()}.${index % 2 ? "png" : "svg"}`);
    // The same id without the dash, and another shop's keys: not of this prefix.
    const others = [`${neighbour}-${randomUUID()}.png`, `${owner}${randomUUID()}.png`];
    for (const key of [...mine, ...others]) await storage.put(key, body, "image/png");

    expect((await storage.list(`${owner}-`)).sort()).toEqual([...mine].sort());
    expect(await storage.list(`${randomUUID()}-`)).toEqual([]);

    for (const key of mine) await storage.remove(key);
    expect(await storage.list(`${owner}-`)).toEqual([]);
    expect(await storage.list(`${neighbour}-`)).toEqual([others[0]]);
  });

  it("refuses a prefix that is empty or could reach outside the flat key space", async () => {
    const storage = makeStorage();
    for (const prefix of ["", "../", "..", "a/b", "/etc", ".partial", "a..b", "-x", "a b", "a\\b", "x".repeat(201)]) {
      await expect(storage.list(prefix), JSON.stringify(prefix)).rejects.toThrow(/prefixo de armazenamento inválido/);
    }
  });
});

describe("the local driver", () => {
  it("lists nothing before the first upload made its directory, and never a write in progress", async () => {
    const missing = createLocalStorage(path.join(uploadsDir, `nunca-criado-${randomUUID()}`));
    expect(await missing.list("abc-")).toEqual([]);

    const dir = await fs.mkdtemp(path.join(uploadsDir, "parcial-"));
    await fs.writeFile(path.join(dir, `.${randomUUID()}.partial`), body);
    expect(await createLocalStorage(dir).list("a")).toEqual([]);
  });
});
