import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas (schemas with `.meta({ id })`
 * become shared components), browsable at /api/docs and as JSON at /api/docs/json.
 * Register before the routes: swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pet Adoption API',
        description:
          'Pets for adoption, donation campaigns, adoption requests and donations. ' +
          'Errors answer `{ error: { code, message, fields? } }`.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Swagger UI 5 loads only external scripts, so it runs under the app's strict CSP as is.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
