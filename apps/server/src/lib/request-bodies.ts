import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Far deeper than any body the app sends (an adopter's answers are four levels), far below what
 * makes a recursive reader (ours, zod's, the identity library's) run out of stack.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects).`;
export const NOT_AN_OBJECT_MESSAGE =
  'The request body must be a JSON object of the fields, like {"name": "…"}.';

/** Whether `json` opens more than `limit` arrays and objects inside each other. */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

interface ZodDefinition {
  _zod?: { def?: { type?: string; in?: unknown } };
}

/** Whether a route's body schema takes only an object (a nullable or optional one takes more). */
function expectsObject(schema: unknown): boolean {
  const def = (schema as ZodDefinition | undefined)?._zod?.def;
  if (def?.type === 'object') return true;
  return def?.type === 'pipe' && expectsObject(def.in);
}

/**
 * The one rule for what a request body may be, for every route at once (docs/product.md §8;
 * before it, `null` for a pet and 5,000 nested arrays to the identity routes were each a 500):
 *
 * - JSON is read by Fastify's own parser (which refuses `__proto__` and `constructor` keys) after
 *   a count of its nesting, and deeper than MAX_JSON_DEPTH is a 400 before anything recurses.
 *   The identity routes hand the parsed body on, so its depth is bounded there too.
 * - Plain text is no body of ours: without a parser for it, it is a 415 like any other type.
 * - A route whose schema takes an object gets one: `null`, an array, a string, a number or no
 *   body at all is a 400 saying so, before the schema's own checks, which would otherwise read
 *   fields of `null`.
 *
 * Register before any route, so that every route, and every scope's own parsers, inherit it.
 */
export function registerRequestBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the typings allow a Buffer for every parser.
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'BAD_REQUEST', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('preValidation', (request, _reply, next) => {
    const { body } = request;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    if (isObject || !expectsObject(request.routeOptions.schema?.body)) {
      next();
      return;
    }
    next(
      new HttpError(400, 'VALIDATION_FAILED', NOT_AN_OBJECT_MESSAGE, {
        body: NOT_AN_OBJECT_MESSAGE,
      }),
    );
  });
}

/**
 * RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form,
 * and the link's token says all, so such a body is read as nothing. Both unsubscribe routes'
 * plugins call it; the parser is added once.
 */
export function acceptOneClickForms(app: FastifyInstance) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, parsed) => parsed(null, {}),
  );
}
