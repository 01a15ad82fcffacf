/**
 * Part of `npm run bench`: the server time of a check-in photo's upload, measured in this process
 * (like bench-quote-save.ts, and for the same reason: what the budget is about is the server's
 * work, not a multipart request built by hand). A phone's photo: a 4000×3000 JPEG of some 4 MB,
 * drawn once with sharp (noise, so it compresses like a photo). Each upload, timed end to end: the
 * re-encoding by lib/uploads/reencode.ts at PHOTO_MAX_SIDE (the header check, decoding 12 million
 * pixels, EXIF rotation, resizing, mozjpeg), its SHA-256 (what an acknowledgement names a photo
 * by), and the write through the storage driver (lib/storage) under `{shopId}-photo-{uuid}.jpg`.
 * Run with `--conditions=react-server` (both modules are server-only), sequentially.
 *
 * Prints one JSON line: { inputBytes, outputBytes, p50, p95, photos: [{ key, sha256, width, height,
 * bytes }…] } in ms; the last PHOTOS_KEPT stored photos are for the job's page the bench measures.
 * Env: BENCH_USER_ID, OFICINA_DATA_DIR (or S3_*), BENCH_UPLOADS (default 10).
 */
import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { getStorage } from "../../lib/storage";
import { reencodeImage } from "../../lib/uploads/reencode";

/** A photo's long side once stored: enough to read a scratch on a thumbnail's zoom, ~200 KB. */
const PHOTO_MAX_SIDE = 1600;
const PHOTOS_KEPT = 8;
const WARM_UP = 2;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const shopId = process.env.BENCH_USER_ID!;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Some 4 MB: 4000×3000 of a mild gaussian noise over a gradient, at a phone camera's quality. */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#6a7f99"/><stop offset="1" stop-color="#c9b08a"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 20 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const input = await phonePhoto();
const storage = getStorage();
const times: number[] = [];
const photos: { key: string; sha256: string; width: number; height: number; bytes: number }[] = [];
for (let index = 0; index < WARM_UP + UPLOADS; index++) {
  const started = performance.now();
  const reencoded = await reencodeImage(input, PHOTO_MAX_SIDE);
  if (!reencoded.ok) throw new Error(`a foto não foi recodificada: ${reencoded.reason}`);
  const sha256 = createHash("sha256").update(reencoded.body).digest("hex");
  const key = `${shopId}-photo-${randomUUID()}.jpg`;
  await storage.put(key, new Uint8Array(reencoded.body), "image/jpeg");
  if (index >= WARM_UP) times.push(performance.now() - started);
  photos.push({ key, sha256, width: reencoded.width, height: reencoded.height, bytes: reencoded.body.byteLength });
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    inputBytes: input.byteLength,
    outputBytes: photos.at(-1)!.bytes,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    photos: photos.slice(-PHOTOS_KEPT),
  }),
);
