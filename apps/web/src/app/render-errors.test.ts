import {
  RouterContextProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HandleErrorFunction,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError, setRenderErrorLog } from './render-errors';

type ErrorArgs = Parameters<HandleErrorFunction>[1];

function argsFor(request: Request): ErrorArgs {
  return { request, params: {}, context: new RouterContextProvider() };
}

/** React Router's own answer to an unknown address: a 404 carrying its internal error. */
const routerNotFound = () =>
  new ErrorResponseImpl(404, 'Not Found', new Error('No route matches URL "/nowhere"'), true);

describe('handleError, for errors met while the server renders a page', () => {
  const logged = vi.fn<(error: unknown, request: Request) => void>();
  setRenderErrorLog(logged);
  afterEach(() => logged.mockClear());

  it("hands a screen's or loader's error to the server's log, with its request", () => {
    const request = new Request('https://pets.example.org/contact');
    const error = new Error('The screen broke.');
    handleError(error, argsFor(request));
    expect(logged.mock.calls).toEqual([[error, request]]);
  });

  it('leaves out a request the visitor gave up on', () => {
    const controller = new AbortController();
    const request = new Request('https://pets.example.org/contact', { signal: controller.signal });
    controller.abort();
    handleError(new Error('The render was cut short.'), argsFor(request));
    expect(logged).not.toHaveBeenCalled();
  });

  it("leaves out the router's answer to an address it does not know", () => {
    handleError(routerNotFound(), argsFor(new Request('https://pets.example.org/nowhere')));
    expect(logged).not.toHaveBeenCalled();
  });
});
