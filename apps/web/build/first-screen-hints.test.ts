import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenHints } from './first-screen-hints';

/** Just what the hints read of a chunk. */
function chunk(
  fileName: string,
  fields: { isEntry?: boolean; facade?: string; imports?: string[]; css?: string[] },
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: fields.isEntry ?? false,
    facadeModuleId: fields.facade ? `/repo/apps/web/${fields.facade}` : null,
    imports: fields.imports ?? [],
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  };
}

function bundle(...chunks: ReturnType<typeof chunk>[]) {
  const files = Object.fromEntries(chunks.map((entry) => [entry.fileName, entry]));
  return files as unknown as Rolldown.OutputBundle;
}

// An entry with the framework beside it; the layout and Home loaded lazily, sharing one module.
const BUILD = bundle(
  chunk('assets/index-1.js', {
    isEntry: true,
    facade: 'index.html',
    imports: ['assets/react-2.js'],
  }),
  chunk('assets/react-2.js', {}),
  chunk('assets/root-3.js', {
    facade: 'src/app/routes/root.tsx',
    imports: ['assets/react-2.js', 'assets/logo-4.js'],
  }),
  chunk('assets/logo-4.js', {}),
  chunk('assets/home-5.js', {
    facade: 'src/app/routes/home.tsx',
    imports: ['assets/react-2.js', 'assets/pets-6.js', 'assets/logo-4.js'],
    css: ['assets/home-7.css'],
  }),
  chunk('assets/pets-6.js', { imports: ['assets/format-8.js'] }),
  chunk('assets/format-8.js', {}),
  chunk('assets/login-9.js', {
    facade: 'src/app/routes/login.tsx',
    imports: ['assets/react-2.js'],
  }),
);

describe('firstScreenHints', () => {
  it("names the layout's code, less what index.html already loads, for every page", () => {
    expect(firstScreenHints(BUILD).everyPage).toEqual([
      '</assets/root-3.js>; rel=modulepreload',
      '</assets/logo-4.js>; rel=modulepreload',
    ]);
  });

  it("names Home's code, its stylesheet and the first hero picture for /, once each", () => {
    expect(firstScreenHints(BUILD).pages).toEqual({
      '/': [
        '</assets/home-5.js>; rel=modulepreload',
        '</assets/pets-6.js>; rel=modulepreload',
        '</assets/format-8.js>; rel=modulepreload',
        '</assets/home-7.css>; rel=preload; as=style; crossorigin',
        '</images/pets/luna.webp>; rel=preload; as=image; ' +
          'imagesrcset="/images/pets/luna-400.webp 400w, /images/pets/luna.webp 800w"; ' +
          'imagesizes="(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw"; fetchpriority=high',
      ],
    });
  });

  it("writes addresses under the build's base", () => {
    expect(firstScreenHints(BUILD, '/adopt/').everyPage[0]).toBe(
      '</adopt/assets/root-3.js>; rel=modulepreload',
    );
  });

  it('fails the build when a first screen has no chunk of its own', () => {
    const withoutHome = bundle(
      chunk('assets/index-1.js', { isEntry: true }),
      chunk('assets/root-3.js', { facade: 'src/app/routes/root.tsx' }),
    );
    expect(() => firstScreenHints(withoutHome)).toThrow(/src\/app\/routes\/home\.tsx/);
  });
});
