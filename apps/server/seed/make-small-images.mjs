// Derives the 400 px wide variants (name-400.webp) of the seed pet, campaign and category
// pictures, so
// pages can offer them in `srcset` to narrow screens. Run after make-images.sh:
//   node apps/server/seed/make-small-images.mjs
// The variants are resized copies of the pictures credited in docs/image-credits.md, under the
// same licences; they are committed, and this script is not run at install time.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 400;
const imagesDir = fileURLToPath(new URL('./images/', import.meta.url));

for (const folder of ['pets', 'campaigns', 'categories']) {
  const dir = join(imagesDir, folder);
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.webp') || /-\d+\.webp$/.test(name)) continue;
    const target = join(dir, name.replace(/\.webp$/, `-${WIDTH}.webp`));
    await sharp(join(dir, name))
      .resize({ width: WIDTH })
      .webp({ quality: 80, smartSubsample: true, effort: 6 })
      .toFile(target);
    console.log(`wrote ${target}`);
  }
}
