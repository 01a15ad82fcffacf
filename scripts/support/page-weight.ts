import { gzipSync } from "node:zlib";

/**
 * The page's own `<script src>` files, each once; not the `nomodule` polyfills, which a browser
 * that runs modules (every one the app supports) never downloads.
 */
function scriptSources(html: string) {
  const tags = Array.from(html.matchAll(/<script\b[^>]*>/g), (match) => match[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  return [...new Set(tags.flatMap((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1] ?? []))];
}

/**
 * What a browser downloads to show `url`: its HTML (as served, and gzipped: the RSC payload the
 * HTML carries is in it) and the JavaScript its script tags load, gzipped, as a first visit
 * downloads it. Gzipped here with Node's default level, as `next start` compresses.
 */
export async function pageWeight(url: string, cookie = "", headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { ...headers, cookie } });
  if (response.status !== 200) throw new Error(`${url} respondeu ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  let jsGzip = 0;
  for (const source of scriptSources(html.toString("utf8"))) {
    const script = await fetch(new URL(source, url));
    if (script.status !== 200) throw new Error(`${source} respondeu ${script.status}`);
    jsGzip += gzipSync(Buffer.from(await script.arrayBuffer())).byteLength;
  }
  return { htmlBytes: html.byteLength, htmlGzip: gzipSync(html).byteLength, jsGzip };
}
