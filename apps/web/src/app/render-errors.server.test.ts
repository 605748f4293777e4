import type { PageServices } from '@pet-adoption/shared';
import { createStaticHandler, RouterContextProvider, type HandleErrorFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageServicesContext } from './page-services.server';
import { handleError } from './render-errors.server';

type ErrorArgs = Parameters<HandleErrorFunction>[1];

const logged = vi.fn<(error: unknown) => void>();

function argsFor(request: Request): ErrorArgs {
  const services: PageServices = {
    visit: { kind: 'anonymous' },
    api: () => Promise.reject(new Error('No API in this test.')),
    logRenderError: logged,
    scriptNonce: 'test-nonce',
  };
  return {
    request,
    params: {},
    context: new RouterContextProvider(new Map([[pageServicesContext, services]])),
  };
}

/** React Router's own answer to an unknown address: a 404 carrying its internal error. */
async function routerNotFound(): Promise<unknown> {
  const result = await createStaticHandler([{ path: '/' }]).query(
    new Request('https://pets.example.org/nowhere'),
  );
  if (result instanceof Response) throw new Error('The router answered with a response.');
  return Object.values(result.errors ?? {})[0];
}

describe('handleError, for errors met while the server renders a page', () => {
  afterEach(() => logged.mockClear());

  it("hands a screen's or loader's error to the log the server gave the page", () => {
    const error = new Error('The screen broke.');
    handleError(error, argsFor(new Request('https://pets.example.org/contact')));
    expect(logged.mock.calls).toEqual([[error]]);
  });

  it('leaves out a request the visitor gave up on', () => {
    const controller = new AbortController();
    const request = new Request('https://pets.example.org/contact', { signal: controller.signal });
    controller.abort();
    handleError(new Error('The render was cut short.'), argsFor(request));
    expect(logged).not.toHaveBeenCalled();
  });

  it("leaves out the router's answer to an address it does not know", async () => {
    handleError(await routerNotFound(), argsFor(new Request('https://pets.example.org/nowhere')));
    expect(logged).not.toHaveBeenCalled();
  });
});
