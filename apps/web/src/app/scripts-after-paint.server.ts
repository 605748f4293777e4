import { Writable, type Readable } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// React Router's start-up script: imports the matched routes' modules, then entry.client.
const START_UP =
  /<script nonce="([^"]*)" type="module" async="">([\s\S]*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
// Its last line: the entry module, which starts React once the route modules are in.
const ENTRY_IMPORT = /import\("([^"]+)"\);\s*$/;
/** Inert until the loader below copies it into a module script of the same text. */
const WAITING_TYPE = 'text/x-after-paint';
/** Longest a slow or failed picture holds the scripts back, in milliseconds. */
const PICTURE_WAIT_MS = 2500;

/**
 * Runs where React Router's start-up script stood. Once the page has painted and its
 * high-priority pictures are in (or after PICTURE_WAIT_MS), it asks for all the page's modules
 * at once (`modulepreload`, one round trip rather than import by import), then runs them one at
 * a time, each in a task of its own, and only then the start-up script itself (word for word,
 * so the policy's hash of it still holds), which imports the entry that starts React. Running
 * the whole module graph from the start-up script would run react-dom, the router and every
 * route module in one long task.
 */
function loader(modules: string[], entry: string) {
  return `(() => {
  const d = document, inert = d.currentScript.previousElementSibling;
  const modules = ${JSON.stringify(modules)}, entry = ${JSON.stringify(entry)};
  let started = false;
  const go = async () => {
    if (started) return;
    started = true;
    for (const url of modules) {
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      d.head.append(link);
    }
    for (const url of modules) {
      if (url === entry) continue;
      await import(url).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve));
    }
    const start = d.createElement("script");
    start.type = "module";
    start.textContent = inert.textContent;
    inert.replaceWith(start);
  };
  const pictures = [...d.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
  let waiting = pictures.length + 1;
  const done = () => {
    if (--waiting === 0) requestAnimationFrame(() => setTimeout(go));
  };
  setTimeout(go, ${PICTURE_WAIT_MS});
  for (const img of pictures) {
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
  }
  done();
})()`.replace(/\n\s*/g, '');
}

/**
 * React Router names every module of the page in a `<link rel="modulepreload">` in the head and
 * starts them from a module script at the end of the body. On a slow phone some 20 scripts
 * (about 140 KB) would then share the connection with the stylesheet and the largest picture,
 * and their parsing would hold the main thread while the page paints. The page is already whole
 * in the HTML and works without scripts, so the scripts wait: the modulepreload links go, the
 * start-up script is kept inert, and a small loader after it starts the modules once the page
 * has painted and its largest picture is in, in short tasks (docs/benchmarks.md, Lighthouse).
 */
export function scriptsAfterPaint(html: string) {
  const startUp = START_UP.exec(html);
  // A page without React Router's scripts (none today) is left as it is.
  if (!startUp) return html;
  const [script, nonce = '', body = ''] = startUp;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const entry = ENTRY_IMPORT.exec(body)?.[1] ?? '';
  const deferred =
    `<script nonce="${nonce}" type="${WAITING_TYPE}">${body}</script>` +
    `<script nonce="${nonce}">${loader(modules, entry)}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(script, () => deferred);
}

/**
 * A writable end for React's stream that hands the whole page, its scripts after its paint, to
 * `out`. Pages are sent whole anyway (`onAllReady`), so keeping it until the end delays nothing.
 */
export function withScriptsAfterPaint(out: Writable & Readable) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      out.end(scriptsAfterPaint(Buffer.concat(chunks).toString('utf8')));
      done();
    },
    destroy(error, done) {
      if (error) out.destroy(error);
      done(error);
    },
  });
}
