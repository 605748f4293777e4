/**
 * Uploads are stored as `<hash>-1600.webp` with a `<hash>-640.webp` card-size sibling (the
 * server's images service); seed and other images are used as they are.
 */
export function cardImage(url: string) {
  return /^\/uploads\/.*-1600\.webp$/.test(url) ? url.replace(/-1600\.webp$/, '-640.webp') : url;
}
