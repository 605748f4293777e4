import { HERO_IMAGE_SIZES, HERO_SLIDES } from '@/features/home/content/hero-slides';
import { imageSrcSet } from '@/lib/image-srcset';

/*
 * Home's largest paint is the first hero picture, but the browser would only find it once
 * Home's own code has arrived and rendered. Asked for here, while the entry starts, it downloads
 * alongside the layout's and Home's code instead of after them.
 */
if (window.location.pathname === '/') {
  const [first] = HERO_SLIDES;
  if (first) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = first.image;
    link.imageSrcset = imageSrcSet(first.image) ?? '';
    link.imageSizes = HERO_IMAGE_SIZES;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
