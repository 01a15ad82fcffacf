import sharp from "sharp";
sharp.cache(false);
const buf = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 130, b: 140 }, noise: { type: "gaussian", mean: 128, sigma: 25 } } }).jpeg({ quality: 80 }).toBuffer();
console.log((buf.length/1e6).toFixed(2), "MB");
for (let i=0;i<3;i++){
  const t=performance.now();
  const out = await sharp(buf, { limitInputPixels: 40e6 }).rotate().resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true }).flatten({background:"#ffffff"}).jpeg({ quality: 85, mozjpeg: true }).toBuffer({resolveWithObject:true});
  console.log("reencode", (performance.now()-t).toFixed(0), "ms", out.info.width, out.info.height, out.data.length);
}
