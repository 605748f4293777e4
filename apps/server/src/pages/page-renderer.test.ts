import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { emptyPetProfile, texts, type PageHandler, type Pet } from '@pet-adoption/shared';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalOf, PAGE_HEADERS, titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { inProcessApi, pageServicesFor, renderPage } from './page-renderer';
import { readPageVisit } from './page-visit';

const ORIGIN = 'https://pets.example.org';

const petNamed = (petName: string): Pet => ({
  _id: randomUUID(),
  image: '/images/pets/luna.webp',
  petName,
  category: 'cat',
  petAge: 14,
  petLocation: 'Portland',
  date: '2026-11-01',
  shortDescription: `Only this test knows ${petName}.`,
  longDescription: `${petName} lives in a stand-in API.`,
  dateAndTime: '2026-11-01T10:00:00.000Z',
  adopted: false,
  email: 'owner@example.com',
  adoptionFee: 0,
  applicationCap: null,
  paused: false,
  ...emptyPetProfile('cat', 14, { url: '/images/pets/luna.webp', alt: petName }),
});

const VISITOR = {
  user: { id: 'u1', name: 'Vera Visitor', email: 'vera@example.com', image: null },
};

/** The web build's server entry (apps/web/src/app/page-handler.server.ts). */
type WebServerEntry = {
  serverBuild: ServerBuild;
  createPageHandler: (build: ServerBuild) => PageHandler;
};

const webEntry = import(pathToFileURL(join(WEB_DIST_DIR, 'server', 'index.js')).href).then(
  (module: WebServerEntry) => module,
);
const build = webEntry.then((entry) => entry.serverBuild);

type ApiCall = { url: string; cookie: string | undefined };

/** Pets the stand-in API fails to answer, each with the status it fails with. */
const FAILING_PETS: Record<string, { status: number; code: string }> = {
  [randomUUID()]: { status: 500, code: 'INTERNAL' },
  [randomUUID()]: { status: 503, code: 'SERVICE_UNAVAILABLE' },
  [randomUUID()]: { status: 429, code: 'RATE_LIMITED' },
  [randomUUID()]: { status: 403, code: 'FORBIDDEN' },
};
const failingPet = (status: number) =>
  Object.keys(FAILING_PETS).find((id) => FAILING_PETS[id]?.status === status) ?? '';

type SiteOptions = {
  /** The web build to render with; the real one unless a test changes a screen. */
  serverBuild?: Promise<ServerBuild>;
  /** Receives the site's log lines (JSON). */
  logLines?: string[];
};

/**
 * The built web app rendered by pageRenderer in front of a stand-in API that knows one pet and
 * one session: what its pages show can only have come from that app's own routes.
 */
async function standInSite(pet: Pet, { serverBuild = build, logLines }: SiteOptions = {}) {
  const app = Fastify(
    logLines ? { logger: { stream: { write: (line: string) => void logLines.push(line) } } } : {},
  );
  const apiCalls: ApiCall[] = [];
  app.get<{ Params: { id: string } }>('/api/petListing/:id', async (request, reply) => {
    apiCalls.push({ url: request.url, cookie: request.headers.cookie });
    if (request.params.id === pet._id) return pet;
    const failure = FAILING_PETS[request.params.id];
    if (failure) {
      return reply
        .code(failure.status)
        .send({ error: { code: failure.code, message: 'Not now.' } });
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such pet.' } });
  });
  app.get('/api/auth/get-session', (request) => {
    apiCalls.push({ url: request.url, cookie: request.headers.cookie });
    return request.headers.cookie === 'session=vera' ? VISITOR : null;
  });
  // What a signed-in visitor's page reads as them: a token for their session, then the bell.
  app.post('/api/jwt', (request) => {
    apiCalls.push({ url: request.url, cookie: request.headers.cookie });
    return { token: 'token-for-vera' };
  });
  app.get('/api/notifications/unread-count', () => ({ count: 0 }));
  app.get('/api/notifications', () => []);
  const handlePage = (await webEntry).createPageHandler(await serverBuild);
  app.get('/*', async (request, reply) => {
    const visit = await readPageVisit(app, request);
    const api = inProcessApi(app, request, visit);
    const page = await renderPage(handlePage, request, {
      origin: ORIGIN,
      url: request.url,
      services: pageServicesFor(request, visit, api),
    });
    void reply.code(page.status);
    for (const [name, value] of page.headers) void reply.header(name, value);
    return reply.send(page.body);
  });
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...PAGE_HEADERS, ...headers } });
  return { app, apiCalls, get };
}

describe('renderPage', () => {
  const PET = petNamed('Stubby');
  const PET_ID = PET._id;
  let site: Awaited<ReturnType<typeof standInSite>>;
  let apiCalls: ApiCall[] = [];
  beforeAll(async () => {
    site = await standInSite(PET);
    apiCalls = site.apiCalls;
  });
  afterAll(() => site.app.close());

  const get = (url: string, headers: Record<string, string> = {}) => site.get(url, headers);

  it("renders a page with the data the app's own API routes answered, at the site's origin", async () => {
    apiCalls.length = 0;
    const response = await get(`/petDetails/${PET_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = visibleHtml(response.body);
    expect(html).toContain('>Stubby</h1>');
    expect(html).toContain('Stubby lives in a stand-in API.');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/petDetails/${PET_ID}`);
    expect(apiCalls).toEqual([{ url: `/api/petListing/${PET_ID}`, cookie: undefined }]);
  });

  it('reads the API as a signed-in visitor, and shows who they are', async () => {
    apiCalls.length = 0;
    const response = await get(`/petDetails/${PET_ID}`, { cookie: 'session=vera' });
    expect(response.statusCode).toBe(200);
    expect(visibleHtml(response.body)).toContain('Vera Visitor');
    expect(apiCalls).toContainEqual({ url: '/api/auth/get-session', cookie: 'session=vera' });
    // Their own page, kept by nobody: it reads as them (decision 055).
    expect(apiCalls).toContainEqual({ url: '/api/jwt', cookie: 'session=vera' });
    expect(apiCalls).toContainEqual({ url: `/api/petListing/${PET_ID}`, cookie: 'session=vera' });
  });

  it("answers with the router's status and headers: a 404, a redirect", async () => {
    const missing = await get(`/petDetails/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');

    const guarded = await get('/petListing?search=cat');
    expect(guarded.statusCode).toBe(302);
    expect(guarded.headers.location).toBe(
      `/login?redirectTo=${encodeURIComponent('/petListing?search=cat')}`,
    );
  });

  it.each([500, 503])(
    'answers 503 with the error page when the API fails with a %i for the page’s data',
    async (apiStatus) => {
      const response = await get(`/petDetails/${failingPet(apiStatus)}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = visibleHtml(response.body);
      expect(html).toContain(texts.routeError.heading);
      expect(html).toContain('503 Service Unavailable');
      expect(titleOf(html)).toBe(texts.titles.error);
      // Nothing of the failure itself reaches the page.
      expect(response.body).not.toMatch(/Not now|ApiError|\n\s+at /);
    },
  );

  it.each([
    [429, '429 Too Many Requests'],
    [403, '403 Forbidden'],
  ])(
    "answers a page whose data the API refuses (%i) with that status and the API's sentence",
    async (apiStatus, statusLine) => {
      const response = await get(`/petDetails/${failingPet(apiStatus)}`);
      expect(response.statusCode).toBe(apiStatus);
      const html = visibleHtml(response.body);
      // What the scripted screen shows, with a way back: never a spinner that only a script ends.
      expect(html).toContain(texts.routeError.heading);
      expect(html).toContain(statusLine);
      expect(html).toContain('Not now');
      expect(html).toContain(`href="/"`);
      expect(html).not.toContain('Loading page');
      expect(response.body).not.toMatch(/ApiError|\n\s+at /);
    },
  );

  it('keeps a path that starts with two slashes on this site', async () => {
    const response = await get(`//evil.example/petDetails/${PET_ID}`);
    // No page of the app has that path, and the page names this site, not the other host.
    expect(response.statusCode).toBe(404);
    expect(canonicalOf(response.body)).toBe(`${ORIGIN}//evil.example/petDetails/${PET_ID}`);
  });
});

describe('renderPage, with two apps in one process', () => {
  it("renders each app's pages with its own API, whichever rendered last", async () => {
    const primo = petNamed('Primo');
    const secondo = petNamed('Secondo');
    const first = await standInSite(primo);
    const second = await standInSite(secondo);
    try {
      const heading = async (site: typeof first, pet: Pet) => {
        const response = await site.get(`/petDetails/${pet._id}`);
        expect(response.statusCode).toBe(200);
        return /<h1[^>]*>([^<]*)<\/h1>/.exec(visibleHtml(response.body))?.[1];
      };
      expect(await heading(first, primo)).toBe('Primo');
      expect(await heading(second, secondo)).toBe('Secondo');
      expect(await heading(first, primo)).toBe('Primo');
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];

/** The real build, with the Pet details route's module changed as a test says. */
async function withPetDetails(changes: Partial<RouteModule>): Promise<ServerBuild> {
  const real = await build;
  const [id, route] =
    Object.entries(real.routes).find(([, each]) => each?.path === '/petDetails/:id') ?? [];
  if (!id || !route) throw new Error('The build has no Pet details route.');
  return {
    ...real,
    routes: { ...real.routes, [id]: { ...route, module: { ...route.module, ...changes } } },
  };
}

type LogLine = { level: number; msg: string; reqId?: string; err?: { message?: string } };

describe('renderPage, when a page fails to render', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [
      'its screen throws',
      {
        default: () => {
          throw new Error('The screen broke.');
        },
      },
      'The screen broke.',
    ],
    [
      'its loader throws',
      {
        loader: () => {
          throw new Error('The loader broke.');
        },
      },
      'The loader broke.',
    ],
  ])('logs one error line when %s, and nothing on the console', async (_case, changes, message) => {
    const consoleError = vi.spyOn(console, 'error');
    const logLines: string[] = [];
    const pet = petNamed('Broken');
    const site = await standInSite(pet, { serverBuild: withPetDetails(changes), logLines });
    try {
      const response = await site.get(`/petDetails/${pet._id}`);
      expect(response.statusCode).toBe(500);
      expect(visibleHtml(response.body)).toContain(texts.routeError.heading);
      // Rendered in production mode: the error's message and stack stay on the server.
      expect(response.body).not.toContain(message);
      expect(response.body).not.toMatch(/\n\s+at /);

      const lines = logLines.map((line) => JSON.parse(line) as LogLine);
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        level: 50,
        msg: 'The page could not be rendered.',
        err: { message },
      });
      // The line belongs to the request it failed for.
      const requestLine = lines.find((line) => line.msg === 'incoming request');
      expect(errors[0]?.reqId).toBe(requestLine?.reqId);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      await site.app.close();
    }
  });
});

describe('inProcessApi', () => {
  /** An API that answers with the headers each call came with. */
  async function echoApi() {
    const app = Fastify();
    app.post('/api/auth/update-user', (request) => ({
      origin: request.headers.origin ?? null,
      host: request.headers.host ?? null,
      cookie: request.headers.cookie ?? null,
    }));
    await app.ready();
    return app;
  }

  const pageRequest = (method: string) =>
    ({
      method,
      ip: '203.0.113.9',
      headers: { cookie: 'session=vera', host: 'pets.example.org', 'user-agent': 'Test' },
    }) as unknown as Parameters<typeof inProcessApi>[1];

  const call = async (method: string) => {
    const app = await echoApi();
    try {
      const api = inProcessApi(app, pageRequest(method), { kind: 'anonymous' }, ORIGIN);
      const answer = await api('/api/auth/update-user', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Vera' }),
      });
      return (await answer.json()) as Record<string, string | null>;
    } finally {
      await app.close();
    }
  };

  it("makes a form's calls from the site's address, with the page's Host", async () => {
    // The identity library refuses a call on the session cookie without an Origin of its own
    // site; a profile form sent without scripts makes one (update-user).
    expect(await call('POST')).toEqual({
      origin: ORIGIN,
      host: 'pets.example.org',
      cookie: 'session=vera',
    });
  });

  it('says nothing of an address for a page that is only read', async () => {
    expect(await call('GET')).toMatchObject({ origin: null, cookie: null });
  });
});
