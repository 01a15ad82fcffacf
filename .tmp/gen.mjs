import sharp from "sharp";
for (const [sigma, q] of [[30,80],[20,80],[15,75],[10,85]]) {
  const t=performance.now();
  const buf = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 130, b: 140 }, noise: { type: "gaussian", mean: 128, sigma } } }).jpeg({ quality: q }).toBuffer();
  console.log(sigma, q, (buf.length/1e6).toFixed(2), "MB", (performance.now()-t).toFixed(0), "ms");
}
