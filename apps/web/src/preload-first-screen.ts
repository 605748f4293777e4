import { imageSrcSet } from '@pet-adoption/shared';
import { HERO_IMAGE_SIZES, HERO_SLIDES } from '@/features/home/content/hero-slides';

/*
 * Evaluated before the rest of the entry (main.tsx imports it first), so what a first visit
 * needs next starts downloading while the entry's other modules load and render:
 * - the layout's code, which every screen but the sign-in popup is shown in;
 * - on `/`, Home's code and the first hero picture, the page's largest paint, which the browser
 *   would otherwise only find once Home's code had arrived and rendered.
 * The router asks for the same modules when it renders (app/router.tsx); these are the same
 * requests, made earlier. Asking through the router's route table from main.tsx instead was
 * measured: that runs only once the entry's other modules are evaluated, which put the layout's
 * request back where it was, about 140 ms later at a 4x CPU slowdown.
 */
// A module that fails to load is reported by the router when it renders that screen.
const ignoreFailure = () => {};

const path = window.location.pathname;
if (!path.startsWith('/auth/popup')) void import('./app/routes/root').catch(ignoreFailure);
if (path === '/') {
  void import('./app/routes/home').catch(ignoreFailure);
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
