import { API_PREFIX } from '@pet-adoption/shared';
import type { FastifyInstance } from 'fastify';

export const isApiPath = (url: string) => {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
};

/**
 * Watches route registration and returns the lookup of the methods an API path answers, for
 * the 405 answer and its Allow header. Call before any route is registered.
 */
export function watchAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':')
          ? '[^/]+'
          : part === '*'
            ? '.*'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ methods: methods.map(String), pattern: new RegExp(`^${source}/?$`) });
  });
  return (path) => [
    ...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods)),
  ];
}
