import { Writable, type Readable } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// React Router's start-up script: imports the matched routes' modules, then entry.client.
const START_UP =
  /<script nonce="([^"]*)" type="module" async="">([\s\S]*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
/** Inert until the loader below copies it into a module script of the same text. */
const WAITING_TYPE = 'text/x-after-paint';
/** Longest a slow or failed picture holds the scripts back, in milliseconds. */
const PICTURE_WAIT_MS = 2500;

/**
 * Runs where React Router's start-up script stood. It fetches the page's modules and starts
 * them once the page has painted and its high-priority pictures are in (or after
 * PICTURE_WAIT_MS): the same script (so the policy's hash of it still holds), and a
 * `modulepreload` for each of the page's modules just before, so that they come in one round
 * trip rather than import by import. One preload per task: each costs a slow phone some 5-20
 * ms of main thread, and 25 at once held it for up to 300 ms.
 */
function loader(preloads: string[]) {
  return `(()=>{const d=document,w=d.currentScript.previousElementSibling,h=${JSON.stringify(preloads)};let s=0;const go=()=>{if(s++)return;let i=0;const more=()=>{if(i<h.length){const l=d.createElement("link");l.rel="modulepreload";l.href=h[i++];d.head.append(l)}setTimeout(i<h.length?more:start)};more()};const start=()=>{const m=d.createElement("script");m.type="module";m.textContent=w.textContent;w.replaceWith(m)};const p=[...d.querySelectorAll('img[fetchpriority="high"]')].filter(i=>!i.complete);let n=p.length;const one=()=>{if(--n<=0)requestAnimationFrame(()=>setTimeout(go))};setTimeout(go,${PICTURE_WAIT_MS});if(n===0){n=1;one()}for(const i of p){i.addEventListener("load",one,{once:true});i.addEventListener("error",one,{once:true})}})()`;
}

/**
 * React Router names every module of the page in a `<link rel="modulepreload">` in the head and
 * starts them from a module script at the end of the body. On a slow phone some 20 scripts
 * (about 140 KB) would then share the connection with the stylesheet and the largest picture,
 * and their parsing would hold the main thread while the page paints. The page is already whole
 * in the HTML and works without scripts, so the scripts wait: the modulepreload links go, the
 * start-up script is kept inert, and a small loader after it starts it once the page has
 * painted and its largest picture is in (docs/benchmarks.md, Lighthouse).
 */
export function scriptsAfterPaint(html: string) {
  const startUp = START_UP.exec(html);
  // A page without React Router's scripts (none today) is left as it is.
  if (!startUp) return html;
  const [script, nonce = '', body = ''] = startUp;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const deferred =
    `<script nonce="${nonce}" type="${WAITING_TYPE}">${body}</script>` +
    `<script nonce="${nonce}">${loader(preloads)}</script>`;
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
