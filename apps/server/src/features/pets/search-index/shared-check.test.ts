import { describe, expect, it } from 'vitest';
import { SharedCheck } from './shared-check';

/** A check whose answers the test gives, one at a time, in the order asked. */
function controlledCheck() {
  const asked: { since: string; answer: (changed: boolean) => void; fail: () => void }[] = [];
  const check = new SharedCheck(
    (since) =>
      new Promise<boolean>((resolve, reject) => {
        asked.push({ since, answer: resolve, fail: () => reject(new Error('lost')) });
      }),
  );
  return { check, asked };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a check shared by the answers waiting for it', () => {
  it('asks once for every answer that arrives while a check runs, after that check', async () => {
    const { check, asked } = controlledCheck();
    const first = check.changedSince('s1');
    const later = Array.from({ length: 20 }, () => check.changedSince('s1'));
    expect(asked).toHaveLength(1);

    // The running check began before the later answers: its "unchanged" is not theirs.
    asked[0]?.answer(false);
    expect(await first).toBe(false);
    await settled();
    expect(asked).toHaveLength(2);
    asked[1]?.answer(true);
    expect(await Promise.all(later)).toEqual(Array.from({ length: 20 }, () => true));
  });

  it('asks about another snapshot on its own, and recovers from a failed check', async () => {
    const { check, asked } = controlledCheck();
    const first = check.changedSince('s1');
    const waiting = check.changedSince('s1');
    const other = check.changedSince('s2');
    expect(asked.map((ask) => ask.since)).toEqual(['s1', 's2']);
    asked[1]?.answer(false);
    expect(await other).toBe(false);

    asked[0]?.fail();
    await expect(first).rejects.toThrow('lost');
    await settled();
    asked[2]?.answer(false);
    expect(await waiting).toBe(false);
    expect(asked.map((ask) => ask.since)).toEqual(['s1', 's2', 's1']);
  });
});
