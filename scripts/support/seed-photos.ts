/**
 * Part of the large shop's seed (scripts/support/seed-large-jobs.ts): stores SEED_PHOTO_COUNT
 * check-in photos of SEED_USER_ID through the app's storage driver (lib/storage: S3 when
 * configured, else files under OFICINA_DATA_DIR/uploads), each under its own key
 * `{shopId}-photo-{uuid}.jpg`, as the upload does. Run with `--conditions=react-server`
 * (lib/storage is server-only). The pictures are a few small JPEGs (640×480, some 15 KB) drawn
 * once, in the colours of a car's body, and each stored under as many keys as needed.
 * Prints one JSON line: [{ key, sha256, width, height, bytes }…].
 */
import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { getStorage } from "../../lib/storage";

const shopId = process.env.SEED_USER_ID!;
const count = Number(process.env.SEED_PHOTO_COUNT ?? 0);
const BODY_COLOURS = ["#b8bcc2", "#1f2328", "#f2f2f0", "#a3262a", "#6b7078", "#2a4f8f"];

async function picture(colour: string, index: number) {
  // A car-ish scene: the body's colour, a darker band for the windows, a lighter one for the
  // ground, and some noise so it compresses like a photo and not like a flat fill.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#d9dde3"/>
    <rect x="60" y="170" width="520" height="190" rx="40" fill="${colour}"/>
    <rect x="150" y="110" width="320" height="90" rx="30" fill="#39414d"/>
    <circle cx="170" cy="370" r="55" fill="#15171a"/><circle cx="470" cy="370" r="55" fill="#15171a"/>
    <rect y="420" width="640" height="60" fill="#8b8f94"/>
    <text x="20" y="40" font-size="28" fill="#333">Entrada ${index + 1}</text>
  </svg>`;
  const noise = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

const pictures = await Promise.all(BODY_COLOURS.map(picture));
const storage = getStorage();
const stored: { key: string; sha256: string; width: number; height: number; bytes: number }[] = [];
for (let index = 0; index < count; index++) {
  const { data, info } = pictures[index % pictures.length]!;
  const key = `${shopId}-photo-${randomUUID()}.jpg`;
  await storage.put(key, new Uint8Array(data), "image/jpeg");
  stored.push({
    key,
    sha256: createHash("sha256").update(data).digest("hex"),
    width: info.width,
    height: info.height,
    bytes: data.byteLength,
  });
}
console.log(JSON.stringify(stored));
