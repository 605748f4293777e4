import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/helpers';

describe('changes through monthly gift links', () => {
  const t = useTestApp();

  it('are counted per address: thirty an hour, then 429 with the wait', async () => {
    const change = () =>
      t.app.inject({ method: 'POST', url: `/api/gifts/manage/${'0'.repeat(32)}/pause` });
    for (let sent = 0; sent < 30; sent += 1) expect((await change()).statusCode).toBe(404);
    const refused = await change();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ error: { message: string } }>(refused).error.message).toMatch(
      /^That is many changes in a short time\. Please wait .+ and try again\.$/,
    );
    // Reading the gift is not a change.
    const read = await t.app.inject({ url: `/api/gifts/manage/${'0'.repeat(32)}` });
    expect(read.statusCode).toBe(404);
  });
});
