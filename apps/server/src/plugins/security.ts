import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy every answer carries, pages included. Scripts only from our
 * origin; a rendered page adds the SHA-256 of each inline script it carries, and no other inline
 * script runs (pages/page-policy.ts). Inline styles stay allowed because components set `style`
 * attributes and the toast library injects a <style>.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Profile photos (photoURL) and pet images may live on other https hosts; an image field
  // previews the chosen file from a blob: address before it is uploaded.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Helmet adds upgrade-insecure-requests by default; it would break plain-http use on a LAN
  // address (browsers upgrade every asset request to https, which nothing answers).
  upgradeInsecureRequests: null,
};

/**
 * What Stripe.js needs when card payments go through Stripe (its security guide): its script,
 * the card field's frames, and its API. Without Stripe none of it is allowed.
 */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * A pet's video plays in a frame from the providers' privacy-friendly player hosts, created only
 * when the visitor presses play (features/pets/components/pet-video.tsx); no other frame.
 */
const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

type PolicyOptions = {
  /** Stripe is the payment provider. */
  stripe: boolean;
  /** Where uploaded images are read from, when not from this server (an object storage bucket). */
  imageOrigin?: string | undefined;
};

/**
 * The policy's directives, the video players' frames always, with Stripe's origins when it is the payment provider, and the
 * bucket's when uploads live in one (https is allowed anyway; a bucket on plain http, such as
 * MinIO on a LAN, is not otherwise).
 */
export function cspDirectives({ stripe, imageOrigin }: PolicyOptions) {
  return {
    ...CSP_DIRECTIVES,
    imgSrc: imageOrigin ? [...CSP_DIRECTIVES.imgSrc, imageOrigin] : CSP_DIRECTIVES.imgSrc,
    frameSrc: ["'self'", ...VIDEO_FRAME_SOURCES],
    ...(stripe && {
      scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...STRIPE_SOURCES.scriptSrc],
      frameSrc: ["'self'", ...VIDEO_FRAME_SOURCES, ...STRIPE_SOURCES.frameSrc],
      connectSrc: [...CSP_DIRECTIVES.connectSrc, ...STRIPE_SOURCES.connectSrc],
    }),
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: PolicyOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: true, directives: cspDirectives(options) },
    // The Google and GitHub sign-in popups (identity issue) report back through
    // window.opener, which the default 'same-origin' would cut.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
