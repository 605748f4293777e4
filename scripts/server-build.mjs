// Compiles the server ahead of time (decision 051): one ES module, apps/server/dist/server.mjs,
// rebuilt by `npm start` only when it is missing or older than its sources. `npm run dev` and the
// tests keep running the TypeScript sources.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestChange, root } from './web-build.mjs';

const outdir = join(root, 'apps/server/dist');
export const serverBundle = join(outdir, 'server.mjs');
const entry = join(root, 'apps/server/src/server.ts');
const serverSources = [
  'apps/server/src',
  'apps/server/seed/data.ts',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
].map((path) => join(root, path));

function serverBuildIsStale() {
  if (!existsSync(serverBundle)) return true;
  const builtAt = statSync(serverBundle).mtimeMs;
  return serverSources.some((path) => newestChange(path) > builtAt);
}

/**
 * Our TypeScript goes into the bundle (packages/shared ships source, which Node cannot run);
 * every installed package stays an import, loaded from node_modules as it is.
 */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@pet-adoption/') ? undefined : { path, external: true },
    );
  },
};

/**
 * Sources find files beside them (`new URL('../../drizzle', import.meta.url)`, createRequire):
 * in the bundle, `import.meta.url` would be the bundle's, so each file gets its own address,
 * written relative to the bundle so that the checkout may move.
 */
const keepEachFilesOwnUrl = {
  name: 'keep-each-files-own-url',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(serverBundle), path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * Builds the bundle. Split into chunks, so that what the server imports only when needed
 * (better-auth, Stripe's SDK) stays out of what a start loads. The entry is written last and
 * each file whole under a temporary name, so a start never reads half a build; chunks the new
 * build does not use are removed.
 */
export async function buildServer() {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    outdir,
    entryNames: '[name]',
    // Beside the entry: each file's own `import.meta.url` is written relative to this folder.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'warning',
    plugins: [installedPackagesStayExternal, keepEachFilesOwnUrl],
  });
  mkdirSync(outdir, { recursive: true });
  const isEntry = (path) => path === serverBundle || path === `${serverBundle}.map`;
  const files = [
    ...result.outputFiles.filter(({ path }) => !isEntry(path)),
    ...result.outputFiles.filter(({ path }) => isEntry(path)).reverse(),
  ];
  for (const file of files) {
    writeFileSync(`${file.path}.tmp`, file.contents);
    renameSync(`${file.path}.tmp`, file.path);
  }
  const written = new Set(files.map(({ path }) => basename(path)));
  for (const name of readdirSync(outdir)) {
    if (!written.has(name)) rmSync(join(outdir, name), { recursive: true, force: true });
  }
}

export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return;
  console.log('Compiling the server (its build is missing or older than its sources)…');
  await buildServer();
}

export const serverBundleUrl = () => pathToFileURL(serverBundle).href;
