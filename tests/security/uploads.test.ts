/**
 * Uploads beyond the basics of tests/unit/image-upload.test.ts (script tags, handlers, renamed
 * files, 2 MB) and tests/integration/logo-storage.test.ts (served with nosniff and a script-free
 * CSP): the less common ways an SVG carries script or reaches out, and more disguises. The CSP
 * the file is served with and the <img> tag that shows it already keep a stored reference from
 * loading; the sanitiser still drops every one (links, and CSS in <style>, style and presentation
 * attributes), so the file carries none wherever it ends up.
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
    [
      "xlink:href to javascript:",
      `<svg ${SVG_NS}><a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>`,
      ["javascript:"],
    ],
    [
      "an <animate> that turns a link into javascript:",
      `<svg ${SVG_NS}><a><animate attributeName="href" values="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`,
      ["javascript:", "<animate"],
    ],
    [
      "a <set> that does the same",
      `<svg ${SVG_NS}><a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`,
      ["javascript:", "<set"],
    ],
    [
      "a <use> of another site's file",
      `<svg ${SVG_NS}><use href="https://malicioso.example/x.svg#a"/><rect width="5" height="5"/></svg>`,
      ["malicioso.example"],
    ],
    [
      "a data: URL holding HTML",
      `<svg ${SVG_NS}><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect width="5" height="5"/></a></svg>`,
      ["data:text/html", "script"],
    ],
    [
      "an <iframe> in the XHTML namespace",
      `<svg ${SVG_NS}><html:iframe xmlns:html="http://www.w3.org/1999/xhtml" src="https://malicioso.example"/><rect width="5" height="5"/></svg>`,
      ["iframe", "malicioso.example"],
    ],
    [
      "upper-case handlers",
      `<svg ${SVG_NS}><rect width="5" height="5" ONMOUSEOVER="alert(1)"/></svg>`,
      ["alert", "onmouseover", "ONMOUSEOVER"],
    ],
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

describe("an SVG keeps no CSS or link reference to another file or site", () => {
  // Each drawing keeps a shape (<circle id="keep">) next to a CSS reference to another file or site:
  // the reference must go and the shape stay.
  const svg = (inner: string) => `<svg ${SVG_NS}><circle id="keep" r="1"/>${inner}</svg>`;
  it.each([
    ["@import in <style>", `<style>@import url(http://evil.example/x.css);</style>`],
    ["@import of a bare string", `<style>@import "//evil.example/x.css";</style>`],
    ["url(http…) in <style>", `<style>rect{fill:url(http://evil.example/p.svg#a)}</style><rect/>`],
    ["url(//…) in <style>", `<style>.a{background:url( '//evil.example/b.png' )}</style>`],
    [
      "url(data:…) in <style>",
      `<style>.a{fill:url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><image href='http://evil.example/i'/></svg>")}</style>`,
    ],
    ["image-set() with strings", `<style>.a{background-image:image-set("http://evil.example/1x.png" 1x)}</style>`],
    ["-webkit-image-set()", `<style>.a{background:-webkit-image-set(url(http://evil.example/a.png) 1x)}</style>`],
    ["src()", `<style>.a{background:src("https://evil.example/s.png")}</style>`],
    ["@font-face", `<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style><text style="font-family:x">oi</text>`],
    ["a CSS escape in the function name", `<style>.a{fill:u\\72l(http://evil.example/e.svg#a)}</style>`],
    ["a CSS escape in @import", `<style>@\\69mport 'http://evil.example/x.css';</style>`],
    ["an entity-encoded url( in <style>", `<style>.a{fill:&#x75;rl(http://evil.example/n.svg#a)}</style>`],
    ["a comment inside @import", `<style>@im/**/port url(http://evil.example/c.css);</style>`],
    ["url(http…) in a style attribute", `<rect style="fill:url(http://evil.example/p.svg#a)"/>`],
    ["url(//…) in a style attribute, upper case", `<rect style="FILL: URL(//evil.example/p.svg#a)"/>`],
    ["an escape in a style attribute", `<rect style="fill:u\\rl(http://evil.example/p.svg#a)"/>`],
    ["image-set() in a style attribute", `<rect style="background:image-set('https://evil.example/a.png' 1x)"/>`],
    ["url(http…) in the fill attribute", `<rect fill="url(http://evil.example/p.svg#a)"/>`],
    [
      "url(//…) in filter, mask and clip-path",
      `<rect filter="url(//evil.example/f.svg#f)" mask="url(//evil.example/m.svg#m)" clip-path="url(//evil.example/c.svg#c)"/>`,
    ],
    ["url(…) in marker-start", `<path d="M0 0L1 1" marker-start="url(https://evil.example/m.svg#m)"/>`],
    [
      "<feImage href=http…>",
      `<filter id="f"><feImage href="http://evil.example/f.png"/><feImage xlink:href="//evil.example/g.png"/></filter>`,
    ],
    ["<use href=http…>", `<use href="http://evil.example/u.svg#a"/><use xlink:href="//evil.example/u.svg#a"/>`],
    ["<image href=…> to another site", `<image href="https://evil.example/i.png" width="1" height="1"/>`],
    [
      "<set>/<animate> writing an href",
      `<a href="#keep"><set attributeName="href" to="http://evil.example/"/><animate attributeName="xlink:href" values="//evil.example/"/><text>oi</text></a>`,
    ],
  ])("drops a CSS or link reference outside the drawing: %s", async (_, inner) => {
    const stored = (await storedSvg(svg(inner))) ?? "";
    expect(stored).toContain('<circle id="keep" r="1"/>');
    const body = stored.replaceAll("http://www.w3.org/", "");
    expect(body).not.toMatch(/evil\.example|https?:|\/\/|@import|@font-face|image-set|src\(|\\/i);
    expect(body.replaceAll(/url\(\s*["']?#/gi, "")).not.toMatch(/url\(/i);
  });

  it("keeps a harmless drawing's shapes, styles and references inside it", async () => {
    const harmless =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">` +
      `<defs><linearGradient id="g"><stop offset="0" stop-color="rgb(255, 0, 0)"/></linearGradient></defs>` +
      `<style>.cls-1{fill:url(#g);stroke:hsl(220 80% 50%)}.cls-2{fill:url('#g')}</style>` +
      `<rect class="cls-1" width="10" height="10" transform="rotate(45) translate(1, 2)"/>` +
      `<circle class="cls-2" cx="5" cy="5" r="2" fill="url(#g)" style="opacity:0.5;stroke-width:calc(1px + 1px)"/>` +
      `<path d="M0 0L10 10" style="stroke:#000"/></svg>`;
    const stored = (await storedSvg(harmless)) ?? "";
    expect(stored).toContain("<style>.cls-1{fill:url(#g);stroke:hsl(220 80% 50%)}.cls-2{fill:url('#g')}</style>");
    expect(stored).toContain('<rect class="cls-1" width="10" height="10" transform="rotate(45) translate(1, 2)"/>');
    expect(stored).toContain('<circle class="cls-2" cx="5" cy="5" r="2" fill="url(#g)" style="opacity:0.5;stroke-width:calc(1px + 1px)"/>');
    expect(stored).toContain('<path d="M0 0L10 10" style="stroke:#000"/>');
    expect(stored).toContain('stop-color="rgb(255, 0, 0)"');
  });
});

describe("a disguised file is refused", () => {
  it.each([
    ["HTML sent as image/svg+xml", new File(["<!doctype html><script>alert(1)</script>"], "logo.svg", { type: "image/svg+xml" })],
    ["JavaScript sent as image/png", new File(["alert(document.cookie)"], "logo.png", { type: "image/png" })],
    ["a PDF named .jpg", new File(["%PDF-1.7\n%âãÏÓ\n"], "logo.jpg", { type: "image/jpeg" })],
    ["a zip named .gif", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])], "logo.gif", { type: "image/gif" })],
    [
      "a WebP header with no picture after it",
      new File([new Uint8Array([...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")])], "logo.webp", { type: "image/webp" }),
    ],
  ])("%s", async (_what, file) => {
    expect(await checkImage(file)).toEqual({ ok: false, message: messages.logo.invalidType });
  });

  it("a real PNG that claims to be an SVG is stored as the PNG it is (served as image/png)", async () => {
    const checked = await checkImage(new File([new Uint8Array(PNG_1X1)], "logo.svg", { type: "image/svg+xml" }));
    expect(checked).toMatchObject({ ok: true, extension: "png" });
  });

  it("an SVG over 512 KB is refused before it is parsed: 10 MB of elements took 35 s to sanitise", async () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(350_000)}</svg>`;
    // checkImage gives this answer only before any parser runs.
    expect(await checkImage(new File([many], "logo.svg", { type: "image/svg+xml" }))).toEqual({
      ok: false,
      message: messages.logo.svgTooLarge,
    });
    const justUnder = `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(512 * 1024 - 100)}--><rect width="1" height="1"/></svg>`;
    expect(await checkImage(new File([justUnder], "logo.svg"))).toMatchObject({ ok: true, extension: "svg" });
  });

  it("the 10 MB limit counts the bytes, whatever size the form claims", async () => {
    const big = new File([new Uint8Array(PNG_1X1), new Uint8Array(10 * 1024 * 1024)], "pequeno.png", { type: "image/png" });
    expect(await checkImage(big)).toEqual({ ok: false, message: messages.logo.tooLarge });
  });
});
