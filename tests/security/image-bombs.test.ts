/**
 * An upload is never stored as it came. The pixel count is read from the header
 * and more than 40 megapixels is refused before a pixel is decoded (a 20000×20000 PNG of zeros is
 * a few hundred KB that decodes to 400 MB); everything else is re-encoded within 1024 px, upright,
 * without metadata, as PNG (alpha) or JPEG.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { checkImage } from "@/lib/uploads/image";
import { GIF_1X1, JPEG_2X2, WEBP_2X2, zeroPng } from "../support/images";

const upload = (body: Buffer, name: string, type = "") => new File([new Uint8Array(body)], name, { type });

async function stored(body: Buffer, name: string) {
  const checked = await checkImage(upload(body, name));
  if (!checked.ok) throw new Error(`recusada: ${checked.message}`);
  return { extension: checked.extension, body: Buffer.from(checked.body), metadata: await sharp(checked.body).metadata() };
}

let bomb: Buffer;
beforeAll(async () => {
  bomb = await zeroPng(20_000, 20_000);
}, 60_000);

describe("a pixel bomb is refused before it is decoded", () => {
  it("a 20000×20000 PNG of zeros (400 megapixels) is refused from its header, at once", async () => {
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    // This answer comes from the header (ours, or libvips' pixel limit, which reads it too): no decode, so no timing.
    expect(await checkImage(upload(bomb, "logo.png", "image/png"))).toEqual({ ok: false, message: messages.logo.tooManyPixels });
  });

  it("8000×8000 (64 megapixels) is refused too; 6000×6000 (36) is stored at 1024×1024", async () => {
    expect(await checkImage(upload(await zeroPng(8000, 8000), "logo.png"))).toEqual({ ok: false, message: messages.logo.tooManyPixels });
    const image = await stored(await zeroPng(6000, 6000), "logo.png");
    expect(image.extension).toBe("jpg");
    expect([image.metadata.width, image.metadata.height]).toEqual([1024, 1024]);
  }, 30_000);
});

describe("every raster upload is re-encoded small", () => {
  it("a phone photo (4000×3000 JPEG, 12 MP) is stored as a JPEG of 1024×768", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#884422" } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const image = await stored(photo, "foto.jpg");
    expect(image.extension).toBe("jpg");
    expect([image.metadata.format, image.metadata.width, image.metadata.height]).toEqual(["jpeg", 1024, 768]);
  });

  it("is turned upright by its EXIF orientation, and keeps no metadata (EXIF, GPS, ICC)", async () => {
    // Stored sideways with "rotate 90°" in EXIF, as a phone held upright writes it, with a GPS position.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#ff0000" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Telefone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer), icc: expect.any(Buffer) });
    expect(sideways.includes(Buffer.from("Telefone"))).toBe(true);
    const image = await stored(sideways, "foto.jpg");
    expect([image.metadata.width, image.metadata.height]).toEqual([200, 400]);
    expect(image.metadata.orientation).toBeUndefined();
    expect(image.metadata.exif).toBeUndefined();
    expect(image.metadata.icc).toBeUndefined();
    expect(image.body.includes(Buffer.from("Telefone"))).toBe(false);
  });

  it("keeps PNG for transparency, and stores an opaque WebP or JPEG as JPEG", async () => {
    const transparent = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const logo = await stored(transparent, "logo.png");
    expect([logo.extension, logo.metadata.format, logo.metadata.width, logo.metadata.height, logo.metadata.hasAlpha]).toEqual([
      "png",
      "png",
      1024,
      341,
      true,
    ]);
    expect((await stored(WEBP_2X2, "logo.webp")).extension).toBe("jpg");
    expect((await stored(JPEG_2X2, "logo.jpg")).extension).toBe("jpg");
  });

  it("a GIF is stored as a still PNG of its first frame; a small image is never enlarged", async () => {
    const image = await stored(GIF_1X1, "logo.gif");
    expect([image.extension, image.metadata.format, image.metadata.width, image.metadata.height]).toEqual(["png", "png", 1, 1]);
  });

  it("bytes that look like an image but do not decode are refused as no image", async () => {
    const truncated = (
      await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
        .png()
        .toBuffer()
    ).subarray(0, 120);
    expect(await checkImage(upload(truncated, "logo.png"))).toEqual({ ok: false, message: messages.logo.invalidType });
  });
});
