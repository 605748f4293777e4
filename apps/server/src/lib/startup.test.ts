import { describe, expect, it } from 'vitest';
import { describeClientAddress } from './startup';

describe('the start-up line about client addresses', () => {
  it('says which address the per-address limits count', () => {
    expect(describeClientAddress(false)).toBe(
      "Client address: the connection's peer (TRUST_PROXY unset; behind a proxy every visitor shares its address).",
    );
    expect(describeClientAddress(1)).toBe(
      'Client address: from X-Forwarded-For, trusting 1 proxy hop (TRUST_PROXY=1).',
    );
    expect(describeClientAddress(2)).toBe(
      'Client address: from X-Forwarded-For, trusting 2 proxy hops (TRUST_PROXY=2).',
    );
    expect(describeClientAddress('10.0.0.0/8, loopback')).toBe(
      'Client address: from X-Forwarded-For, trusting proxies at 10.0.0.0/8, loopback (TRUST_PROXY).',
    );
    expect(describeClientAddress(true)).toBe(
      'Client address: from X-Forwarded-For, trusting every hop (TRUST_PROXY=true): anyone can pick their address; refused in production.',
    );
  });
});
