/** Small real images (and impostors) for the upload tests, unit to e2e. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
// The JPEG/JFIF signature is all a type check from the bytes reads.
export const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);

export const CLEAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1d4ed8"/></svg>`;

export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="10" height="10" fill="red" onclick="alert('click')"/>
  <a href="javascript:alert('link')"><text y="8">oi</text></a>
  <foreignObject><iframe src="https://example.com"></iframe></foreignObject>
</svg>`;

export const TEXT_FILE = Buffer.from("Isto não é uma imagem, só texto.\n");

/** More than 2 MB, starting like a PNG so only the size can refuse it. */
export function oversizedPng() {
  return Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
}
