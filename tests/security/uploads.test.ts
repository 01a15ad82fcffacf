/**
 * Uploads beyond the basics of tests/unit/image-upload.test.ts (script tags, handlers, renamed
 * files, 2 MB) and tests/integration/logo-storage.test.ts (served with nosniff and a script-free
 * CSP): the less common ways an SVG carries script or reaches out, and more disguises.
 * (An <image> with an external href is kept by the sanitiser; the CSP the file is served with,
 * img-src data:, and the <img> tag that shows it both keep it from loading.)
 */
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { checkImage } from "@/lib/uploads/image";
import { PNG_1X1 } from "../support/images";

const svgFile = (text: string, name = "logo.svg") => new File([text], name, { type: "image/svg+xml" });

async function storedSvg(text: string) {
  const checked = await checkImage(svgFile(text));
  if (!checked.ok) return null;
  expect(checked.extension).toBe("svg");
  return new TextDecoder().decode(checked.body);
}

const SVG_NS = `xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"`;

describe("a hostile SVG is stored without what makes it hostile", () => {
  it.each([
    ["xlink:href to javascript:", `<svg ${SVG_NS}><a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>`, ["javascript:"]],
    ["an <animate> that turns a link into javascript:", `<svg ${SVG_NS}><a><animate attributeName="href" values="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`, ["javascript:", "<animate"]],
    ["a <set> that does the same", `<svg ${SVG_NS}><a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`, ["javascript:", "<set"]],
    ["a <use> of another site's file", `<svg ${SVG_NS}><use href="https://malicioso.example/x.svg#a"/><rect width="5" height="5"/></svg>`, ["malicioso.example"]],
    ["a data: URL holding HTML", `<svg ${SVG_NS}><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect width="5" height="5"/></a></svg>`, ["data:text/html", "script"]],
    ["an <iframe> in the XHTML namespace", `<svg ${SVG_NS}><html:iframe xmlns:html="http://www.w3.org/1999/xhtml" src="https://malicioso.example"/><rect width="5" height="5"/></svg>`, ["iframe", "malicioso.example"]],
    ["upper-case handlers", `<svg ${SVG_NS}><rect width="5" height="5" ONMOUSEOVER="alert(1)"/></svg>`, ["alert", "onmouseover", "ONMOUSEOVER"]],
  ])("%s", async (_what, svg, forbidden) => {
    const stored = await storedSvg(svg);
    expect(stored).not.toBeNull();
    for (const text of forbidden) expect(stored).not.toContain(text);
    expect(stored).toContain("<rect");
  });

  it("an entity bomb or an external entity is refused or stored inert", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg ${SVG_NS}><text>&c;&c;&c;&c;</text></svg>`;
    const external = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG_NS}><text>&x;</text></svg>`;
    for (const svg of [bomb, external]) {
      const stored = await storedSvg(svg);
      if (stored === null) continue; // refused: fine
      expect(stored).not.toContain("<!ENTITY");
      expect(stored).not.toContain("root:");
      expect(stored.length).toBeLessThan(2_000);
    }
  });
});

describe("a disguised file is refused", () => {
  it.each([
    ["HTML sent as image/svg+xml", new File(["<!doctype html><script>alert(1)</script>"], "logo.svg", { type: "image/svg+xml" })],
    ["JavaScript sent as image/png", new File(["alert(document.cookie)"], "logo.png", { type: "image/png" })],
    ["a PDF named .jpg", new File(["%PDF-1.7\n%âãÏÓ\n"], "logo.jpg", { type: "image/jpeg" })],
    ["a zip named .gif", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])], "logo.gif", { type: "image/gif" })],
    ["a WebP (not an accepted type)", new File([new Uint8Array([...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")])], "logo.webp", { type: "image/webp" })],
  ])("%s", async (_what, file) => {
    expect(await checkImage(file)).toEqual({ ok: false, message: messages.logo.invalidType });
  });

  it("a real PNG that claims to be an SVG is stored as the PNG it is (served as image/png)", async () => {
    const checked = await checkImage(new File([new Uint8Array(PNG_1X1)], "logo.svg", { type: "image/svg+xml" }));
    expect(checked).toMatchObject({ ok: true, extension: "png" });
  });

  it("the 2 MB limit counts the bytes, whatever size the form claims", async () => {
    const big = new File([new Uint8Array(PNG_1X1), new Uint8Array(2 * 1024 * 1024)], "pequeno.png", { type: "image/png" });
    expect(await checkImage(big)).toEqual({ ok: false, message: messages.logo.tooLarge });
  });
});
