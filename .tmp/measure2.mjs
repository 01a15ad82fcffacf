import sharp from "sharp";
sharp.cache(false);
const buf = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 130, b: 140 }, noise: { type: "gaussian", mean: 128, sigma: 25 } } }).jpeg({ quality: 80 }).toBuffer();
const variants = {
  moz85: (s) => s.jpeg({ quality: 85, mozjpeg: true }),
  plain82: (s) => s.jpeg({ quality: 82 }),
  plain82prog: (s) => s.jpeg({ quality: 82, progressive: true, optimiseCoding: true }),
};
for (let round=0; round<2; round++) for (const [name, fn] of Object.entries(variants)) {
  const t=performance.now();
  const out = await fn(sharp(buf, { limitInputPixels: 40e6 }).rotate().resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true }).flatten({background:"#ffffff"})).toBuffer();
  console.log(name, (performance.now()-t).toFixed(0), "ms", out.length);
}
