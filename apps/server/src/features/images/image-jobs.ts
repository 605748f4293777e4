import { availableParallelism } from 'node:os';
import { IMAGES_BUSY_MESSAGE } from '@pet-adoption/shared';
import { HttpError } from '../../lib/errors';

export interface ImageJobs {
  /**
   * Runs `job` when one of the slots is free, waiting in a short queue meanwhile; when the queue
   * is full too it throws 503 at once (the error handler adds `Retry-After: 5`), instead of
   * letting CPU work and memory pile up.
   */
  run<T>(job: () => Promise<T>): Promise<T>;
}

export interface ImageJobsOptions {
  /** Jobs at once; by default 2, or 1 on a one-core machine. */
  concurrency?: number;
  /** Jobs that may wait for a slot. */
  queue?: number;
}

/**
 * A bound on picture processing for the whole process: decoding a 40-megapixel picture takes
 * seconds of CPU and hundreds of megabytes, so a handful at once would starve every other
 * request. A counter and a queue of waiters: p-limit would need the same refusal written
 * around it, and this is all of it.
 */
export function createImageJobs({
  concurrency = Math.max(1, Math.min(2, availableParallelism())),
  queue = 4,
}: ImageJobsOptions = {}): ImageJobs {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(job) {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else {
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', IMAGES_BUSY_MESSAGE);
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
