import type { Plugin, Rolldown } from 'vite';
// By path, not '@pet-adoption/shared': Vite's config loader bundles relative imports but runs
// packages as they are, and the shared package is TypeScript source.
import {
  FIRST_SCREEN_HINTS_FILE,
  type FirstScreenHints,
} from '../../../packages/shared/src/first-screen-hints.ts';
import { imagePreloadHint } from '../../../packages/shared/src/images.ts';
import { HERO_IMAGE_SIZES, HERO_SLIDES } from '../src/features/home/content/hero-slides.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The lazily loaded modules a first visit needs at once (app/router.tsx). */
const LAYOUT = 'src/app/routes/root.tsx';
const HOME = 'src/app/routes/home.tsx';

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, in load order. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * What the browser needs for the screen built from `moduleId`: its chunk, the chunks it
 * imports (less those index.html already names, the entry's), and its stylesheets.
 */
function screenHints(bundle: OutputBundle, moduleId: string, inEntry: Set<string>, base: string) {
  const screen = chunks(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(moduleId));
  if (!screen) throw new Error(`The build has no chunk for ${moduleId}; was it renamed?`);
  const files = [...staticClosure(bundle, screen.fileName)].filter((file) => !inEntry.has(file));
  const styles = files.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [
    ...files.map((file) => `<${base}${file}>; rel=modulepreload`),
    // Vite adds the stylesheet with `crossorigin`; a hint without it would not be used.
    ...styles.map((file) => `<${base}${file}>; rel=preload; as=style; crossorigin`),
  ];
}

/** The first hero slide's picture: Home's largest paint. */
function heroPictureHint() {
  const [first] = HERO_SLIDES;
  const hint = first && imagePreloadHint(first.image, HERO_IMAGE_SIZES);
  return hint ? [hint] : [];
}

/** The hints for this build's first screens, from its chunk graph. */
export function firstScreenHints(bundle: OutputBundle, base = '/'): FirstScreenHints {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const inEntry = staticClosure(bundle, entry.fileName);
  const everyPage = screenHints(bundle, LAYOUT, inEntry, base);
  const home = screenHints(bundle, HOME, inEntry, base).filter((hint) => !everyPage.includes(hint));
  return { everyPage, pages: { '/': [...home, ...heroPictureHint()] } };
}

/**
 * Writes which code, styles and picture each first screen needs (decision 016). Every page is
 * the same index.html, and the layout's and Home's code are loaded lazily: without hints the
 * browser asks for them only once the entry has downloaded and run, and for the hero picture
 * only once Home has rendered. The server names them in the page's `Link` header instead, so
 * they download beside the entry.
 */
export function firstScreenHintsFile(): Plugin {
  let base = '/';
  return {
    name: 'pet-adoption:first-screen-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_HINTS_FILE,
        source: JSON.stringify(firstScreenHints(bundle, base), null, 2),
      });
    },
  };
}
