import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images';

describe('imageSrcSet', () => {
  it('offers the 400 px copy of a seed picture', () => {
    expect(imageSrcSet('/images/pets/luna.webp')).toBe(
      '/images/pets/luna-400.webp 400w, /images/pets/luna.webp 800w',
    );
    expect(imageSrcSet('/images/campaigns/duck-pond.webp')).toBe(
      '/images/campaigns/duck-pond-400.webp 400w, /images/campaigns/duck-pond.webp 800w',
    );
  });

  it('knows the category pictures are 600 px wide', () => {
    expect(imageSrcSet('/images/categories/cat.webp')).toBe(
      '/images/categories/cat-400.webp 400w, /images/categories/cat.webp 600w',
    );
  });

  it("offers an upload's 640 px variant", () => {
    const name = '0123456789abcdef0123456789abcdef';
    expect(imageSrcSet(`/uploads/${name}-1600.webp`)).toBe(
      `/uploads/${name}-640.webp 640w, /uploads/${name}-1600.webp 1600w`,
    );
  });

  it('leaves other addresses alone', () => {
    expect(imageSrcSet('https://example.com/cat.jpg')).toBeUndefined();
    expect(imageSrcSet('/images/pets/luna-400.webp')).toBeUndefined();
  });
});
