import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { createImageJobs } from './image-jobs';

describe('createImageJobs', () => {
  it('runs up to its concurrency, queues a few more, and refuses the rest with 503', async () => {
    const jobs = createImageJobs({ concurrency: 1, queue: 1 });
    const started: string[] = [];
    let finishFirst = () => {};
    const first = jobs.run(async () => {
      started.push('first');
      await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const second = jobs.run(() => {
      started.push('second');
      return Promise.resolve();
    });
    await expect(jobs.run(() => Promise.resolve())).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(started).toEqual(['first']);

    finishFirst();
    await Promise.all([first, second]);
    expect(started).toEqual(['first', 'second']);
    // Every slot is free again, a failed job's too.
    await expect(jobs.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow(
      'bad picture',
    );
    await expect(jobs.run(() => Promise.resolve('done'))).resolves.toBe('done');
    await expect(jobs.run(() => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('throws an HttpError the API answers in its shape', async () => {
    const jobs = createImageJobs({ concurrency: 1, queue: 0 });
    let finish = () => {};
    const held = jobs.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(jobs.run(() => Promise.resolve())).rejects.toBeInstanceOf(HttpError);
    finish();
    await held;
  });
});
