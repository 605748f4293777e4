import { describe, expect, it } from 'vitest';
import { cspDirectives } from './security';

describe('the Content-Security-Policy of pages', () => {
  it("frames only the video players' privacy-friendly hosts, besides this site", () => {
    expect(cspDirectives({ stripe: false }).frameSrc).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it("adds Stripe's frames to the players' when Stripe takes the payments", () => {
    const frames = cspDirectives({ stripe: true }).frameSrc;
    expect(frames).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://js.stripe.com']),
    );
    expect(frames).not.toContain('https://www.youtube.com');
  });
});
