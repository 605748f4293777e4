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
  const upload = /^(\/uploads\/[0-9a-f]{32})-1600\.webp$/.exec(url);
  if (upload) return `${upload[1]}-640.webp 640w, ${url} 1600w`;
  return undefined;
}
