import { describe, expect, it } from 'vitest';
import { cardImage, imageSrcSet } from './images';

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

  it("offers an upload's 640 px variant, on this server or in a bucket", () => {
    const name = '0123456789abcdef0123456789abcdef';
    expect(imageSrcSet(`/uploads/${name}-1600.webp`)).toBe(
      `/uploads/${name}-640.webp 640w, /uploads/${name}-1600.webp 1600w`,
    );
    const bucket = 'https://images.shelter.example';
    expect(imageSrcSet(`${bucket}/${name}-1600.webp`)).toBe(
      `${bucket}/${name}-640.webp 640w, ${bucket}/${name}-1600.webp 1600w`,
    );
    expect(cardImage(`${bucket}/${name}-1600.webp`)).toBe(`${bucket}/${name}-640.webp`);
    expect(cardImage('https://example.com/photo-1600.webp')).toBe(
      'https://example.com/photo-1600.webp',
    );
  });

  it('leaves other addresses alone', () => {
    expect(imageSrcSet('https://example.com/cat.jpg')).toBeUndefined();
    expect(imageSrcSet('/images/pets/luna-400.webp')).toBeUndefined();
  });
});
