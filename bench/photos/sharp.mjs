// The photo benchmark's sharp side (bench/photos.py): makes the files of a plan printed by
// `photo_variants PHOTO --plan` from the same photo with sharp (libvips), as Astro's and Next's
// image pipelines do: upright (EXIF), cropped, Lanczos3, in the same formats. sharp's own
// thread pool and libuv's run the files concurrently, as those pipelines run them.
//
//   node bench/photos/sharp.mjs PLAN.json PHOTO OUTDIR [AVIF_EFFORT]
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const [planFile, photo, out, effortArg] = process.argv.slice(2);
const require = createRequire(path.join(process.env.SHARP_DIR ?? process.cwd(), 'package.json'));
const sharp = require('sharp');
const effort = Number(effortArg ?? 2);
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
mkdirSync(out, { recursive: true });
const input = readFileSync(photo);
// The plan's qualities, but AVIF: libaom's scale differs from ravif's, and its 50 aims at ravif's 60.
const encoders = {
  avif: (img) => img.avif({ quality: 50, effort }),
  webp: (img, q) => img.webp({ quality: q }),
  jpg: (img, q) => img.jpeg({ quality: q }),
  png: (img) => img.png(),
};
await Promise.all(plan.map((v) => {
  const [left, top, width, height] = v.crop;
  const img = sharp(input).rotate().extract({ left, top, width, height }).resize(v.width, v.height, { kernel: 'lanczos3' });
  return encoders[v.format](img, v.quality).toFile(path.join(out, v.file));
}));
