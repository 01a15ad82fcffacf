/**
 * Reading a PIX charge back as a bank's app would: the QR code decoded from its pixels (jsQR on
 * the SVG rasterised by sharp), the payload split into its EMV fields, and the CRC16 recomputed
 * here from the standard (CRC-16/CCITT-FALSE), not by the library that wrote it.
 */
import jsQR from "jsqr";
import sharp from "sharp";

/** The text a QR code in an SVG (or PNG) holds, or null when no QR code can be read. */
export async function decodeQr(image: string | Buffer): Promise<string | null> {
  const input = typeof image === "string" ? Buffer.from(image) : image;
  const { data, info } = await sharp(input, { density: 300 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return code?.data ?? null;
}

export type EmvField = { id: string; value: string };

/** The payload's top-level TLV fields (2-digit id, 2-digit length, value), in order. */
export function emvFields(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad TLV at ${at}: ${payload.slice(at)}`);
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** One field's value, or the nested template's fields when asked for them. */
export function emvField(payload: string, id: string): string | undefined {
  return emvFields(payload).find((field) => field.id === id)?.value;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** True when the payload ends in "6304" and the CRC of everything up to it. */
export function crcIsValid(payload: string): boolean {
  return payload.slice(-8, -4) === "6304" && crc16(payload.slice(0, -4)) === payload.slice(-4);
}
