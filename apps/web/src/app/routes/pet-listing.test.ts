import { describe, expect, it } from 'vitest';
import { loader } from './pet-listing';

const load = (address: string) =>
  loader({
    request: new Request(`http://localhost${address}`),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('Nothing was thrown');
}

describe('Pet listing’s loader', () => {
  it('sends an address a GET form wrote on to the listing’s own spelling of it', async () => {
    const answer = await thrown(() =>
      load(
        '/petListing?sort=newest&category=dog&size=small&size=medium&breed=&location=&goodWithChildren=yes&search=&pages=2',
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/petListing?category=dog&size=small%2Cmedium&goodWithChildren=yes&pages=2',
    );
  });

  it('sends a form that set nothing to the plain listing', async () => {
    const response = (await thrown(() =>
      load('/petListing?sort=newest&location=&breed='),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/petListing');
  });
});
