import { describe, expect, it } from 'vitest';
import { refusalsAnswerInPlace } from './refusals-in-place.server';

const answer = (status: number) => () =>
  Promise.resolve(new Response('{"refusal":{}}', { status }));

async function statusFor(url: string, method: string, status: number) {
  const request = new Request(url, { method });
  const response = await refusalsAnswerInPlace(
    { request, params: {}, context: undefined as never, url: new URL(url), pattern: '' },
    answer(status),
  );
  return (response as Response).status;
}

describe('a refused form', () => {
  it('is 400 on the page the browser sent it from, and 200 for the script that sent it', async () => {
    expect(await statusFor('http://site.test/contact', 'POST', 400)).toBe(400);
    expect(await statusFor('http://site.test/contact.data', 'POST', 400)).toBe(200);
  });

  it('leaves every other answer as it is', async () => {
    expect(await statusFor('http://site.test/contact.data', 'POST', 500)).toBe(500);
    expect(await statusFor('http://site.test/contact.data', 'GET', 400)).toBe(400);
    expect(await statusFor('http://site.test/contact.data', 'POST', 302)).toBe(302);
  });
});
