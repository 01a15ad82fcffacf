import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { checkImage, detectImageType } from "@/lib/uploads/image";
import { contentTypeOfKey, isImageKey, newImageKey, ownedImageKey, publicImageUrl } from "@/lib/uploads/keys";
import { checkImageSelection } from "@/lib/uploads/rules";
import { sanitizeSvg } from "@/lib/uploads/svg";
import { CLEAN_SVG, GIF_1X1, HOSTILE_SVG, JPEG_HEADER, PNG_1X1, TEXT_FILE, WEBP_2X2, oversizedPng } from "../support/images";

const USER = "0b6f3c1e-7f3a-4c2e-9a7e-2f1d5c3b4a10";
const OTHER = "9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";

const file = (body: Buffer | string, name: string, type = "") =>
  new File([typeof body === "string" ? body : new Uint8Array(body)], name, { type });
const bytes = (text: string) => new TextEncoder().encode(text);

describe("the type of an upload comes from its bytes", () => {
  it.each([
    ["png", PNG_1X1],
    ["gif", GIF_1X1],
    ["jpg", JPEG_HEADER],
    ["webp", WEBP_2X2],
  ])("reads a %s from its signature", async (type, body) => {
    expect(await detectImageType(body)).toBe(type);
  });

  it("reads SVG documents, with or without an XML prolog, comments or a doctype", async () => {
    expect(await detectImageType(bytes(CLEAN_SVG))).toBe("svg");
    expect(await detectImageType(bytes(HOSTILE_SVG))).toBe("svg");
    const withDoctype = `\uFEFF<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${CLEAN_SVG}`;
    expect(await detectImageType(bytes(withDoctype))).toBe("svg");
  });

  it("refuses text, HTML and other XML whatever they are called", async () => {
    expect(await detectImageType(TEXT_FILE)).toBeNull();
    expect(await detectImageType(bytes("<html><body><svg></svg></body></html>"))).toBeNull();
    expect(await detectImageType(bytes(`<?xml version="1.0"?><note>svg</note>`))).toBeNull();
    expect(await detectImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
  });

  it("stores a PNG renamed .svg as the PNG it is", async () => {
    const checked = await checkImage(file(PNG_1X1, "logo.svg", "image/svg+xml"));
    expect(checked).toMatchObject({ ok: true, extension: "png" });
    // Re-encoded (never the uploaded bytes), and still a PNG: the pixel has an alpha channel.
    if (checked.ok) expect(Buffer.from(checked.body).subarray(0, 8)).toEqual(PNG_1X1.subarray(0, 8));
  });

  it("refuses a text file renamed .png", async () => {
    expect(await checkImage(file(TEXT_FILE, "logo.png", "image/png"))).toEqual({ ok: false, message: messages.logo.invalidType });
  });

  it("removes <script>, event handlers, javascript: links and foreign HTML from an SVG", async () => {
    const checked = await checkImage(file(HOSTILE_SVG, "logo.svg", "image/svg+xml"));
    expect(checked).toMatchObject({ ok: true, extension: "svg" });
    const stored = checked.ok ? new TextDecoder().decode(checked.body) : "";
    for (const forbidden of ["<script", "onload", "onclick", "javascript:", "alert", "foreignObject", "iframe"]) {
      expect(stored).not.toContain(forbidden);
    }
    expect(stored).toContain('<rect width="10" height="10" fill="red"/>');
    expect(stored).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("drops references to other files and sites, keeping those inside the drawing and embedded images", async () => {
    const pixel = "data:image/png;base64,iVBORw0KGgo=";
    const stored = await sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">` +
        `<defs><circle id="c" r="1"/></defs>` +
        `<image href="https://rastreio.example/pixel.gif" width="1" height="1"/>` +
        `<image xlink:href="//rastreio.example/p.gif" width="1" height="1"/>` +
        `<a href="outro.svg#c"><text>outro</text></a><a href="https://example.com"><text>site</text></a>` +
        `<a href="#c"><text>interno</text></a><image href="${pixel}" width="1" height="1"/></svg>`,
    );
    expect(stored).not.toContain("rastreio.example");
    expect(stored).not.toContain("outro.svg");
    expect(stored).not.toContain("https://example.com");
    expect(stored).toContain('<a href="#c">');
    expect(stored).toContain(`href="${pixel}"`);
  });

  it("keeps an SVG's text valid XML and adds the namespace a bare <svg> lacks", async () => {
    expect(await sanitizeSvg(`<svg viewBox="0 0 1 1"><text>A&nbsp;&amp;&nbsp;B</text></svg>`)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>A\u00a0&amp;\u00a0B</text></svg>`,
    );
    expect(await sanitizeSvg("<p>nada de svg</p>")).toBeNull();
  });

  it("asks for a file, then enforces 10 MB on the server", async () => {
    expect(await checkImage(null)).toEqual({ ok: false, message: messages.logo.fileRequired });
    expect(await checkImage("logo.png")).toEqual({ ok: false, message: messages.logo.fileRequired });
    expect(await checkImage(file(Buffer.alloc(0), "vazio.png"))).toEqual({ ok: false, message: messages.logo.fileRequired });
    expect(await checkImage(file(oversizedPng(), "grande.png", "image/png"))).toEqual({ ok: false, message: messages.logo.tooLarge });
    const exactly10mb = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024 - PNG_1X1.length)]);
    expect(await checkImage(file(exactly10mb, "limite.png"))).toMatchObject({ ok: true, extension: "png" });
  });
});

describe("the browser's quick check", () => {
  it("gives the product's messages by name, type and size", () => {
    expect(checkImageSelection(undefined)).toBe(messages.logo.fileRequired);
    expect(checkImageSelection({ name: "logo.png", type: "image/png", size: 0 })).toBe(messages.logo.fileRequired);
    expect(checkImageSelection({ name: "notas.txt", type: "text/plain", size: 10 })).toBe(messages.logo.invalidType);
    expect(checkImageSelection({ name: "logo.bmp", type: "image/bmp", size: 10 })).toBe(messages.logo.invalidType);
    expect(checkImageSelection({ name: "logo.heic", type: "", size: 10 })).toBe(messages.logo.invalidType);
    expect(checkImageSelection({ name: "logo.png", type: "text/html", size: 10 })).toBe(messages.logo.invalidType);
    expect(checkImageSelection({ name: "logo.PNG", type: "image/png", size: 10 * 1024 * 1024 + 1 })).toBe(messages.logo.tooLarge);
    expect(checkImageSelection({ name: "foto.jpg", type: "image/jpeg", size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkImageSelection({ name: "foto.webp", type: "image/webp", size: 10 })).toBeNull();
    expect(checkImageSelection({ name: "logo.svg", type: "", size: 512 * 1024 + 1 })).toBe(messages.logo.svgTooLarge);
    expect(checkImageSelection({ name: "logo.svg", type: "image/svg+xml", size: 512 * 1024 })).toBeNull();
    for (const name of ["a.jpg", "a.jpeg", "a.png", "a.webp", "a.gif", "a.svg"]) {
      expect(checkImageSelection({ name, type: "", size: 100 })).toBeNull();
    }
  });
});

describe("object keys", () => {
  it("are shopId-random.ext, made fresh each time, served from /api/uploads", () => {
    const key = newImageKey(USER, "png");
    expect(key).toMatch(new RegExp(`^${USER}-[0-9a-f-]{36}\\.png$`));
    expect(newImageKey(USER, "png")).not.toBe(key);
    expect(isImageKey(key)).toBe(true);
    expect(publicImageUrl(key)).toBe(`/api/uploads/${key}`);
    expect(contentTypeOfKey(key)).toBe("image/png");
    expect(contentTypeOfKey(newImageKey(USER, "svg"))).toBe("image/svg+xml");
  });

  it("belong to their user only, whatever URL or key is sent", () => {
    const key = newImageKey(USER, "png");
    expect(ownedImageKey(USER, publicImageUrl(key))).toBe(key);
    expect(ownedImageKey(USER, `https://cdn.exemplo.com/shop-logos/${key}`)).toBe(key);
    expect(ownedImageKey(OTHER, publicImageUrl(key))).toBeNull();
    expect(ownedImageKey(USER, `/api/uploads/${USER}-../../etc/passwd`)).toBeNull();
    expect(ownedImageKey(USER, `/api/uploads/${encodeURIComponent(`../${key}`)}`)).toBeNull();
    expect(ownedImageKey(USER, `/api/uploads/${key}?x=${OTHER}`)).toBe(key);
    expect(ownedImageKey(USER, `/api/uploads/${USER}.png`)).toBeNull();
    expect(ownedImageKey(USER, null)).toBeNull();
    expect(ownedImageKey(USER, "")).toBeNull();
    expect(contentTypeOfKey("qualquer.html")).toBeNull();
  });
});
