/**
 * Whether pets changed since a snapshot, asked of the database once for every answer waiting
 * at the same time. An answer may rely only on a check the database began after the answer
 * did, so one that arrives while a check runs waits for the next, which every answer arriving
 * meanwhile shares: under load, one statement in flight at a time serves them all, and none
 * waits longer than the rest of the running check and one more. Without this, each answer held
 * a pooled connection for its own round trip and the pool, not the work, set the pace.
 */
export class SharedCheck {
  private running: Promise<unknown> | undefined;
  private waiting: { since: string; changed: Promise<boolean> } | undefined;

  constructor(private readonly ask: (since: string) => Promise<boolean>) {}

  changedSince(since: string): Promise<boolean> {
    if (this.waiting?.since === since) return this.waiting.changed;
    if (this.running === undefined) return this.run(since);
    // Waiting answers about another snapshot (an index that has just looked again) are rare:
    // they ask on their own.
    if (this.waiting !== undefined) return this.ask(since);
    const changed = this.running.then(() => {
      this.waiting = undefined;
      return this.run(since);
    });
    this.waiting = { since, changed };
    return changed;
  }

  private run(since: string): Promise<boolean> {
    const changed = this.ask(since);
    const running: Promise<unknown> = changed
      .catch(() => undefined)
      .finally(() => {
        if (this.running === running) this.running = undefined;
      });
    this.running = running;
    return changed;
  }
}
