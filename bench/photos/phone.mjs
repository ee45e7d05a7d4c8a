// The photo benchmark's test photo (bench/photos.py): a 4032 x 3024 (12 MP) phone photo made
// from one of the site's photos, with a sensor's noise (seeded: every run makes the same bytes),
// stored as phones store them (JPEG 92, about 3.3 MB).
//
//   node bench/photos/phone.mjs SOURCE.jpg OUT.jpg
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(process.env.SHARP_DIR ?? process.cwd(), 'package.json'));
const sharp = require('sharp');
const [src, out] = process.argv.slice(2);
const base = await sharp(src).resize(4032, 3024, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
// Sensor-like noise, seeded so every run makes the same bytes.
let s = 12345; const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
const px = base.data; for (let i = 0; i < px.length; i++) { const n = (rnd() + rnd() + rnd() - 1.5) * 14; px[i] = Math.max(0, Math.min(255, px[i] + n)); }
await sharp(px, { raw: base.info }).jpeg({ quality: 92, mozjpeg: false }).toFile(out);
