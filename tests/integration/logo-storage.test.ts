import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import type { ObjectStorage } from "@/lib/storage/types";
import { signInAs } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { removeLogoAction, uploadLogoAction } from "@/lib/actions/profile";
import { GET } from "@/app/api/uploads/[key]/route";
import { getProfile } from "@/lib/data/profile";
import { messages } from "@/lib/messages";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { storageFromEnv } from "@/lib/storage";
import { deleteOwnedImage, storeImage } from "@/lib/uploads/image";
import { createMechanic } from "../support/factories";
import { CLEAN_SVG, HOSTILE_SVG, PNG_1X1, GIF_1X1, TEXT_FILE } from "../support/images";
import { startTestS3 } from "../support/test-s3";
import sharp from "sharp";

// The session is faked, and the app's storage is whichever driver the test hands it; the
// database, the drivers and the S3-protocol server are real.
const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  console.log(`S3 de teste: ${s3.source}`);
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-uploads-"));
});

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

const pngFile = (name = "logo.png") => new File([new Uint8Array(PNG_1X1)], name, { type: "image/png" });

function logoForm(file: File) {
  const data = new FormData();
  data.set("logo", file);
  return data;
}

/** GET /api/uploads/{key} through the app's route handler, as a browser would. */
async function serve(url: string | null) {
  const key = url!.split("/").at(-1)!;
  return GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

async function signedInShop() {
  const shop = await createMechanic({ plan: "basic" });
  signInAs(shop.id);
  return shop;
}

const drivers: [string, () => ObjectStorage][] = [
  ["s3", () => createS3Storage(s3.config)],
  ["local", () => createLocalStorage(uploadsDir)],
];

describe.each(drivers)("the %s driver", (_name, makeStorage) => {
  beforeEach(() => {
    active.storage = makeStorage();
  });

  it("stores an upload under shopId-random.ext and serves it with the right headers", async () => {
    const shop = await signedInShop();
    expect(await uploadLogoAction(logoForm(pngFile()))).toEqual({ ok: true, message: messages.logo.uploaded });
    const { logoUrl } = await getProfile(shop.id);
    expect(logoUrl).toMatch(new RegExp(`^/api/uploads/${shop.id}-[0-9a-f-]{36}\\.png$`));

    const response = await serve(logoUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // What is stored is the server's re-encoding of the upload, never its bytes as sent.
    const served = Buffer.from(await response.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
  });

  it("serves a sanitised SVG with a CSP that forbids scripts", async () => {
    const shop = await signedInShop();
    const svg = new File([HOSTILE_SVG], "logo.svg", { type: "image/svg+xml" });
    expect((await uploadLogoAction(logoForm(svg))).ok).toBe(true);
    const response = await serve((await getProfile(shop.id)).logoUrl);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    const body = await response.text();
    expect(body).toContain("<svg");
    expect(body).not.toMatch(/script|onload|onclick|javascript:/i);
  });

  it("replacing deletes the old object; removing deletes the current one", async () => {
    const shop = await signedInShop();
    await uploadLogoAction(logoForm(pngFile()));
    const first = (await getProfile(shop.id)).logoUrl;
    const gif = new File([new Uint8Array(GIF_1X1)], "novo.gif", { type: "image/gif" }); // stored as a still PNG
    expect(await uploadLogoAction(logoForm(gif))).toEqual({ ok: true, message: messages.logo.uploaded });
    const second = (await getProfile(shop.id)).logoUrl;
    expect(second).not.toBe(first);
    expect(second).toMatch(/\.png$/);
    expect((await serve(first)).status).toBe(404);
    expect((await serve(second)).status).toBe(200);

    expect(await removeLogoAction()).toEqual({ ok: true, message: messages.logo.removed });
    expect((await getProfile(shop.id)).logoUrl).toBeNull();
    expect((await serve(second)).status).toBe(404);
    expect(await removeLogoAction()).toEqual({ ok: false, message: messages.logo.removeError + messages.logo.nothingToRemove });
  });

  it("refuses invalid files with the product's messages and stores nothing", async () => {
    const shop = await signedInShop();
    const renamedText = new File([new Uint8Array(TEXT_FILE)], "logo.png", { type: "image/png" });
    const big = new File([new Uint8Array(PNG_1X1), new Uint8Array(10 * 1024 * 1024)], "grande.png", { type: "image/png" });
    expect(await uploadLogoAction(logoForm(renamedText))).toEqual({ ok: false, message: messages.logo.invalidType });
    expect(await uploadLogoAction(logoForm(big))).toEqual({ ok: false, message: messages.logo.tooLarge });
    expect(await uploadLogoAction(new FormData())).toEqual({ ok: false, message: messages.logo.fileRequired });
    expect((await getProfile(shop.id)).logoUrl).toBeNull();
  });

  it("never deletes another shop's object, whatever URL reaches it", async () => {
    const shopA = await createMechanic({ plan: "basic" });
    const storedA = await storeImage(shopA.id, new File([CLEAN_SVG], "a.svg"), active.storage!);
    if (!storedA.ok) throw new Error(storedA.message);

    const shopB = await signedInShop();
    expect(await deleteOwnedImage(shopB.id, storedA.url)).toBe(false);
    expect(await deleteOwnedImage(shopB.id, `https://outro.exemplo.com/shop-logos/${storedA.key}`)).toBe(false);

    // B's profile made to point at A's object (as a forged save would): B's replace and remove
    // clear B's profile but leave A's file alone.
    await getDb().update(shops).set({ logoUrl: storedA.url }).where(eq(shops.id, shopB.id));
    expect((await uploadLogoAction(logoForm(pngFile()))).ok).toBe(true);
    await getDb().update(shops).set({ logoUrl: storedA.url }).where(eq(shops.id, shopB.id));
    expect(await removeLogoAction()).toEqual({ ok: true, message: messages.logo.removed });
    expect((await serve(storedA.url)).status).toBe(200);

    expect(await deleteOwnedImage(shopA.id, storedA.url)).toBe(true);
    expect((await serve(storedA.url)).status).toBe(404);
  });
});

describe("serving", () => {
  it("answers 404 for keys that are not stored images, before asking the storage", async () => {
    active.storage = createLocalStorage(uploadsDir);
    for (const key of ["../../etc/passwd", "qualquer.html", "x.png", `${"a".repeat(36)}.svg`]) {
      const response = await GET(new Request("http://localhost/api/uploads/x"), { params: Promise.resolve({ key }) });
      expect(response.status).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("choosing the driver", () => {
  it("uses s3 when S3_ENDPOINT and S3_BUCKET are set, else files under OFICINA_DATA_DIR/uploads", () => {
    expect(storageFromEnv({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "shop-logos" }).driver).toBe("s3");
    expect(storageFromEnv({ S3_BUCKET: "shop-logos" }).driver).toBe("local");
    expect(storageFromEnv({}).driver).toBe("local");
  });
});
