/**
 * An upload: `<hash>-1600.webp`, always saved with a `<hash>-640.webp` sibling (the server's
 * images service), under /uploads/ or at an object storage bucket's address.
 */
const UPLOAD = /^(.*\/[0-9a-f]{32})-1600\.webp$/;

/**
 * The picture a card or a table row shows: an upload's card-size copy; seed and other images
 * are used as they are.
 */
export function cardImage(url: string) {
  return UPLOAD.test(url) ? url.replace(/-1600\.webp$/, '-640.webp') : url;
}

/**
 * `srcset` for the pictures the server keeps in two widths: seed pictures
 * (/images/pets/luna.webp is 800 px, luna-400.webp beside it; categories are 600 px) and uploads
 * (…-1600.webp with a …-640.webp beside it). Any other address gets no srcset.
 */
export function imageSrcSet(url: string): string | undefined {
  const seed = /^(\/images\/(pets|campaigns|categories)\/[\w-]+)\.webp$/.exec(url);
  if (seed && !/-\d+$/.test(seed[1] ?? '')) {
    const width = seed[2] === 'categories' ? 600 : 800;
    return `${seed[1]}-400.webp 400w, ${url} ${width}w`;
  }
  const upload = UPLOAD.exec(url);
  if (upload) return `${upload[1]}-640.webp 640w, ${url} 1600w`;
  return undefined;
}

/**
 * How wide a listing card's picture is drawn (Pet listing and Donation campaigns: one column
 * below 768 px, two below 1024, three after that, inside a page at most 1450 px wide), so the
 * browser picks the smallest copy that fills it.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1500px) 460px, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 100vw';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
